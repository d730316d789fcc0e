// Sign-in statistics for the analysis dashboard, read from the login log (sys_log, log_type 1).
import { sql, type Kysely } from 'kysely';
import { formatDateTime } from '../lib/time.js';
import type { Database } from '../db/types.js';
import type { DayVisits, LoginInfo } from '../../../schemas/api/visits.js';

export type { DayVisits, LoginInfo };

/** The login service writes this at the end of a successful sign-in's log content. */
export const SIGN_IN_SUCCESS_MARK = '登录成功！';

const DAY_MS = 24 * 60 * 60 * 1000;

function dayOf(date: Date): string {
  return formatDateTime(date).slice(0, 10);
}

function signIns(db: Kysely<Database>) {
  return db
    .selectFrom('sys_log')
    .where('log_type', '=', 1)
    .where('log_content', 'like', `%${SIGN_IN_SUCCESS_MARK}`);
}

/** Totals of api-contract §3.4 `/sys/loginfo`: all sign-ins, today's, and today's distinct addresses. */
export async function loginInfo(db: Kysely<Database>, now = new Date()): Promise<LoginInfo> {
  const today = `${dayOf(now)} 00:00:00`;
  const [total, todays] = await Promise.all([
    signIns(db)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
    signIns(db)
      .where('create_time', '>=', today)
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.count<number>('ip').distinct().as('ips')])
      .executeTakeFirst(),
  ]);
  return {
    totalVisitCount: Number(total?.n ?? 0),
    todayVisitCount: Number(todays?.n ?? 0),
    todayIp: Number(todays?.ips ?? 0),
  };
}

/** The last `days` days (oldest first, today last, days without sign-ins as zeros) of `/sys/visitInfo`. */
export async function visitInfo(db: Kysely<Database>, now = new Date(), days = 7): Promise<DayVisits[]> {
  const dates = Array.from({ length: days }, (_, i) =>
    dayOf(new Date(now.getTime() - (days - 1 - i) * DAY_MS)),
  );
  const day = sql<string>`substr(create_time, 1, 10)`;
  const rows = await signIns(db)
    .where('create_time', '>=', `${dates[0]} 00:00:00`)
    .select((eb) => [
      day.as('tian'),
      eb.fn.countAll<number>().as('visit'),
      eb.fn.count<number>('ip').distinct().as('ip'),
    ])
    .groupBy(day)
    .execute();
  const byDay = new Map(rows.map((r) => [r.tian, r]));
  return dates.map((tian) => ({
    visit: Number(byDay.get(tian)?.visit ?? 0),
    ip: Number(byDay.get(tian)?.ip ?? 0),
    tian,
    type: tian.slice(5),
  }));
}
