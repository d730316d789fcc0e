// List query parameters (api-contract §2.3) → conditions and sort order over a model's columns.
// Field names are looked up in the model; values only ever travel as bound parameters.
import { LIST_QUERY_PARAMS } from '../../../runtime/schema/index.js';
import { fail } from '../lib/envelope.js';
import { ownMap, ownValue } from '../lib/own-map.js';
import type { FieldInfo, CompiledModel } from './model.js';

export type Op = '=' | '!=' | '>' | '>=' | '<' | '<=' | 'in' | 'like';

/** One condition on one column; `any` joins several LIKEs with OR (multi-select columns). */
export type Condition = { column: string; op: Op; value: unknown } | { any: Condition[] };

export interface SortKey {
  column: string;
  direction: 'asc' | 'desc';
}

export interface ListQuery {
  pageNo: number;
  pageSize: number;
  conditions: Condition[];
  /** Super-query conditions and how they join. */
  superQuery?: { match: 'and' | 'or'; conditions: Condition[] };
  sort: SortKey[];
}

type Translate = (
  key: 'fieldType' | 'crudPositiveInt' | 'crudSortColumn' | 'crudSuperQuery',
  params: Record<string, string>,
) => string;

export const MAX_PAGE_SIZE = 1000;
const MAX_SUPER_CONDITIONS = 50;

const SUPER_RULES = ownMap<Op | 'left_like' | 'right_like'>({
  eq: '=',
  '=': '=',
  ne: '!=',
  '!=': '!=',
  gt: '>',
  '>': '>',
  ge: '>=',
  '>=': '>=',
  lt: '<',
  '<': '<',
  le: '<=',
  '<=': '<=',
  in: 'in',
  IN: 'in',
  like: 'like',
  LIKE: 'like',
  left_like: 'left_like',
  LEFT_LIKE: 'left_like',
  right_like: 'right_like',
  RIGHT_LIKE: 'right_like',
});

/**
 * `%`, `_` and the escape character itself are literal inside LIKE patterns (escape '\').
 *
 * @example
 * escapeLike('50%_off'); // '50\\%\\_off'
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * A multi-value column (values stored comma-joined) holding `value` as one of its values: the whole
 * column, or the value first, last or between commas (LIKE throughout, so both dialects compare alike).
 *
 * @example
 * hasItem('product_lines', 'OBS'); // product_lines like 'OBS' or 'OBS,%' or '%,OBS' or '%,OBS,%'
 */
export function hasItem(column: string, value: string): Condition {
  const v = escapeLike(value);
  return {
    any: [
      { column, op: 'like', value: v },
      { column, op: 'like', value: `${v},%` },
      { column, op: 'like', value: `%,${v}` },
      { column, op: 'like', value: `%,${v},%` },
    ],
  };
}

function isText(field: FieldInfo): boolean {
  return field.def.type === 'string' || field.multi;
}

class QueryParser {
  constructor(
    private readonly model: CompiledModel,
    private readonly t: Translate,
    /** Properties withheld from the caller (x-permission): not a filter or sort key either. */
    private readonly hidden: ReadonlySet<string> = new Set(),
  ) {}

  private bad(field: string): never {
    throw fail(this.t('fieldType', { field }), 400, 400);
  }

  /** A request value converted to the column's type. */
  typed(field: FieldInfo, raw: string): unknown {
    const type = field.multi ? 'string' : field.def.type;
    if (type === 'integer') {
      if (!/^-?\d{1,15}$/.test(raw.trim())) this.bad(field.name);
      return Number(raw);
    }
    if (type === 'number') {
      if (raw.trim() === '' || !Number.isFinite(Number(raw))) this.bad(field.name);
      return Number(raw);
    }
    if (type === 'boolean') {
      if (!['true', 'false', '1', '0'].includes(raw)) this.bad(field.name);
      return raw === 'true' || raw === '1' ? 1 : 0;
    }
    return raw;
  }

  private like(field: FieldInfo, pattern: string): Condition {
    if (!isText(field)) this.bad(field.name);
    return { column: field.column, op: 'like', value: pattern };
  }

  /** The operator a plain `<field>=value` implies (api-contract §2.3, in its order). */
  inferred(field: FieldInfo, value: string): Condition {
    const col = field.column;
    const two = /^(>=|<=) (.*)$/s.exec(value);
    if (two) return { column: col, op: two[1] as Op, value: this.typed(field, two[2]!) };
    const one = /^([<>=]) (.*)$/s.exec(value);
    if (one) return { column: col, op: one[1] as Op, value: this.typed(field, one[2]!) };
    if (value === '*') return { column: col, op: '=', value: this.typed(field, value) };
    if (value.length > 1 && value.startsWith('*') && value.endsWith('*')) {
      return this.like(field, `%${escapeLike(value.slice(1, -1))}%`);
    }
    if (value.length > 1 && value.startsWith('*')) return this.like(field, `%${escapeLike(value.slice(1))}`);
    if (value.length > 1 && value.endsWith('*'))
      return this.like(field, `${escapeLike(value.slice(0, -1))}%`);
    if (value.length > 2 && value.startsWith(',') && value.endsWith(',')) {
      const parts = value.split(',').filter((p) => p !== '');
      return { any: parts.map((p) => this.like(field, `%${escapeLike(p)}%`)) };
    }
    if (field.multi && !/^[!<>=]/.test(value)) {
      // A multi-value column holds one of the values asked for, not exactly the text asked for.
      const parts = value.split(',').filter((p) => p !== '');
      if (parts.length === 1) return hasItem(col, parts[0]!);
      if (parts.length > 1) return { any: parts.map((p) => hasItem(col, p)) };
    }
    if (value.includes(',')) {
      const parts = value.split(',').filter((p) => p !== '');
      return { column: col, op: 'in', value: parts.map((p) => this.typed(field, p)) };
    }
    if (value.startsWith('!')) return { column: col, op: '!=', value: this.typed(field, value.slice(1)) };
    if (value.includes('++'))
      return { column: col, op: '=', value: this.typed(field, value.replace(/\+\+/g, ',')) };
    return { column: col, op: '=', value: this.typed(field, value) };
  }

  /** `_begin` / `_end`: a 10-character date on a datetime field covers the whole day. */
  range(field: FieldInfo, end: boolean, raw: string): Condition {
    let value = raw;
    if (field.format === 'datetime' && /^\d{4}-\d{2}-\d{2}$/.test(raw))
      value += end ? ' 23:59:59' : ' 00:00:00';
    return { column: field.column, op: end ? '<=' : '>=', value: this.typed(field, value) };
  }

  filterField(name: string): FieldInfo | undefined {
    const field = this.model.byName.get(name);
    // A withheld property as a filter or sort key would let its values be guessed from which rows
    // come back: it is treated as no property at all.
    return field && field.stored && !field.secret && !this.hidden.has(field.name) ? field : undefined;
  }

  superQuery(raw: string, matchType: string | undefined): ListQuery['superQuery'] {
    let text = raw;
    if (/^%5B/i.test(text)) text = decodeURIComponent(text);
    let items: unknown;
    try {
      items = JSON.parse(text);
    } catch {
      items = undefined;
    }
    if (!Array.isArray(items) || items.length > MAX_SUPER_CONDITIONS) {
      throw fail(this.t('crudSuperQuery', {}), 400, 400);
    }
    const conditions: Condition[] = [];
    for (const item of items) {
      if (typeof item !== 'object' || item === null) throw fail(this.t('crudSuperQuery', {}), 400, 400);
      const { field: name, rule, val } = item as { field?: unknown; rule?: unknown; val?: unknown };
      if (
        name === undefined ||
        name === '' ||
        rule === undefined ||
        rule === '' ||
        val === undefined ||
        val === ''
      )
        continue;
      const field = typeof name === 'string' ? this.filterField(name) : undefined;
      const op = typeof rule === 'string' ? ownValue(SUPER_RULES, rule) : undefined;
      if (!field || !op || (typeof val !== 'string' && typeof val !== 'number')) {
        throw fail(this.t('crudSuperQuery', {}), 400, 400);
      }
      const value = String(val);
      if (op === 'like') conditions.push(this.like(field, `%${escapeLike(value)}%`));
      else if (op === 'left_like') conditions.push(this.like(field, `%${escapeLike(value)}`));
      else if (op === 'right_like') conditions.push(this.like(field, `${escapeLike(value)}%`));
      else if (op === 'in') {
        conditions.push({
          column: field.column,
          op,
          value: value
            .split(',')
            .filter(Boolean)
            .map((v) => this.typed(field, v)),
        });
      } else conditions.push({ column: field.column, op, value: this.typed(field, value) });
    }
    if (conditions.length === 0) return undefined;
    return { match: matchType?.toLowerCase() === 'or' ? 'or' : 'and', conditions };
  }

  sort(column: string | undefined, order: string | undefined): SortKey[] {
    const direction = order !== undefined && /asc/i.test(order) ? 'asc' : 'desc';
    if (column === undefined || column.trim() === '') {
      const defaults = this.model.schema['x-api']?.defaultSort;
      if (defaults)
        return defaults.map((s) => ({ column: this.model.byName.get(s.field)!.column, direction: s.order }));
      const created = this.model.audit ? this.model.byName.get('createTime') : undefined;
      return created ? [{ column: created.column, direction: 'desc' }] : [];
    }
    return column.split(',').map((part) => {
      const name = part.trim().replace(/_dictText$/, '');
      const field = this.filterField(name);
      if (!field || field.multi) throw fail(this.t('crudSortColumn', { column: part.trim() }), 400, 400);
      return { column: field.column, direction };
    });
  }
}

function positiveInt(
  raw: string | undefined,
  fallback: number,
  max: number,
  name: string,
  t: Translate,
): number {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1 || Number(raw) > max) {
    throw fail(t('crudPositiveInt', { field: name }), 400, 400);
  }
  return Number(raw);
}

/**
 * A list's page size: the default when absent, the cap when larger (JeecgBoot's screens ask for
 * pageSize=9999 and expect the first cap-many rows); 0, negatives and non-numbers are refused naming
 * the field.
 *
 * @example
 * pageSizeOf('50000', 1000, t); // 1000
 * pageSizeOf('0', 1000, t); // throws 400 'pageSize must be a positive whole number'
 */
export function pageSizeOf(raw: string | undefined, max: number, t: Translate, fallback = 10): number {
  if (raw === undefined || raw === '') return fallback;
  // Digits only; any count of them, since a longer number is only a larger one (the URL bounds it).
  if (!/^\d+$/.test(raw) || /^0+$/.test(raw))
    throw fail(t('crudPositiveInt', { field: 'pageSize' }), 400, 400);
  return raw.length > 9 ? max : Math.min(Number(raw), max);
}

/**
 * Parses a list request's query string; throws a 400 naming the parameter for bad input.
 *
 * @example
 * parseListQuery(model, { pageNo: '2', title: '*disk*', status: '1,2', column: 'createTime', order: 'desc' }, t);
 */
export function parseListQuery(
  model: CompiledModel,
  query: Record<string, string | string[] | undefined>,
  t: Translate,
  options: { maxPageSize?: number; hidden?: ReadonlySet<string> } = {},
): ListQuery {
  const one = (key: string): string | undefined => {
    const value = query[key];
    return Array.isArray(value) ? value[value.length - 1] : value;
  };
  const parser = new QueryParser(model, t, options.hidden);
  const conditions: Condition[] = [];
  for (const key of Object.keys(query)) {
    const value = one(key);
    if (LIST_QUERY_PARAMS.has(key) || value === undefined || value === '') continue;
    const range = /^(.+)_(begin|end)$/.exec(key);
    const multi = /^(.+)_MultiString$/.exec(key);
    if (range) {
      const field = parser.filterField(range[1]!);
      if (field) conditions.push(parser.range(field, range[2] === 'end', value));
    } else if (multi) {
      const field = parser.filterField(multi[1]!);
      const parts = value.split(',').filter(Boolean);
      if (field && parts.length > 0) {
        conditions.push({ column: field.column, op: 'in', value: parts.map((p) => parser.typed(field, p)) });
      }
    } else {
      const field = parser.filterField(key);
      if (field) conditions.push(parser.inferred(field, value));
    }
  }
  const superRaw = one('superQueryParams');
  return {
    pageNo: positiveInt(one('pageNo'), 1, 1_000_000, 'pageNo', t),
    pageSize: pageSizeOf(one('pageSize'), options.maxPageSize ?? MAX_PAGE_SIZE, t),
    conditions,
    superQuery: superRaw ? parser.superQuery(superRaw, one('superQueryMatchType')) : undefined,
    sort: parser.sort(one('column'), one('order')),
  };
}
