// What a scheduled job runs: handlers registered in code by name, as JeecgBoot's jobs name a Java class
// (`jobClassName`). A job row naming no registered handler is refused on add and edit, and recorded as
// failed if one appears some other way (an import, a handler removed in a later release).
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { formatDateTime } from '../lib/time.js';
import type { Delivery } from './announcement-publish.js';
import { releaseDue } from './announcement-scheduler.js';

export interface JobContext {
  db: Kysely<Database>;
  /** The job's `parameter`, trimmed ('' when unset). */
  parameter: string;
  /** Aborted when the run times out or the scheduler stops; long handlers should give up then. */
  signal: AbortSignal;
  /** Pushes a published announcement to its recipients' sockets on every instance. */
  push: (delivery: Delivery) => Promise<void>;
  log: (message: string) => void;
}

/** Runs the job; the text it returns is kept as the run's summary. */
export type JobHandler = (context: JobContext) => Promise<string | void>;

const HANDLERS = new Map<string, JobHandler>();

/**
 * Registers a handler under a class name; registering a name again replaces it.
 *
 * @example
 * registerJobHandler('com.example.NightlyReport', async ({ db }) => 'sent 3 reports');
 */
export function registerJobHandler(className: string, handler: JobHandler): void {
  HANDLERS.set(className, handler);
}

export function jobHandler(className: string): JobHandler | undefined {
  return HANDLERS.get(className);
}

/** Registered class names, sorted: the form's choices. */
export function jobHandlerNames(): string[] {
  return [...HANDLERS.keys()].sort();
}

export const SAMPLE_JOB = 'org.jeecg.modules.quartz.job.SampleJob';
export const SAMPLE_PARAM_JOB = 'org.jeecg.modules.quartz.job.SampleParamJob';
export const PURGE_SESSIONS_JOB = 'console.job.PurgeExpiredSessions';
export const PURGE_LOGS_JOB = 'console.job.PurgeOldLogs';
export const RELEASE_ANNOUNCEMENTS_JOB = 'console.job.ReleaseScheduledAnnouncements';

/** Days of sys_log kept by the log purge when its parameter is empty. */
export const DEFAULT_LOG_RETENTION_DAYS = 90;

/** The log purge's parameter: a whole number of days (1–36500), or empty for the default. */
export function retentionDays(parameter: string): number {
  if (parameter === '') return DEFAULT_LOG_RETENTION_DAYS;
  const days = /^\d{1,5}$/.test(parameter) ? Number(parameter) : NaN;
  if (!(days >= 1 && days <= 36500))
    throw new Error(`parameter must be a number of days, got "${parameter}"`);
  return days;
}

const sample: JobHandler = async ({ parameter, log }) => {
  const text = `Hello ${parameter || 'world'}`;
  log(text);
  return text;
};
registerJobHandler(SAMPLE_JOB, sample);
registerJobHandler(SAMPLE_PARAM_JOB, sample);

registerJobHandler(PURGE_SESSIONS_JOB, async ({ db }) => {
  const result = await db.deleteFrom('sys_session').where('expires_at', '<', Date.now()).executeTakeFirst();
  return `purged ${Number(result.numDeletedRows)} expired sessions`;
});

/**
 * Rows the log purge deletes per statement: a month of a busy console's log in one statement held
 * SQLite's write lock for seconds (bench/logs-messages.mjs); in batches, sign-ins and the operation log
 * write between them.
 */
export const PURGE_BATCH = 2000;

registerJobHandler(PURGE_LOGS_JOB, async ({ db, parameter, signal }) => {
  const days = retentionDays(parameter);
  const cutoff = formatDateTime(new Date(Date.now() - days * 24 * 60 * 60 * 1000));
  let purged = 0;
  for (;;) {
    // The oldest rows first, through the (create_time, id) index.
    const batch = db.selectFrom('sys_log').select('id').where('create_time', '<', cutoff).limit(PURGE_BATCH);
    const result = await db.deleteFrom('sys_log').where('id', 'in', batch).executeTakeFirst();
    const deleted = Number(result.numDeletedRows);
    purged += deleted;
    if (deleted < PURGE_BATCH || signal.aborted) break;
    await new Promise((next) => setImmediate(next));
  }
  return `purged ${purged} log rows older than ${days} days`;
});

// The announcement scheduler's own step, so a job and the built-in timer publish through one guarded
// update (each draft once, whichever gets there first).
registerJobHandler(RELEASE_ANNOUNCEMENTS_JOB, async ({ db, push }) => {
  const deliveries = await releaseDue(db);
  for (const delivery of deliveries) await push(delivery);
  return `published ${deliveries.length} announcements`;
});
