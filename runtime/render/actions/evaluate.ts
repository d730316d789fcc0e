// Expressions and parameters of a page evaluated against what the page knows: the record a row action
// acts on, the form values, the page's params, the signed-in user and the form mode.
import {
  evaluateCondition,
  evaluateExpr,
  isExpr,
  type Expr,
  type ExprScope,
  type ParamValue,
  type Params,
} from '../schemaLite';

/**
 * A parameter value: an expression is evaluated, literals are kept. An expression that fails (a
 * forbidden property at run time) gives undefined rather than breaking the page.
 *
 * @example
 * evaluateParam({ $expr: 'record.id' }, { record: { id: 'a1' } }); // 'a1'
 */
export function evaluateParam(value: ParamValue | undefined, scope: ExprScope): unknown {
  if (!isExpr(value)) return value;
  try {
    return evaluateExpr(value.$expr, scope);
  } catch (err) {
    console.warn(`expression "${value.$expr}" failed:`, err);
    return undefined;
  }
}

/**
 * Every parameter evaluated; parameters that come out undefined are left out.
 *
 * @example
 * evaluateParams({ id: { $expr: 'record.id' }, mode: 'edit' }, { record: { id: 'a1' } }); // { id: 'a1', mode: 'edit' }
 */
export function evaluateParams(params: Params | undefined, scope: ExprScope): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params ?? {})) {
    const result = evaluateParam(value, scope);
    if (result !== undefined) out[key] = result;
  }
  return out;
}

/**
 * A `*When` condition; absent gives `fallback`, a failing expression gives false.
 *
 * @example
 * conditionOf({ $expr: "record.status == '4'" }, { record }, false);
 */
export function conditionOf(expr: Expr | undefined, scope: ExprScope, fallback: boolean): boolean {
  if (!expr) return fallback;
  try {
    return evaluateCondition(expr.$expr, scope);
  } catch (err) {
    console.warn(`expression "${expr.$expr}" failed:`, err);
    return false;
  }
}
