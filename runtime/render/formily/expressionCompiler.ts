// Formily compiles `{{ … }}` strings in schemas with `new Function` unless told otherwise. The console
// runs under a Content-Security-Policy without 'unsafe-eval', so every such string goes through
// runtime/schema's sandboxed evaluator instead: the compiler registered here is the only one used.
import { Schema } from '@formily/json-schema';
import { compileExpr, type ExprScope } from '../schemaLite';

/** What Formily hands a compiler, plus what the schema form adds to its scope. */
interface FormilyScope {
  /** Values of a reaction's declared dependencies, by dependency name (a values path). */
  $deps?: unknown;
  $form?: { values?: unknown };
  $values?: unknown;
  record?: unknown;
  params?: unknown;
  user?: unknown;
  mode?: unknown;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{ 'contact.phone': '1' }` → `{ contact: { phone: '1' } }`. */
function nest(flat: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(flat)) {
    const keys = path.split('.');
    let node = out;
    keys.slice(0, -1).forEach((key) => {
      if (!isPlainObject(node[key])) node[key] = {};
      node = node[key] as Record<string, unknown>;
    });
    node[keys[keys.length - 1]!] = value;
  }
  return out;
}

/**
 * Evaluates the inside of a `{{ … }}` string with the schema expression language. `values` are the
 * reaction's declared dependencies when it has them (so it re-runs only when they change), else the
 * form's values; `record`, `params`, `user` and `mode` come from the form's scope. A failing expression
 * gives undefined, which Formily treats as "leave the state as it is".
 *
 * @example
 * compileFormilyExpression("values.type == '1'", { $deps: { type: '1' } }); // true
 */
export function compileFormilyExpression(expression: string, scope: unknown): unknown {
  const s: FormilyScope = isPlainObject(scope) ? scope : {};
  const values = isPlainObject(s.$deps) ? nest(s.$deps) : (s.$form?.values ?? s.$values);
  const exprScope: ExprScope = { values, record: s.record, params: s.params, user: s.user, mode: s.mode };
  try {
    return compileExpr(expression.trim()).evaluate(exprScope);
  } catch (err) {
    console.warn(`expression "${expression}" failed:`, err);
    return undefined;
  }
}

let installed = false;

/**
 * Makes Formily compile `{{ }}` strings with the sandboxed evaluator (idempotent). Runs when the form
 * compiler module loads, before any schema form renders.
 *
 * @example
 * installExpressionCompiler();
 * Schema.compile('{{ values.a == 1 }}', { $values: { a: 1 } }); // true, without new Function
 */
export function installExpressionCompiler(): void {
  if (installed) return;
  Schema.registerCompiler(compileFormilyExpression);
  installed = true;
}

installExpressionCompiler();
