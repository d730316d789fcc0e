// The parameters of `GET {x-api}/aggregate` (schemas/api/dashboard.ts) checked against the model and
// the caller: every field named must be a stored, readable column of the model, so the SQL built from
// the plan takes its identifiers from the validated schema only. Bad input is a 400 naming the
// parameter; what is left of the query string is the list's field filters (query.ts reads them).
import type { FastifyRequest } from 'fastify';
import { AGGREGATE_LIMITS, type AggregateBucket } from '../../../schemas/api/dashboard.js';
import { fail } from '../lib/envelope.js';
import { columnTypeOf } from './column-types.js';
import type { FieldInfo } from './model.js';
import type { Scope } from './scope.js';

type Query = Record<string, string | string[] | undefined>;

export type MeasureFn = 'count' | 'sum' | 'avg' | 'max' | 'min';

/** A field to group by and, for date fields, its bucket. */
export interface GroupKey {
  field: FieldInfo;
  bucket?: AggregateBucket;
}

export interface AggregatePlan {
  groupBy?: GroupKey;
  seriesBy?: GroupKey;
  measure: { fn: MeasureFn; field?: FieldInfo };
  /** Only the last N days of a day/week/month group-by (its empty buckets answered 0). */
  days?: number;
  sort: 'value' | 'key';
  limit: number;
}

/** The aggregate's own parameters, taken out before the rest is read as the list's filters. */
export const AGGREGATE_PARAMS = [
  'groupBy',
  'bucket',
  'seriesBy',
  'seriesBucket',
  'measure',
  'days',
  'sort',
  'limit',
] as const;

const BUCKETS: readonly string[] = ['day', 'week', 'month', 'age'];
const MEASURE = /^(count)$|^(sum|avg|max|min):([A-Za-z_][A-Za-z0-9_]*)$/;

const isDate = (field: FieldInfo) => field.format === 'date' || field.format === 'datetime';

/** A stored column the caller may read (not secret, not withheld from them by x-permission). */
function readable(scope: Scope, field: FieldInfo | undefined): field is FieldInfo {
  return !!field && field.stored && !field.secret && !scope.hidden.has(field.name);
}

/**
 * Fields a GROUP BY may use: one value per row (not multi-value lists), not fractional numbers and not
 * unbounded text (every row would be its own group, at the cost of sorting long texts).
 */
function groupable(field: FieldInfo): boolean {
  if (field.multi || field.def.type === 'number') return false;
  return field.def.type !== 'string' || columnTypeOf(field).sql !== 'text';
}

class ParamReader {
  constructor(
    private readonly request: FastifyRequest,
    private readonly scope: Scope,
    private readonly query: Query,
  ) {}

  bad(name: string): never {
    throw fail(this.request.t('fieldInvalid', { field: name }), 400, 400);
  }

  one(name: string): string | undefined {
    const raw = this.query[name];
    const value = (Array.isArray(raw) ? raw[raw.length - 1] : raw)?.trim();
    return value === '' ? undefined : value;
  }

  /** A whole number within [min, max] written as plain digits (so no `Infinity`, `1e400`, `-1`, `2.5`). */
  int(name: string, min: number, max: number): number | undefined {
    const raw = this.one(name);
    if (raw === undefined) return undefined;
    if (!/^\d{1,6}$/.test(raw) || Number(raw) < min || Number(raw) > max) {
      throw fail(
        this.request.t('crudIntRange', { field: name, min: String(min), max: String(max) }),
        400,
        400,
      );
    }
    return Number(raw);
  }

  key(name: 'groupBy' | 'seriesBy', bucketName: 'bucket' | 'seriesBucket'): GroupKey | undefined {
    const fieldName = this.one(name);
    const bucket = this.one(bucketName);
    if (fieldName === undefined) {
      if (bucket !== undefined) this.bad(bucketName);
      return undefined;
    }
    const field = this.scope.model.byName.get(fieldName);
    if (!readable(this.scope, field) || !groupable(field)) {
      throw fail(this.request.t('aggregateField', { field: name, name: fieldName }), 400, 400);
    }
    if (!isDate(field)) {
      if (bucket !== undefined) this.bad(bucketName);
      return { field };
    }
    if (bucket === undefined) throw fail(this.request.t('fieldRequired', { field: bucketName }), 400, 400);
    if (!BUCKETS.includes(bucket)) this.bad(bucketName);
    return { field, bucket: bucket as AggregateBucket };
  }

  measure(): AggregatePlan['measure'] {
    const raw = this.one('measure') ?? 'count';
    const match = MEASURE.exec(raw);
    if (!match) this.bad('measure');
    if (match[1]) return { fn: 'count' };
    const field = this.scope.model.byName.get(match[3]!);
    const numeric = field?.def.type === 'integer' || field?.def.type === 'number';
    if (!readable(this.scope, field) || !numeric || field.multi) {
      throw fail(this.request.t('aggregateField', { field: 'measure', name: match[3]! }), 400, 400);
    }
    return { fn: match[2] as MeasureFn, field };
  }
}

/**
 * Reads and checks the aggregate parameters; returns the plan and the rest of the query (the filters).
 *
 * @example
 * const { plan, filters } = readAggregateParams(request, scope); // groupBy=status → plan.groupBy.field.column 'status'
 */
export function readAggregateParams(
  request: FastifyRequest,
  scope: Scope,
): { plan: AggregatePlan; filters: Query } {
  const query = request.query as Query;
  const reader = new ParamReader(request, scope, query);
  const groupBy = reader.key('groupBy', 'bucket');
  const seriesBy = reader.key('seriesBy', 'seriesBucket');
  if (seriesBy && !groupBy) reader.bad('seriesBy');
  const measure = reader.measure();
  const days = reader.int('days', 1, AGGREGATE_LIMITS.maxDays);
  // A window of days is a range of date buckets; an age bucket is already relative to now.
  if (days !== undefined && (!groupBy?.bucket || groupBy.bucket === 'age')) reader.bad('days');
  const sort = reader.one('sort');
  if (sort !== undefined && sort !== 'value' && sort !== 'key') reader.bad('sort');
  const limit = reader.int('limit', 1, AGGREGATE_LIMITS.maxGroups) ?? AGGREGATE_LIMITS.maxGroups;
  const filters: Query = { ...query };
  for (const name of AGGREGATE_PARAMS) delete filters[name];
  return {
    plan: {
      groupBy,
      seriesBy,
      measure,
      days,
      sort: (sort as 'value' | 'key' | undefined) ?? (groupBy?.bucket ? 'key' : 'value'),
      limit,
    },
    filters,
  };
}
