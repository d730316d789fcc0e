// Shared by the scheduled-job suites: test handlers registered by name, adding a job, and its runs.
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { registerJobHandler } from '../../server/src/services/quartz-handlers.js';
import { body } from './helpers.js';
import type { Caller, Json } from './crud-helpers.js';

export const THROWING_JOB = 'test.quartz.ThrowingJob';
export const HANGING_JOB = 'test.quartz.HangingJob';
export const COUNTING_JOB = 'test.quartz.CountingJob';

/** Every call of the counting handler: its parameter (tests tell their jobs apart by it). */
export const counted: string[] = [];

registerJobHandler(THROWING_JOB, async () => {
  throw new Error('deliberate failure');
});
// Never settles; the signal is what a well-behaved handler would watch.
registerJobHandler(HANGING_JOB, () => new Promise<string>(() => undefined));
registerJobHandler(COUNTING_JOB, async ({ parameter }) => {
  counted.push(parameter);
  return `counted ${parameter}`;
});

/** Adds a job and returns its id, failing the test when adding fails. */
export async function addJob(admin: Caller, job: Json): Promise<string> {
  const res = await admin.send('POST', '/sys/quartzJob/add', job);
  expect(body(res), res.body).toMatchObject({ success: true });
  return (body<Json>(res).result as Json).id as string;
}

export type Run = {
  result: string;
  triggerType: string;
  durationMs: number;
  summary: string;
  errorText: string;
};

/** The job's runs, newest first, through the runs list API. */
export async function runsOf(admin: Caller, jobId: string): Promise<Run[]> {
  const res = await admin.get(`/sys/quartzJob/run/list?jobId=${jobId}&pageSize=200`);
  expect(res.statusCode, res.body).toBe(200);
  return body<{ records: Run[] }>(res).result.records;
}

/** Rows straight from the run table (instance ids and fire keys included). */
export function runRows(app: FastifyInstance, jobId: string) {
  return app.db.selectFrom('sys_quartz_job_run').selectAll().where('job_id', '=', jobId).execute();
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Polls `check` every 100 ms until it holds or `timeoutMs` passed, so a schedule is judged by what it
 * did rather than by a fixed sleep that a loaded CI machine can overrun. @returns whether it held.
 */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 8000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await sleep(100);
  }
}
