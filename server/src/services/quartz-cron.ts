// Cron expressions of scheduled jobs, read the way JeecgBoot's Quartz reads them: 6 fields (seconds
// first) or 7 (with years), `?` for "any", Quartz weekday numbers (1 = Sunday … 7 = Saturday) and
// numeric-prefix steps such as `0/5`. croner parses them; one set of options here keeps the check, the
// preview and the scheduler in agreement.
import { Cron, type CronOptions } from 'croner';
import { formatDateTime } from '../lib/time.js';

/** Longest accepted expression (the column is varchar(100)). */
export const MAX_CRON_LENGTH = 100;

const OPTIONS: CronOptions = {
  mode: '6-or-7-parts',
  alternativeWeekdays: true,
  sloppyRanges: true,
  paused: true,
};

export type CronCheck = { ok: true; next: Date[] } | { ok: false; reason: string };

/**
 * Parses an expression and lists its next `count` firing times after `from`; an expression that never
 * fires again (31 February, a past year) is refused like a malformed one.
 *
 * @example
 * checkCron('0/5 * * * * ?'); // { ok: true, next: [Date, …] }
 */
export function checkCron(expression: string, count = 5, from: Date = new Date()): CronCheck {
  const text = expression.trim();
  if (text === '' || text.length > MAX_CRON_LENGTH) return { ok: false, reason: 'length' };
  let cron: Cron;
  try {
    cron = new Cron(text, OPTIONS);
  } catch (err) {
    return { ok: false, reason: err instanceof Error ? err.message : String(err) };
  }
  try {
    const next = cron.nextRuns(count, from);
    return next.length === 0 ? { ok: false, reason: 'never' } : { ok: true, next };
  } finally {
    cron.stop();
  }
}

/** The next firing times as 'YYYY-MM-DD HH:mm:ss' (server local time), for the form's preview. */
export function previewCron(expression: string, count = 5): string[] | undefined {
  const check = checkCron(expression, count);
  return check.ok ? check.next.map((d) => formatDateTime(d)) : undefined;
}

/**
 * Starts a croner job on an expression with the scheduler's options (unpaused, timer unref'd so a
 * forgotten job never keeps a process alive). `run` gets the scheduled time of the firing.
 */
export function scheduleCron(expression: string, run: (scheduled: Date) => void): Cron {
  const job = new Cron(expression.trim(), { ...OPTIONS, paused: false, unref: true }, (self: Cron) => {
    // currentRun() is when the timer went off, a few ms after the scheduled whole second; rounding
    // gives every instance the same scheduled time for the same firing.
    const started = (self.currentRun() ?? new Date()).getTime();
    run(new Date(Math.round(started / 1000) * 1000));
  });
  return job;
}
