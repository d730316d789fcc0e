// The aggregate API the dashboard page kind binds its cards to, shared by server and client.
// Every model with an `x-api` answers `GET {x-api}/aggregate` (server/src/crud/aggregate*.ts) under the
// model's list permission (`{prefix}:list`), with the caller's data rules and the list's field
// filters applied exactly as `{x-api}/list` applies them, so a partner's dashboard counts only what
// its list would show. Group keys are labelled the way lists label them (dictionary text, reference
// label, date bucket).

/** How a date or date-time group-by field is bucketed. `age`: time since the value, in AGE_BUCKETS. */
export type AggregateBucket = 'day' | 'week' | 'month' | 'age';

/**
 * Age buckets (days since the value; upper bounds exclusive, the last open-ended) and their keys,
 * e.g. a case created 2.5 days ago is in '1-3'.
 */
export const AGE_BUCKETS = [
  { key: '0-1', maxDays: 1 },
  { key: '1-3', maxDays: 3 },
  { key: '3-7', maxDays: 7 },
  { key: '7-30', maxDays: 30 },
  { key: '30+', maxDays: null },
] as const;

/**
 * The query string of `GET {x-api}/aggregate`. Any other parameter is a field filter read exactly as
 * the list reads it (`status=1`, `title=*net*`, `createTime_begin=…`, `superQueryParams=…`).
 */
export interface AggregateQuery {
  /** The field to group by; absent: one point, the measure over every matching record. */
  groupBy?: string;
  /** Required when groupBy is a date / date-time field, refused otherwise. */
  bucket?: AggregateBucket;
  /** A second field to split each group by (stacked charts): points then carry `series`. */
  seriesBy?: string;
  /** Bucket of `seriesBy` when it is a date field. */
  seriesBucket?: AggregateBucket;
  /** `count` (default) or `sum:<field>` / `avg:<field>` / `max:<field>` / `min:<field>` of a numeric field. */
  measure?: string;
  /** With bucket day/week/month: only the last N days up to today (1..366); empty buckets answer 0. */
  days?: number;
  /** Order of the points: by `value` (desc, for "top N") or by `key` (asc, default for date buckets). */
  sort?: 'value' | 'key';
  /** At most this many groups (1..100, default 100). */
  limit?: number;
}

/** One group. `key` is the stored value (or the bucket's start 'YYYY-MM-DD', or the age key). */
export interface AggregatePoint {
  key: string | null;
  /** What a user reads: dictionary text, reference label, the date, the age key; '' for null keys. */
  name: string;
  value: number;
  series?: string | null;
  seriesName?: string;
}

/** The result of `GET {x-api}/aggregate` in the usual envelope. */
export interface AggregateResult {
  points: AggregatePoint[];
  /** The measure over every matching record (the sum of counts for `count`). */
  total: number;
}

/** Bounds the server enforces (each answered with a 400 naming the parameter when exceeded). */
export const AGGREGATE_LIMITS = { maxGroups: 100, maxDays: 366 } as const;
