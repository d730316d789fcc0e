// The SQL pieces of an aggregate: a group key (a column, or a date bucket of it) and a measure, the same
// on SQLite and PostgreSQL. Dates are stored as text 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm:ss' in the
// server's local time (lib/time.ts), so day and month buckets are prefixes of the text and age buckets
// text comparisons with bound cut-offs; only the week needs each dialect's date arithmetic.
import { sql, type RawBuilder } from 'kysely';
import { AGE_BUCKETS } from '../../../schemas/api/dashboard.js';
import type { Dialect } from '../db/connect.js';
import { formatDateTime } from '../lib/time.js';
import type { AggregatePlan, GroupKey } from './aggregate-params.js';

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of a local date. */
export const dayOf = (date: Date): string => formatDateTime(date).slice(0, 10);

/** The Monday starting the week of a local date. */
export function weekStartOf(date: Date): Date {
  const start = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  start.setDate(start.getDate() - ((start.getDay() + 6) % 7));
  return start;
}

function weekSql(day: RawBuilder<unknown>, dialect: Dialect): RawBuilder<unknown> {
  if (dialect === 'postgres') {
    // Only well-formed dates are cast: a stray value must not fail the whole query.
    return sql`case when ${day} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' then to_char(date_trunc('week', cast(${day} as date)), 'YYYY-MM-DD') end`;
  }
  // strftime('%w') is 0 on Sunday: step back to Monday. date() answers null for a malformed value.
  return sql`date(${day}, '-' || ((cast(strftime('%w', ${day}) as integer) + 6) % 7) || ' days')`;
}

/** Age buckets of a date column at `now`: the first bucket whose cut-off the value is at or after. */
function ageSql(column: RawBuilder<unknown>, now: Date): RawBuilder<unknown> {
  const whens = AGE_BUCKETS.map((b) =>
    b.maxDays === null
      ? sql`else ${sql.lit(b.key)}`
      : sql`when ${column} >= ${formatDateTime(new Date(now.getTime() - b.maxDays * DAY_MS))} then ${sql.lit(b.key)}`,
  );
  return sql`case when ${column} is null or ${column} = '' then null ${sql.join(whens, sql` `)} end`;
}

/**
 * The expression of a group key, its column taken from the validated model.
 *
 * @example
 * keySql({ field: createTime, bucket: 'month' }, 'sqlite', new Date()); // substr("create_time", 1, 7) || '-01'
 */
export function keySql(key: GroupKey, dialect: Dialect, now: Date): RawBuilder<unknown> {
  const column = sql.ref(key.field.column) as unknown as RawBuilder<unknown>;
  const day = sql`substr(${column}, 1, 10)`;
  switch (key.bucket) {
    case 'day':
      return day;
    case 'month':
      return sql`substr(${column}, 1, 7) || '-01'`;
    case 'week':
      return weekSql(day, dialect);
    case 'age':
      return ageSql(column, now);
    default:
      return column;
  }
}

/**
 * The measure of a group, and of every matching row (a window over the groups, computed before the
 * LIMIT, so `total` is that of every match and not only of the groups returned).
 */
export function measureSql(measure: AggregatePlan['measure']): {
  value: RawBuilder<unknown>;
  total: RawBuilder<unknown>;
} {
  if (!measure.field) return { value: sql`count(*)`, total: sql`sum(count(*)) over ()` };
  const column = sql.ref(measure.field.column);
  switch (measure.fn) {
    case 'avg':
      return {
        value: sql`avg(${column})`,
        total: sql`sum(sum(${column})) over () / nullif(sum(count(${column})) over (), 0)`,
      };
    case 'max':
      return { value: sql`max(${column})`, total: sql`max(max(${column})) over ()` };
    case 'min':
      return { value: sql`min(${column})`, total: sql`min(min(${column})) over ()` };
    default:
      return { value: sql`sum(${column})`, total: sql`sum(sum(${column})) over ()` };
  }
}

/** The bucket keys of the last `days` days up to today, oldest first, and the range they cover. */
export function windowOf(
  bucket: 'day' | 'week' | 'month',
  days: number,
  now: Date,
): { from: string; until: string; keys: string[] } {
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const first = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (days - 1));
  const tomorrow = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
  const keys: string[] = [];
  if (bucket === 'day') {
    for (const d = new Date(first); d <= today; d.setDate(d.getDate() + 1)) keys.push(dayOf(d));
  } else if (bucket === 'week') {
    for (const d = weekStartOf(first); d <= today; d.setDate(d.getDate() + 7)) keys.push(dayOf(d));
  } else {
    for (
      const d = new Date(first.getFullYear(), first.getMonth(), 1);
      d <= today;
      d.setMonth(d.getMonth() + 1)
    )
      keys.push(dayOf(d));
  }
  return { from: dayOf(first), until: dayOf(tomorrow), keys };
}
