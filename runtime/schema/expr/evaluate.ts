// Tree-walking evaluator. It reads only own, non-function properties of plain data, treats a missing
// link in a member chain as undefined (no TypeError), and never calls anything, so an expression can
// observe the scope but not change it or reach JavaScript internals.
import { ExprError } from './lexer.js';
import { FORBIDDEN_KEYS, type ExprRoot, type Node } from './parser.js';

/** What an expression can see. Every root is optional; a missing one reads as undefined. */
export type ExprScope = Partial<Record<ExprRoot, unknown>>;

type Value = unknown;

function readMember(object: Value, key: Value): Value {
  if (object === null || object === undefined) return undefined;
  if (typeof key !== 'string' && typeof key !== 'number') return undefined;
  const name = String(key);
  if (FORBIDDEN_KEYS.has(name)) throw new ExprError(`Property '${name}' is not allowed`, 0);
  if (typeof object !== 'object' && typeof object !== 'string') return undefined;
  if (!Object.prototype.hasOwnProperty.call(object, name)) return undefined;
  const value = (object as Record<string, Value>)[name];
  return typeof value === 'function' ? undefined : value;
}

/**
 * `==`: strict, except that null equals undefined and a number equals its decimal string ('1' == 1).
 *
 * @example
 * looseEquals('1', 1); // true
 */
export function looseEquals(a: Value, b: Value): boolean {
  if (a === b) return true;
  if (a === null || a === undefined) return b === null || b === undefined;
  if (typeof a === 'number' && typeof b === 'string') return b.trim() !== '' && Number(b) === a;
  if (typeof a === 'string' && typeof b === 'number') return a.trim() !== '' && Number(a) === b;
  return false;
}

function compare(op: '<' | '<=' | '>' | '>=', a: Value, b: Value): boolean {
  const bothNumbers = typeof a === 'number' && typeof b === 'number';
  const bothStrings = typeof a === 'string' && typeof b === 'string';
  if (!bothNumbers && !bothStrings) return false;
  const x = a as number | string;
  const y = b as number | string;
  switch (op) {
    case '<':
      return x < y;
    case '<=':
      return x <= y;
    case '>':
      return x > y;
    default:
      return x >= y;
  }
}

function arithmetic(op: '+' | '-' | '*' | '/' | '%', a: Value, b: Value): Value {
  if (op === '+' && (typeof a === 'string' || typeof b === 'string')) {
    return `${a === null || a === undefined ? '' : String(a)}${b === null || b === undefined ? '' : String(b)}`;
  }
  if (typeof a !== 'number' || typeof b !== 'number') return undefined;
  switch (op) {
    case '+':
      return a + b;
    case '-':
      return a - b;
    case '*':
      return a * b;
    case '/':
      return b === 0 ? undefined : a / b;
    default:
      return b === 0 ? undefined : a % b;
  }
}

/**
 * Truthiness as in JavaScript, except that an empty array is false (an empty selection).
 *
 * @example
 * truthy([]); // false
 */
export function truthy(value: Value): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return Boolean(value);
}

function contains(item: Value, collection: Value): boolean {
  if (Array.isArray(collection)) return collection.some((entry) => looseEquals(item, entry));
  if (typeof collection === 'string' && (typeof item === 'string' || typeof item === 'number')) {
    return collection.includes(String(item));
  }
  return false;
}

function binary(node: Extract<Node, { type: 'binary' }>, scope: ExprScope): Value {
  const a = evaluateNode(node.left, scope);
  const b = evaluateNode(node.right, scope);
  switch (node.op) {
    case '==':
      return looseEquals(a, b);
    case '!=':
      return !looseEquals(a, b);
    case '===':
      return a === b;
    case '!==':
      return a !== b;
    case '<':
    case '<=':
    case '>':
    case '>=':
      return compare(node.op, a, b);
    case 'in':
      return contains(a, b);
    default:
      return arithmetic(node.op, a, b);
  }
}

/**
 * Evaluates a parsed expression against a scope.
 *
 * @example
 * evaluateNode(parseExpr('record.a + 1'), { record: { a: 1 } }); // 2
 */
export function evaluateNode(node: Node, scope: ExprScope): Value {
  switch (node.type) {
    case 'literal':
      return node.value;
    case 'array':
      return node.items.map((item) => evaluateNode(item, scope));
    case 'root':
      return Object.prototype.hasOwnProperty.call(scope, node.name) ? scope[node.name] : undefined;
    case 'member':
      try {
        return readMember(evaluateNode(node.object, scope), evaluateNode(node.property, scope));
      } catch (err) {
        if (err instanceof ExprError && err.pos === 0) throw new ExprError(err.message, node.pos);
        throw err;
      }
    case 'unary': {
      const value = evaluateNode(node.arg, scope);
      if (node.op === '!') return !truthy(value);
      if (typeof value !== 'number') return undefined;
      return node.op === '-' ? -value : value;
    }
    case 'logical': {
      const left = evaluateNode(node.left, scope);
      if (node.op === '&&') return truthy(left) ? evaluateNode(node.right, scope) : left;
      return truthy(left) ? left : evaluateNode(node.right, scope);
    }
    case 'conditional':
      return truthy(evaluateNode(node.test, scope))
        ? evaluateNode(node.then, scope)
        : evaluateNode(node.otherwise, scope);
    case 'binary':
      return binary(node, scope);
  }
}
