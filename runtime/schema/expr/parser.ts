// Pratt parser of the expression language: literals, array literals, the roots (`selection` is a bulk
// action's selected keys, comma-joined), member access, unary ! - +, arithmetic, comparisons, `in`,
// && ||, and the ternary. No calls, no assignment, no `new`.
import { ExprError, tokenize, type Token } from './lexer.js';

/** The only names an expression may start from. */
export const EXPR_ROOTS = ['record', 'values', 'params', 'user', 'mode', 'selection'] as const;
export type ExprRoot = (typeof EXPR_ROOTS)[number];

/** Property names that would reach into JavaScript internals; refused at parse and at run time. */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

export type BinaryOp =
  '==' | '!=' | '===' | '!==' | '<' | '<=' | '>' | '>=' | 'in' | '+' | '-' | '*' | '/' | '%';

export type Node =
  | { type: 'literal'; value: string | number | boolean | null }
  | { type: 'array'; items: Node[] }
  | { type: 'root'; name: ExprRoot; pos: number }
  | { type: 'member'; object: Node; property: Node; computed: boolean; pos: number }
  | { type: 'unary'; op: '!' | '-' | '+'; arg: Node }
  | { type: 'binary'; op: BinaryOp; left: Node; right: Node }
  | { type: 'logical'; op: '&&' | '||'; left: Node; right: Node }
  | { type: 'conditional'; test: Node; then: Node; otherwise: Node };

const BINARY_POWER: Record<string, number> = {
  '||': 2,
  '&&': 3,
  '==': 4,
  '!=': 4,
  '===': 4,
  '!==': 4,
  '<': 5,
  '<=': 5,
  '>': 5,
  '>=': 5,
  in: 5,
  '+': 6,
  '-': 6,
  '*': 7,
  '/': 7,
  '%': 7,
};
const TERNARY_POWER = 1;
const UNARY_POWER = 8;
const MAX_DEPTH = 40;
// A Map, not an object literal: `'constructor' in {}` is true and would turn a name into a function.
const KEYWORDS: ReadonlyMap<string, boolean | null> = new Map([
  ['true', true],
  ['false', false],
  ['null', null],
]);

class Parser {
  private index = 0;
  private depth = 0;

  constructor(private readonly tokens: Token[]) {}

  private peek(): Token {
    return this.tokens[this.index]!;
  }

  private next(): Token {
    const token = this.tokens[this.index]!;
    if (token.type !== 'eof') this.index += 1;
    return token;
  }

  private expect(value: string): Token {
    const token = this.next();
    if (token.type !== 'punct' || token.value !== value) throw unexpected(token, `'${value}'`);
    return token;
  }

  parseAll(): Node {
    const node = this.parse(0);
    const rest = this.peek();
    if (rest.type !== 'eof') throw unexpected(rest);
    return node;
  }

  private parse(minPower: number): Node {
    this.depth += 1;
    if (this.depth > MAX_DEPTH) throw new ExprError(`Nesting deeper than ${MAX_DEPTH}`, this.peek().pos);
    let left = this.prefix();
    for (;;) {
      const token = this.peek();
      const op = token.type === 'punct' || (token.type === 'name' && token.value === 'in') ? token.value : '';
      if (op === '.' || op === '[') {
        left = this.member(left);
        continue;
      }
      if (op === '?' && TERNARY_POWER > minPower) {
        this.next();
        const then = this.parse(0);
        this.expect(':');
        // Right-associative: a ? b : c ? d : e groups as a ? b : (c ? d : e).
        const otherwise = this.parse(TERNARY_POWER - 1);
        left = { type: 'conditional', test: left, then, otherwise };
        continue;
      }
      const power = BINARY_POWER[op];
      if (power === undefined || power <= minPower) break;
      this.next();
      const right = this.parse(power);
      left =
        op === '&&' || op === '||'
          ? { type: 'logical', op, left, right }
          : { type: 'binary', op: op as BinaryOp, left, right };
    }
    this.depth -= 1;
    return left;
  }

  private member(object: Node): Node {
    const open = this.next();
    if (open.value === '.') {
      const name = this.next();
      if (name.type !== 'name') throw unexpected(name, 'a property name');
      checkKey(name.value, name.pos);
      return {
        type: 'member',
        object,
        property: { type: 'literal', value: name.value },
        computed: false,
        pos: name.pos,
      };
    }
    const property = this.parse(0);
    this.expect(']');
    if (property.type === 'literal' && typeof property.value === 'string') checkKey(property.value, open.pos);
    return { type: 'member', object, property, computed: true, pos: open.pos };
  }

  private prefix(): Node {
    const token = this.next();
    switch (token.type) {
      case 'number':
        return { type: 'literal', value: Number(token.value) };
      case 'string':
        return { type: 'literal', value: token.value };
      case 'name':
        return this.name(token);
      case 'punct':
        return this.punctPrefix(token);
      default:
        throw unexpected(token);
    }
  }

  private name(token: Token): Node {
    if (KEYWORDS.has(token.value)) return { type: 'literal', value: KEYWORDS.get(token.value)! };
    if ((EXPR_ROOTS as readonly string[]).includes(token.value)) {
      return { type: 'root', name: token.value as ExprRoot, pos: token.pos };
    }
    throw new ExprError(`Unknown name '${token.value}'; use ${EXPR_ROOTS.join(', ')}`, token.pos);
  }

  private punctPrefix(token: Token): Node {
    if (token.value === '(') {
      const inner = this.parse(0);
      this.expect(')');
      return inner;
    }
    if (token.value === '[') return this.arrayLiteral();
    if (token.value === '!' || token.value === '-' || token.value === '+') {
      return { type: 'unary', op: token.value, arg: this.parse(UNARY_POWER) };
    }
    throw unexpected(token);
  }

  private arrayLiteral(): Node {
    const items: Node[] = [];
    if (this.peek().value === ']' && this.peek().type === 'punct') {
      this.next();
      return { type: 'array', items };
    }
    for (;;) {
      items.push(this.parse(0));
      const sep = this.next();
      if (sep.type === 'punct' && sep.value === ']') return { type: 'array', items };
      if (sep.type !== 'punct' || sep.value !== ',') throw unexpected(sep, "',' or ']'");
    }
  }
}

function checkKey(key: string, pos: number): void {
  if (FORBIDDEN_KEYS.has(key)) throw new ExprError(`Property '${key}' is not allowed`, pos);
}

function unexpected(token: Token, expected?: string): ExprError {
  const what = token.type === 'eof' ? 'end of expression' : `'${token.value}'`;
  return new ExprError(`Unexpected ${what}${expected ? `, expected ${expected}` : ''}`, token.pos);
}

/**
 * Parses an expression into its syntax tree; throws ExprError with the offending offset.
 *
 * @example
 * parseExpr("values.a in ['x', 'y']").type; // 'binary'
 */
export function parseExpr(source: string): Node {
  return new Parser(tokenize(source)).parseAll();
}
