// A report definition as the designer edits it (server/src/online/REPORTS.md): parsed from and written
// back to the JSON text the field stores. Pure functions, so the designer's rules are unit-tested.
import type { CatalogField, ChartType } from '../reportApi';

export const FILTER_OPS = ['eq', 'ne', 'like', 'in', 'gt', 'ge', 'lt', 'le', 'between'] as const;
export const AGGREGATE_FNS = ['count', 'sum', 'avg', 'min', 'max'] as const;
export const CHART_TYPES: readonly ChartType[] = ['bar', 'line', 'pie'];
export type FilterOp = (typeof FILTER_OPS)[number];
export type AggregateFn = (typeof AGGREGATE_FNS)[number];
export const MAX_LIMIT = 10_000;

export type FixedValue = string | number | (string | number)[];
export interface DraftFilter {
  field: string;
  op: FilterOp;
  value?: FixedValue;
  label?: string;
}
export interface DraftAggregate {
  fn: AggregateFn;
  field?: string;
  as: string;
  label?: string;
}
export interface DraftSort {
  field: string;
  order: 'asc' | 'desc';
}
export interface Draft {
  columns: { field: string; label?: string }[];
  filters: DraftFilter[];
  groupBy: string[];
  aggregates: DraftAggregate[];
  sort: DraftSort[];
  chart?: { type: ChartType; x: string; y: string };
  limit?: number;
}

export const EMPTY_DRAFT: Draft = { columns: [], filters: [], groupBy: [], aggregates: [], sort: [] };

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const list = <T>(v: unknown): T[] => (Array.isArray(v) ? (v.filter(isObject) as T[]) : []);

/**
 * The draft a definition text holds, or undefined when it is not a JSON object (the JSON tab then says
 * so and the design tab keeps the last valid draft). Unknown keys are left to the server to refuse.
 *
 * @example
 * parseDraft('{"groupBy":["status"],"aggregates":[{"fn":"count","as":"cnt"}]}')?.groupBy; // ['status']
 */
export function parseDraft(text: string | undefined): Draft | undefined {
  if (!text || text.trim() === '') return EMPTY_DRAFT;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isObject(raw)) return undefined;
  const chart = isObject(raw.chart) ? (raw.chart as Draft['chart']) : undefined;
  return {
    columns: list(raw.columns),
    filters: list(raw.filters),
    groupBy: Array.isArray(raw.groupBy) ? raw.groupBy.filter((g): g is string => typeof g === 'string') : [],
    aggregates: list(raw.aggregates),
    sort: list(raw.sort),
    ...(chart ? { chart } : {}),
    ...(typeof raw.limit === 'number' ? { limit: raw.limit } : {}),
  };
}

/**
 * The JSON text of a draft, with empty lists left out and, in a grouped report, only the columns that
 * label group fields (the server refuses others).
 *
 * @example
 * draftText({ ...EMPTY_DRAFT, columns: [{ field: 'title' }] }); // '{\n  "columns": [{ "field": "title" }]…'
 */
export function draftText(draft: Draft): string {
  const grouped = isGrouped(draft);
  const columns = grouped ? draft.columns.filter((c) => draft.groupBy.includes(c.field)) : draft.columns;
  const out: Record<string, unknown> = {};
  if (columns.length) out.columns = columns;
  if (draft.filters.length) out.filters = draft.filters;
  if (draft.groupBy.length) out.groupBy = draft.groupBy;
  if (draft.aggregates.length) out.aggregates = draft.aggregates;
  if (draft.sort.length) out.sort = draft.sort;
  if (draft.chart) out.chart = draft.chart;
  if (draft.limit !== undefined) out.limit = draft.limit;
  return JSON.stringify(out, null, 2);
}

/** A report with groups or aggregates answers one row per group. */
export const isGrouped = (draft: Draft) => draft.groupBy.length > 0 || draft.aggregates.length > 0;

/**
 * The names a grouped report outputs (group fields, then aggregate names), else its columns: what sort
 * and the chart may name.
 *
 * @example
 * outputNames({ ...EMPTY_DRAFT, groupBy: ['status'], aggregates: [{ fn: 'count', as: 'cnt' }] }); // ['status', 'cnt']
 */
export function outputNames(draft: Draft): string[] {
  return isGrouped(draft)
    ? [...draft.groupBy, ...draft.aggregates.map((a) => a.as)]
    : draft.columns.map((c) => c.field);
}

/**
 * An aggregate name not yet used: `cnt`, `cnt2`… (a letter then letters and digits; the server also
 * refuses a name equal to a property of the model).
 *
 * @example
 * freshAlias({ ...EMPTY_DRAFT, aggregates: [{ fn: 'count', as: 'cnt' }] }, 'count', []); // 'cnt2'
 */
export function freshAlias(draft: Draft, fn: AggregateFn, fields: readonly CatalogField[]): string {
  const base = fn === 'count' ? 'cnt' : fn;
  const taken = new Set([...draft.aggregates.map((a) => a.as), ...fields.map((f) => f.name)]);
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}${n}`)) n += 1;
  return `${base}${n}`;
}

/**
 * The fixed value typed for a filter: empty is none (a search-form field), `in` and `between` take a
 * comma list, numbers stay numbers on numeric fields.
 *
 * @example
 * fixedValue('in', '0, 1', false); // ['0', '1']
 */
export function fixedValue(op: FilterOp, typed: string, numeric: boolean): FixedValue | undefined {
  const one = (s: string) => (numeric && s !== '' && Number.isFinite(Number(s)) ? Number(s) : s);
  const text = typed.trim();
  if (text === '') return undefined;
  if (op === 'in' || op === 'between') return text.split(',').map((s) => one(s.trim()));
  return one(text);
}

/**
 * A fixed value as the filter's input shows it.
 *
 * @example
 * valueText(['0', '1']); // '0,1'
 */
export function valueText(value: FixedValue | undefined): string {
  if (value === undefined) return '';
  return Array.isArray(value) ? value.join(',') : String(value);
}
