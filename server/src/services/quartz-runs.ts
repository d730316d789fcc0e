// One run of a scheduled job: claim the firing (the run row is the lease: the first instance to insert
// (job, scheduled time) runs it, the others skip), call the handler under a time limit, record the
// outcome. A handler that throws or hangs is a failed run; nothing here throws to the scheduler.
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { newId } from '../lib/ids.js';
import { formatDateTime } from '../lib/time.js';
import { jobHandler, type JobContext } from './quartz-handlers.js';

type Db = Kysely<Database>;
export type RunResult = 'success' | 'failed';

export interface Firing {
  jobId: string;
  /** ISO scheduled time for a cron firing; `manual:<id>` for run-once. */
  fireKey: string;
  trigger: 'cron' | 'manual';
}

/**
 * Inserts the run row of a firing unless another instance already did.
 * @returns the run id, or undefined when this firing is someone else's.
 */
export async function claimRun(db: Db, firing: Firing, instanceId: string): Promise<string | undefined> {
  const id = newId();
  const result = await db
    .insertInto('sys_quartz_job_run')
    .values({
      id,
      job_id: firing.jobId,
      fire_key: firing.fireKey,
      trigger_type: firing.trigger,
      start_time: formatDateTime(),
      result: 'running',
      instance_id: instanceId,
    })
    .onConflict((oc) => oc.columns(['job_id', 'fire_key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1 ? id : undefined;
}

export interface RunOptions {
  timeoutMs: number;
  /** Aborting it ends the wait (the run is recorded as failed), e.g. when the scheduler stops. */
  stop: AbortSignal;
  context: Omit<JobContext, 'parameter' | 'signal'>;
}

/** Calls the job's handler under the time limit and records the outcome on the run row. */
export async function executeRun(
  db: Db,
  runId: string,
  job: { job_class_name: string; parameter: string | null },
  options: RunOptions,
): Promise<RunResult> {
  const started = Date.now();
  const outcome = await callHandler(job, options);
  await db
    .updateTable('sys_quartz_job_run')
    .set({
      result: outcome.ok ? 'success' : 'failed',
      duration_ms: Date.now() - started,
      summary: outcome.ok ? clip(outcome.text, 500) : null,
      error_text: outcome.ok ? null : clip(outcome.text, 2000),
    })
    .where('id', '=', runId)
    .execute();
  return outcome.ok ? 'success' : 'failed';
}

type Outcome = { ok: boolean; text: string | null };

async function callHandler(
  job: { job_class_name: string; parameter: string | null },
  { timeoutMs, stop, context }: RunOptions,
): Promise<Outcome> {
  const handler = jobHandler(job.job_class_name);
  if (!handler) return { ok: false, text: `no handler registered as ${job.job_class_name}` };
  const abort = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const onStop = () => abort.abort(new Error('the scheduler stopped'));
  stop.addEventListener('abort', onStop, { once: true });
  const ended = new Promise<Outcome>((resolve) => {
    timer = setTimeout(() => abort.abort(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs);
    abort.signal.addEventListener('abort', () => resolve({ ok: false, text: reason(abort.signal.reason) }), {
      once: true,
    });
  });
  if (stop.aborted) onStop();
  try {
    const run = Promise.resolve()
      .then(() => handler({ ...context, parameter: (job.parameter ?? '').trim(), signal: abort.signal }))
      .then(
        (text): Outcome => ({ ok: true, text: typeof text === 'string' ? text : null }),
        (err: unknown): Outcome => ({ ok: false, text: reason(err) }),
      );
    return await Promise.race([run, ended]);
  } finally {
    clearTimeout(timer);
    stop.removeEventListener('abort', onStop);
    // A hung handler learns it is no longer waited for.
    if (!abort.signal.aborted) abort.abort(new Error('run ended'));
  }
}

function reason(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

function clip(text: string | null, max: number): string | null {
  return text === null ? null : text.slice(0, max);
}
