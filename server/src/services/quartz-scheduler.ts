// The in-process scheduler of sys_quartz_job. Every instance keeps one croner timer per running job and
// re-reads the jobs every `syncMs` (and at once after a local write), so a job added, edited, paused or
// deleted through any instance is picked up by all. When a timer fires, the job row is read again (a
// paused or edited job does not fire on its old timer) and the firing is claimed through its run row:
// with several instances on one database, exactly one of them runs each scheduled time.
import type { Cron } from 'croner';
import { performance } from 'node:perf_hooks';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { newId } from '../lib/ids.js';
import { checkCron, scheduleCron } from './quartz-cron.js';
import type { JobContext } from './quartz-handlers.js';
import { claimRun, executeRun, type Firing, type RunResult } from './quartz-runs.js';

type Db = Kysely<Database>;

export interface SchedulerOptions {
  /** Longest a run is waited for before it is recorded as failed. */
  timeoutMs: number;
  /** How often the job list is re-read. */
  syncMs: number;
  push: JobContext['push'];
  log: { info: (msg: string) => void; error: (err: unknown, msg: string) => void };
  /** Told of every finished run (the monitor's job metrics): the handler's name, outcome and time. */
  onRun?: (jobClassName: string, result: RunResult, ms: number) => void;
}

export const JOB_RUNNING = 0;
export const JOB_STOPPED = -1;

export class JobScheduler {
  /** Names this instance in the run rows it writes. */
  readonly instanceId = newId().slice(0, 12);
  private readonly timers = new Map<string, { cron: string; job: Cron }>();
  private readonly inflight = new Set<Promise<unknown>>();
  private readonly stopping = new AbortController();
  private poll: NodeJS.Timeout | undefined;
  private syncing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly options: SchedulerOptions,
  ) {}

  start(): void {
    void this.sync();
    this.poll = setInterval(() => void this.sync(), this.options.syncMs);
    this.poll.unref();
  }

  /** Re-reads the jobs and (re)starts or stops timers to match; syncs never overlap. */
  sync(): Promise<void> {
    this.syncing = this.syncing
      .then(() => this.syncNow())
      .catch((err) => this.options.log.error(err, 'job sync'));
    return this.syncing;
  }

  private async syncNow(): Promise<void> {
    if (this.stopping.signal.aborted) return;
    const jobs = await this.db
      .selectFrom('sys_quartz_job')
      .select(['id', 'cron_expression', 'status'])
      .execute();
    const wanted = new Map(
      jobs
        .filter((j) => j.status === JOB_RUNNING && checkCron(j.cron_expression, 1).ok)
        .map((j) => [j.id, j]),
    );
    for (const [id, timer] of this.timers) {
      if (wanted.get(id)?.cron_expression === timer.cron) continue;
      timer.job.stop();
      this.timers.delete(id);
    }
    if (this.stopping.signal.aborted) return;
    for (const [id, job] of wanted) {
      if (this.timers.has(id)) continue;
      const cron = job.cron_expression;
      const timer = scheduleCron(cron, (scheduled) => {
        const firing = { jobId: id, fireKey: scheduled.toISOString(), trigger: 'cron' as const };
        this.track(this.fire(firing, cron));
      });
      this.timers.set(id, { cron, job: timer });
    }
  }

  /** A timer went off: run the job unless it changed meanwhile or another instance took the firing. */
  private async fire(firing: Firing, cron: string): Promise<void> {
    try {
      const job = await this.loadJob(firing.jobId);
      if (!job || job.status !== JOB_RUNNING || job.cron_expression !== cron) {
        void this.sync();
        return;
      }
      const runId = await claimRun(this.db, firing, this.instanceId);
      if (runId) await this.execute(runId, job);
    } catch (err) {
      this.options.log.error(err, `job ${firing.jobId} firing ${firing.fireKey}`);
    }
  }

  /**
   * Runs a job once now, whatever its status, waiting at most `waitMs` for the outcome.
   * @returns undefined for an unknown job, else the run id and its result ('running' if still going).
   */
  async runNow(
    jobId: string,
    waitMs: number,
  ): Promise<{ runId: string; result: RunResult | 'running' } | undefined> {
    const job = await this.loadJob(jobId);
    if (!job) return undefined;
    const key = newId();
    const runId = await claimRun(
      this.db,
      { jobId, fireKey: `manual:${key}`, trigger: 'manual' },
      this.instanceId,
    );
    if (!runId) throw new Error('a manual run key collided');
    const run = this.track(this.execute(runId, job));
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<'running'>(
      (resolve) => (timer = setTimeout(() => resolve('running'), waitMs)),
    );
    try {
      return { runId, result: await Promise.race([run, waited]) };
    } finally {
      clearTimeout(timer);
    }
  }

  /** Stops every timer and waits for runs in progress (a hung one is cut short and recorded as failed). */
  async stop(): Promise<void> {
    this.stopping.abort();
    clearInterval(this.poll);
    for (const timer of this.timers.values()) timer.job.stop();
    this.timers.clear();
    await this.syncing;
    await Promise.allSettled([...this.inflight]);
  }

  /** Ids of the jobs with a timer on this instance (tests). */
  scheduledIds(): string[] {
    return [...this.timers.keys()];
  }

  private loadJob(id: string) {
    return this.db
      .selectFrom('sys_quartz_job')
      .select(['id', 'job_class_name', 'cron_expression', 'parameter', 'status'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  private execute(
    runId: string,
    job: { job_class_name: string; parameter: string | null },
  ): Promise<RunResult> {
    const { log, push, timeoutMs, onRun } = this.options;
    const started = performance.now();
    return executeRun(this.db, runId, job, {
      timeoutMs,
      stop: this.stopping.signal,
      context: { db: this.db, push, log: (msg) => log.info(`job ${job.job_class_name}: ${msg}`) },
    })
      .catch((err: unknown) => {
        log.error(err, `recording run ${runId}`);
        return 'failed' as const;
      })
      .then((result) => {
        onRun?.(job.job_class_name, result, performance.now() - started);
        return result;
      });
  }

  private track<T>(promise: Promise<T>): Promise<T> {
    this.inflight.add(promise);
    void promise.finally(() => this.inflight.delete(promise)).catch(() => undefined);
    return promise;
  }
}
