// A list page's state → the query string of `<basePath>/list` (api-contract §2.3): `pageNo`,
// `pageSize`, `column` + `order`, and one value per search field in the shape its operator needs.
import dayjs from 'dayjs';
import {
  isExpr,
  type ListPageSchema,
  type ModelField,
  type ModelSchema,
  type SearchOp,
  type SortOrder,
} from '../schemaLite';
import { fieldOf } from '../schema/fields';

/** What a list request sends besides the fixed parameters. */
export type ListParams = Record<string, string | number>;

export interface SearchSpec {
  field: string;
  op?: SearchOp;
  /** The model property, for formatting dates. */
  def?: ModelField;
  /** Dates are picked as whole days (a date-only picker on a datetime field). */
  dateOnly?: boolean;
}

const DATE = 'YYYY-MM-DD';
const DATETIME = 'YYYY-MM-DD HH:mm:ss';

function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.every(isEmpty))
  );
}

/** A value as the server reads it: dates in the contract's formats, the rest as text. */
function text(value: unknown, spec: SearchSpec, end = false): string {
  if (dayjs.isDayjs(value) || value instanceof Date) {
    let date = dayjs(value);
    // A day picked for a range covers that whole day.
    if (spec.dateOnly) date = end ? date.endOf('day') : date.startOf('day');
    return date.format(spec.def?.format === 'date' ? DATE : DATETIME);
  }
  return String(value).trim();
}

const PREFIX: Partial<Record<SearchOp, string>> = { ne: '!', gt: '> ', ge: '>= ', lt: '< ', le: '<= ' };

/**
 * The query parameters one search field contributes: like → `*v*`, leftLike → `*v`, rightLike → `v*`,
 * in → `a,b`, between → `<field>_begin` / `<field>_end`, ne → `!v`, gt/ge/lt/le → `> v`…, eq → `v`.
 * Empty values contribute nothing.
 *
 * @example
 * searchParams({ field: 'title', op: 'like' }, 'disk'); // { title: '*disk*' }
 * searchParams({ field: 'createTime', op: 'between', def }, [from, to]); // { createTime_begin: '…', createTime_end: '…' }
 */
export function searchParams(spec: SearchSpec, value: unknown): ListParams {
  if (isEmpty(value)) return {};
  const { field, op = 'eq' } = spec;
  if (op === 'between') {
    const [begin, end] = Array.isArray(value) ? value : [value, undefined];
    const out: ListParams = {};
    if (!isEmpty(begin)) out[`${field}_begin`] = text(begin, spec);
    if (!isEmpty(end)) out[`${field}_end`] = text(end, spec, true);
    return out;
  }
  if (op === 'in' || Array.isArray(value)) {
    const items = (Array.isArray(value) ? value : [value])
      .filter((v) => !isEmpty(v))
      .map((v) => text(v, spec));
    return { [field]: items.join(',') };
  }
  const v = text(value, spec);
  switch (op) {
    case 'like':
      return { [field]: `*${v}*` };
    case 'leftLike':
      return { [field]: `*${v}` };
    case 'rightLike':
      return { [field]: `${v}*` };
    default:
      return { [field]: `${PREFIX[op] ?? ''}${v}` };
  }
}

/**
 * Every search field's parameters.
 *
 * @example
 * buildSearchParams(specs, { title: 'disk', status: '1' }); // { title: '*disk*', status: '1' }
 */
export function buildSearchParams(specs: readonly SearchSpec[], values: Record<string, unknown>): ListParams {
  return Object.assign({}, ...specs.map((spec) => searchParams(spec, values[spec.field])));
}

/**
 * `column` and `order` for a sort; several default sorts in one direction are comma-joined (the
 * contract applies one direction to all listed columns).
 *
 * @example
 * sortParams([{ field: 'createTime', order: 'desc' }]); // { column: 'createTime', order: 'desc' }
 */
export function sortParams(sort: readonly SortOrder[] | undefined): ListParams {
  const first = sort?.[0];
  if (!first) return {};
  const same = sort.filter((s) => s.order === first.order).map((s) => s.field);
  return { column: same.join(','), order: first.order };
}

export interface ListQueryInput {
  fixed?: Record<string, unknown>;
  specs: readonly SearchSpec[];
  values: Record<string, unknown>;
  sort?: readonly SortOrder[];
  pageNo: number;
  pageSize: number;
}

/**
 * The full `<basePath>/list` query: fixed parameters, search values, sort and page.
 *
 * @example
 * buildListQuery({ specs, values: { title: 'x' }, sort: [{ field: 'createTime', order: 'desc' }], pageNo: 1, pageSize: 10 });
 */
export function buildListQuery(input: ListQueryInput): ListParams {
  return {
    ...fixedParams(input.fixed),
    ...buildSearchParams(input.specs, input.values),
    ...sortParams(input.sort),
    pageNo: input.pageNo,
    pageSize: input.pageSize,
  };
}

/**
 * Fixed parameters (already evaluated) as query values; empty ones are left out.
 *
 * @example
 * fixedParams({ dictId: 'abc', x: null }); // { dictId: 'abc' }
 */
export function fixedParams(fixed: Record<string, unknown> | undefined): ListParams {
  const out: ListParams = {};
  for (const [key, value] of Object.entries(fixed ?? {})) {
    if (isEmpty(value)) continue;
    out[key] = Array.isArray(value)
      ? value.map(String).join(',')
      : typeof value === 'number'
        ? value
        : String(value);
  }
  return out;
}

/**
 * The export query: the list's filters and sort without paging, plus `selections` when rows are
 * selected (contract §2.4).
 *
 * @example
 * exportParams(query, ['a', 'b']); // { …filters, selections: 'a,b' }
 */
export function exportParams(query: ListParams, selectedKeys: readonly (string | number)[]): ListParams {
  const { pageNo: _pageNo, pageSize: _pageSize, ...rest } = query;
  return selectedKeys.length > 0 ? { ...rest, selections: selectedKeys.join(',') } : rest;
}
const DATE_RANGE_WIDGETS = new Set(['DateRange']);

/** The search fields of a page as query specs. */
export function specsOf(page: ListPageSchema, model: ModelSchema): SearchSpec[] {
  return (page.search?.fields ?? []).map((field) => ({
    field: field.field,
    op: field.op,
    def: fieldOf(model, field.field),
    dateOnly: field.widget === undefined || DATE_RANGE_WIDGETS.has(field.widget),
  }));
}

/**
 * The search values a list starts with (and returns to on reset): each search field's fixed `default`.
 *
 * @example
 * searchDefaults(page); // { logType: '1' }
 */
export function searchDefaults(page: Pick<ListPageSchema, 'search'>): Record<string, unknown> {
  return Object.fromEntries(
    (page.search?.fields ?? [])
      .filter((f) => f.default !== undefined && !isExpr(f.default))
      .map((f) => [f.field, f.default]),
  );
}
