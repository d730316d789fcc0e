// `GET {x-api}/aggregate` (schemas/api/dashboard.ts): one GROUP BY over the rows the caller's list would
// show — the scope's rules (live rows, data rules) and the list's own filters, read by query.ts — then
// labels for at most a few hundred groups the way lists label values (labels.ts), and zeros for the
// empty buckets of a window of days.
import { sql, type Expression, type SqlBool } from 'kysely';
import { AGE_BUCKETS, type AggregatePoint, type AggregateResult } from '../../../schemas/api/dashboard.js';
import type { AggregatePlan, GroupKey } from './aggregate-params.js';
import { keySql, measureSql, windowOf } from './aggregate-sql.js';
import { addLabels } from './labels.js';
import type { Filters } from './query-templates.js';
import type { Scope } from './scope.js';

type Key = string | null;
const keyOf = (value: unknown): Key => (value === null || value === undefined ? null : String(value));
const AGE_ORDER = new Map<Key, number>(AGE_BUCKETS.map((b, i) => [b.key, i]));

/** What a user reads for each key of a group field: dictionary, option or reference labels; dates as is. */
async function namesOf(scope: Scope, key: GroupKey, keys: readonly Key[]): Promise<Map<Key, string>> {
  const names = new Map<Key, string>([[null, '']]);
  const values = [...new Set(keys)].filter((k): k is string => k !== null);
  if (key.bucket) {
    for (const k of values) names.set(k, k);
    return names;
  }
  const records = values.map((k) => ({ [key.field.name]: k }));
  await addLabels(scope, records);
  records.forEach((record, i) => {
    const label = record[`${key.field.name}_dictText`];
    names.set(values[i]!, typeof label === 'string' ? label : values[i]!);
  });
  return names;
}

/** Adds a zero point for every key of `keys` missing from a series, ordered as `keys`. */
function filled(points: AggregatePoint[], keys: readonly string[], series: boolean): AggregatePoint[] {
  const seriesKeys = series ? [...new Set(points.map((p) => p.series ?? null))] : [undefined];
  const at = new Map(points.map((p) => [`${p.key}\u0000${p.series}`, p]));
  const out: AggregatePoint[] = [];
  for (const key of keys) {
    for (const s of seriesKeys) {
      out.push(
        at.get(`${key}\u0000${s}`) ?? { key, name: key, value: 0, ...(series ? { series: s ?? null } : {}) },
      );
    }
  }
  return out;
}

/**
 * Runs an aggregate for a scope: its rows within the list's filters (and a caller's own `conditions`,
 * SQL from the server), grouped as the plan says.
 *
 * @example
 * await aggregate(scope, query, { groupBy: { field: status }, measure: { fn: 'count' }, sort: 'value', limit: 100 });
 * // { points: [{ key: '1', name: '待处理', value: 12 }, …], total: 30 }
 */
export async function aggregate(
  scope: Scope,
  query: Filters,
  plan: AggregatePlan,
  conditions: readonly Expression<SqlBool>[] = [],
): Promise<AggregateResult> {
  const dialect = scope.registry.dialect;
  const now = new Date();
  const { value, total } = measureSql(plan.measure);
  const extra: Expression<SqlBool>[] = [...conditions];
  const window =
    plan.days && plan.groupBy?.bucket && plan.groupBy.bucket !== 'age'
      ? windowOf(plan.groupBy.bucket, plan.days, now)
      : undefined;
  if (window) {
    const column = sql.ref(plan.groupBy!.field.column);
    extra.push(sql<SqlBool>`${column} >= ${window.from}`, sql<SqlBool>`${column} < ${window.until}`);
  }
  const rows = scope.select(undefined, query, extra);
  if (!plan.groupBy) {
    const row = await rows.select(value.as('v')).executeTakeFirst();
    const v = Number(row?.v ?? 0);
    return { points: [{ key: null, name: '', value: v }], total: v };
  }
  const series = plan.seriesBy;
  // A window fixes its buckets (up to 366 days), each split into at most `limit` series.
  const cap = window ? window.keys.length * (series ? plan.limit : 1) : plan.limit;
  const valueAt = series ? 3 : 2;
  // Positional GROUP BY / ORDER BY: the key expressions carry bound values (age cut-offs), which
  // PostgreSQL would not match between the select list and a repeated expression.
  const order =
    plan.sort === 'value'
      ? sql.raw(`${valueAt} desc, 1 asc nulls last${series ? ', 2 asc nulls last' : ''}`)
      : sql.raw(`1 asc nulls last${series ? ', 2 asc nulls last' : ''}`);
  let select = rows.select(keySql(plan.groupBy, dialect, now).as('k'));
  if (series) select = select.select(keySql(series, dialect, now).as('s'));
  const found = await select
    .select([value.as('v'), total.as('t')])
    .groupBy(series ? [sql`1`, sql`2`] : [sql`1`])
    .orderBy(order)
    .limit(cap)
    .execute();
  const keys = found.map((r) => keyOf(r.k));
  const seriesKeys = found.map((r) => keyOf((r as { s?: unknown }).s));
  const names = await namesOf(scope, plan.groupBy, keys);
  const seriesNames = series ? await namesOf(scope, series, seriesKeys) : undefined;
  let points: AggregatePoint[] = found.map((r, i) => ({
    key: keys[i]!,
    name: names.get(keys[i]!) ?? '',
    value: Number(r.v ?? 0),
    ...(seriesNames ? { series: seriesKeys[i]!, seriesName: seriesNames.get(seriesKeys[i]!) ?? '' } : {}),
  }));
  if (window) points = filled(points, window.keys, !!series);
  if (plan.groupBy.bucket === 'age' && plan.sort === 'key') {
    points.sort((a, b) => (AGE_ORDER.get(a.key) ?? 99) - (AGE_ORDER.get(b.key) ?? 99));
  }
  if (seriesNames) {
    for (const p of points) p.seriesName ??= seriesNames.get(p.series ?? null) ?? '';
  }
  return { points, total: Number(found[0]?.t ?? 0) };
}
