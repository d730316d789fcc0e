// The shape of a checked report definition (REPORTS.md) and the fixed lists its names come from.

export const FILTER_OPS = ['eq', 'ne', 'like', 'in', 'gt', 'ge', 'lt', 'le', 'between'] as const;
export const AGGREGATE_FNS = ['count', 'sum', 'avg', 'min', 'max'] as const;
export const CHART_TYPES = ['bar', 'line', 'pie'] as const;
export type FilterOp = (typeof FILTER_OPS)[number];
export type AggregateFn = (typeof AGGREGATE_FNS)[number];

export const MAX_LIMIT = 10_000;
export const DEFAULT_LIMIT = 1000;

export type FixedValue = string | number | boolean | (string | number)[];
export interface ReportColumn {
  field: string;
  label?: string;
}
export interface ReportFilter {
  field: string;
  op: FilterOp;
  /** A fixed condition; without it the filter is a search-form field the reader fills. */
  value?: FixedValue;
  label?: string;
}
export interface ReportAggregate {
  fn: AggregateFn;
  field?: string;
  as: string;
  label?: string;
}
export interface ReportDefinition {
  columns: ReportColumn[];
  filters: ReportFilter[];
  groupBy: string[];
  aggregates: ReportAggregate[];
  sort: { field: string; order: 'asc' | 'desc' }[];
  chart?: { type: (typeof CHART_TYPES)[number]; x: string; y: string };
  limit: number;
}

/** The texts of the problems, so the caller supplies them in its language. */
export type ProblemKey =
  | 'rpJson'
  | 'rpShape'
  | 'rpUnknownField'
  | 'rpHiddenField'
  | 'rpNotNumeric'
  | 'rpNotGrouped'
  | 'rpValue'
  | 'rpAlias'
  | 'rpLimit';
export type Say = (key: ProblemKey, path: string) => string;
