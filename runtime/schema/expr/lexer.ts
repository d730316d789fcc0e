// Tokenizer of the expression language. Hand-written and bounded (length and token count), so hostile
// input costs at most linear time and never reaches eval or new Function.

export type TokenType = 'number' | 'string' | 'name' | 'punct' | 'eof';

export interface Token {
  type: TokenType;
  /** Source text for names and punctuation; decoded text for strings; digits for numbers. */
  value: string;
  /** 0-based offset in the source, for error messages. */
  pos: number;
}

/** A syntax or evaluation error, with the offset it refers to. */
export class ExprError extends Error {
  constructor(
    message: string,
    readonly pos: number,
  ) {
    super(message);
    this.name = 'ExprError';
  }
}

export const MAX_EXPR_LENGTH = 1000;
const MAX_TOKENS = 400;

// Longest first, so `===` is not read as `==` followed by `=`.
const PUNCTUATION = [
  '===',
  '!==',
  '==',
  '!=',
  '<=',
  '>=',
  '&&',
  '||',
  '(',
  ')',
  '[',
  ']',
  '.',
  ',',
  '?',
  ':',
  '!',
  '<',
  '>',
  '+',
  '-',
  '*',
  '/',
  '%',
];

const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', '\\': '\\', "'": "'", '"': '"' };

function readString(source: string, start: number): { value: string; end: number } {
  const quote = source[start];
  let value = '';
  let i = start + 1;
  while (i < source.length) {
    const ch = source[i]!;
    if (ch === quote) return { value, end: i + 1 };
    if (ch === '\\') {
      const next = source[i + 1];
      if (next === undefined || !Object.hasOwn(ESCAPES, next))
        throw new ExprError(`Unknown escape \\${next ?? ''}`, i);
      value += ESCAPES[next];
      i += 2;
      continue;
    }
    value += ch;
    i += 1;
  }
  throw new ExprError('Unterminated string', start);
}

/**
 * Splits an expression into tokens.
 *
 * @example
 * tokenize("record.status == '1'").map((t) => t.value); // ['record', '.', 'status', '==', '1', '']
 */
export function tokenize(source: string): Token[] {
  if (source.length > MAX_EXPR_LENGTH) {
    throw new ExprError(`Expression longer than ${MAX_EXPR_LENGTH} characters`, MAX_EXPR_LENGTH);
  }
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    if (tokens.length >= MAX_TOKENS) throw new ExprError(`More than ${MAX_TOKENS} tokens`, i);
    const ch = source[i]!;
    if (/\s/.test(ch)) {
      i += 1;
      continue;
    }
    if (/[0-9]/.test(ch) || (ch === '.' && /[0-9]/.test(source[i + 1] ?? ''))) {
      const match = /^(?:[0-9]+(?:\.[0-9]+)?|\.[0-9]+)/.exec(source.slice(i))!;
      if (/[A-Za-z_$]/.test(source[i + match[0].length] ?? '')) {
        throw new ExprError(`Invalid number`, i);
      }
      tokens.push({ type: 'number', value: match[0], pos: i });
      i += match[0].length;
      continue;
    }
    if (ch === "'" || ch === '"') {
      const { value, end } = readString(source, i);
      tokens.push({ type: 'string', value, pos: i });
      i = end;
      continue;
    }
    if (/[A-Za-z_$]/.test(ch)) {
      const match = /^[A-Za-z_$][A-Za-z0-9_$]*/.exec(source.slice(i))!;
      tokens.push({ type: 'name', value: match[0], pos: i });
      i += match[0].length;
      continue;
    }
    const punct = PUNCTUATION.find((p) => source.startsWith(p, i));
    if (!punct) throw new ExprError(`Unexpected character '${ch}'`, i);
    tokens.push({ type: 'punct', value: punct, pos: i });
    i += punct.length;
  }
  tokens.push({ type: 'eof', value: '', pos: source.length });
  return tokens;
}
