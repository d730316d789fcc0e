// A report's filters → conditions for the scope's WHERE: fixed values from the definition, the rest
// from the reader's query parameters (`<field>`, and `<field>_begin` / `<field>_end` for between).
// Columns come from the compiled model, values travel as bound parameters (crud/where.ts).
import { escapeLike, type Condition, type Op } from '../../crud/query.js';
import type { CompiledModel, FieldInfo } from '../../crud/model.js';
import type { FieldError } from '../../crud/types.js';
import type { FilterOp, ReportFilter } from './types.js';

const OPS: Record<Exclude<FilterOp, 'in' | 'between' | 'like'>, Op> = {
  eq: '=',
  ne: '!=',
  gt: '>',
  ge: '>=',
  lt: '<',
  le: '<=',
};
const MAX_PARAM = 200;
const MAX_IN = 100;

export type Params = Record<string, string | string[] | undefined>;
const one = (params: Params, name: string): string | undefined => {
  const raw = params[name];
  const value = (Array.isArray(raw) ? raw[raw.length - 1] : raw)?.trim();
  return value === undefined || value === '' ? undefined : value;
};

/** A value as the column holds it, or undefined when it cannot be one. */
function typed(field: FieldInfo, value: unknown): unknown {
  const type = field.multi ? 'string' : field.def.type;
  if (type === 'integer' || type === 'number') {
    const n = typeof value === 'number' ? value : Number(String(value).trim());
    if (String(value).trim() === '' || !Number.isFinite(n)) return undefined;
    return type === 'integer' && !Number.isInteger(n) ? undefined : n;
  }
  if (type === 'boolean') {
    if (value === true || value === 'true' || value === '1' || value === 1) return 1;
    if (value === false || value === 'false' || value === '0' || value === 0) return 0;
    return undefined;
  }
  const text = String(value);
  return text.length > MAX_PARAM ? undefined : text;
}

/**
 * The conditions of a report's filters for one request; a value the column cannot hold is an error
 * naming the parameter (or the definition path of a fixed value).
 *
 * @example
 * reportConditions(caseModel, [{ field: 'status', op: 'eq' }], { status: '1' }); // { conditions: [status = '1'] }
 */
export function reportConditions(
  model: CompiledModel,
  filters: readonly ReportFilter[],
  params: Params,
  say: (field: string) => string,
): { conditions: Condition[] } | { errors: FieldError[] } {
  const conditions: Condition[] = [];
  const errors: FieldError[] = [];
  filters.forEach((filter, i) => {
    const field = model.byName.get(filter.field)!;
    const fixed = filter.value !== undefined;
    const where = (suffix = '') => (fixed ? `definition.filters[${i}].value` : `${filter.field}${suffix}`);
    const value = (v: unknown, suffix = ''): unknown => {
      const out = typed(field, v);
      if (out === undefined) errors.push({ field: where(suffix), message: say(where(suffix)) });
      return out;
    };
    const col = field.column;
    if (filter.op === 'between') {
      const [lo, hi] = fixed
        ? (filter.value as unknown[])
        : [one(params, `${filter.field}_begin`), one(params, `${filter.field}_end`)];
      if (lo !== undefined) conditions.push({ column: col, op: '>=', value: value(lo, '_begin') });
      if (hi !== undefined) conditions.push({ column: col, op: '<=', value: value(hi, '_end') });
      return;
    }
    const raw = fixed ? filter.value : one(params, filter.field);
    if (raw === undefined) return;
    if (filter.op === 'in') {
      const parts = Array.isArray(raw)
        ? raw
        : String(raw)
            .split(',')
            .filter((p) => p !== '');
      if (parts.length > MAX_IN) return void errors.push({ field: where(), message: say(where()) });
      conditions.push({ column: col, op: 'in', value: parts.map((p) => value(p)) });
    } else if (filter.op === 'like') {
      const text = value(raw);
      conditions.push({ column: col, op: 'like', value: `%${escapeLike(String(text))}%` });
    } else conditions.push({ column: col, op: OPS[filter.op], value: value(raw) });
  });
  return errors.length > 0 ? { errors } : { conditions };
}
