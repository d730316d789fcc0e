// The expression language of schemas (`{"$expr": "…"}`): compile once, evaluate many times, and list
// the fields an expression depends on. No eval, no new Function: the console runs under a CSP without
// 'unsafe-eval'.
import { readPaths, type ExprPath } from './deps.js';
import { evaluateNode, truthy, type ExprScope } from './evaluate.js';
import { parseExpr, type Node } from './parser.js';

export { ExprError, MAX_EXPR_LENGTH } from './lexer.js';
export { EXPR_ROOTS, FORBIDDEN_KEYS, parseExpr, type ExprRoot, type Node } from './parser.js';
export { looseEquals, truthy, type ExprScope } from './evaluate.js';
export { readPaths, type ExprPath } from './deps.js';

/** A parsed expression. */
export interface CompiledExpr {
  source: string;
  ast: Node;
  /** Evaluates against a scope; errors (forbidden keys met at run time) are thrown as ExprError. */
  evaluate(scope: ExprScope): unknown;
  /** Everything the expression reads. */
  paths: ExprPath[];
}

const cache = new Map<string, CompiledExpr>();
const CACHE_LIMIT = 2000;

/**
 * Parses an expression (cached by source); throws ExprError on a syntax error.
 *
 * @example
 * compileExpr("record.status == '1' && mode != 'add'").evaluate({ record: { status: '1' }, mode: 'edit' }); // true
 */
export function compileExpr(source: string): CompiledExpr {
  const hit = cache.get(source);
  if (hit) return hit;
  const ast = parseExpr(source);
  const compiled: CompiledExpr = {
    source,
    ast,
    evaluate: (scope) => evaluateNode(ast, scope),
    paths: readPaths(ast),
  };
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(source, compiled);
  return compiled;
}

/**
 * Evaluates an expression source against a scope.
 *
 * @example
 * evaluateExpr("values.qty > 0 ? 'ok' : 'empty'", { values: { qty: 2 } }); // 'ok'
 */
export function evaluateExpr(source: string, scope: ExprScope): unknown {
  return compileExpr(source).evaluate(scope);
}

/**
 * Evaluates to a boolean (empty arrays are false), e.g. for visibleWhen.
 *
 * @example
 * evaluateCondition("'a' in values.tags", { values: { tags: ['a'] } }); // true
 */
export function evaluateCondition(source: string, scope: ExprScope): boolean {
  return truthy(evaluateExpr(source, scope));
}

/**
 * The `values.…` paths an expression reads, dot-joined, for Formily reactions; `*` means all of values.
 *
 * @example
 * valueDependencies("values.type == '2' && values.contact.phone != null"); // ['type', 'contact.phone']
 */
export function valueDependencies(source: string): string[] {
  return compileExpr(source)
    .paths.filter((p) => p.root === 'values')
    .map((p) => (p.path.length === 0 ? '*' : p.path.join('.')));
}
