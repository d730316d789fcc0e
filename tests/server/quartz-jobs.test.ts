// Scheduled jobs (/sys/quartzJob): add and edit check the cron and the handler (nothing saved when
// either is bad), the preview lists the next five runs, pause/resume/execute, every run recorded with
// its outcome, failing and hanging handlers recorded as failed without stopping the scheduler, and the
// shipped handlers (sessions, logs, announcements, sample).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { newId } from '../../server/src/lib/ids.js';
import { formatDateTime } from '../../server/src/lib/time.js';
import {
  PURGE_BATCH,
  PURGE_LOGS_JOB,
  PURGE_SESSIONS_JOB,
  RELEASE_ANNOUNCEMENTS_JOB,
  SAMPLE_JOB,
} from '../../server/src/services/quartz-handlers.js';
import { ADMIN_PASSWORD, DIALECTS, body, buildTestApp, closeTestApp, loginToken } from './helpers.js';
import { caller, sheetRows, userCaller, type Caller, type Json } from './crud-helpers.js';
import { addAnnouncement } from './announcement-helpers.js';
import {
  COUNTING_JOB,
  HANGING_JOB,
  THROWING_JOB,
  addJob,
  counted,
  runRows,
  runsOf,
  sleep,
  eventually,
} from './quartz-helpers.js';

const NIGHTLY = '0 0 3 * * ?';

describe.each(DIALECTS)('scheduled jobs (%s)', (dialect) => {
  let app: FastifyInstance;
  let admin: Caller;
  let staff: Caller;
  const jobCount = async () => (await app.db.selectFrom('sys_quartz_job').select('id').execute()).length;

  beforeAll(async () => {
    app = await buildTestApp(dialect, { quartz: { timeoutMs: 300, syncMs: 200 } });
    await app.ready();
    admin = caller(app, await loginToken(app, 'admin', ADMIN_PASSWORD));
    staff = await userCaller(app, 'quartz_staff', 'staff');
  });
  afterAll(() => closeTestApp(app));

  it('refuses a bad cron or an unknown handler naming the field, and saves nothing', async () => {
    const before = await jobCount();
    const badCron = await admin.send('POST', '/sys/quartzJob/add', {
      jobClassName: SAMPLE_JOB,
      cronExpression: '61 * * * * ?',
    });
    expect(badCron.statusCode).toBe(400);
    expect(body(badCron).message).toContain('cronExpression');
    const never = await admin.send('POST', '/sys/quartzJob/add', {
      jobClassName: SAMPLE_JOB,
      cronExpression: '0 0 0 31 2 ?',
    });
    expect(never.statusCode).toBe(400);
    const unknown = await admin.send(
      'POST',
      '/sys/quartzJob/add',
      { jobClassName: 'org.example.Nope', cronExpression: NIGHTLY },
      'en-US',
    );
    expect(unknown.statusCode).toBe(400);
    expect(body(unknown).message).toContain('jobClassName');
    const both = await admin.send('POST', '/sys/quartzJob/add', { jobClassName: 'x', cronExpression: 'x' });
    expect(body<{ errors: Json[] }>(both).result.errors.map((e) => e.field)).toEqual([
      'cronExpression',
      'jobClassName',
    ]);
    const long = await admin.send('POST', '/sys/quartzJob/add', {
      jobClassName: SAMPLE_JOB,
      cronExpression: `${'1,'.repeat(60)}1 * * * * ?`,
    });
    expect(long.statusCode).toBe(400);
    expect(await jobCount()).toBe(before);
    const id = await addJob(admin, { jobClassName: SAMPLE_JOB, cronExpression: NIGHTLY });
    const edit = await admin.send('PUT', '/sys/quartzJob/edit', { id, cronExpression: 'nonsense' });
    expect(edit.statusCode).toBe(400);
    const stored = await app.db
      .selectFrom('sys_quartz_job')
      .select('cron_expression')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(stored?.cron_expression).toBe(NIGHTLY);
  });

  it('previews the next five runs of a Quartz expression, and refuses a bad one', async () => {
    const res = await admin.get(`/sys/quartzJob/cronPreview?cron=${encodeURIComponent('0 0/30 9 ? * 2')}`);
    const next = body<string[]>(res).result;
    expect(next).toHaveLength(5);
    // Quartz weekdays: 2 is Monday; 0/30 is every 30 minutes from :00.
    for (const time of next) {
      expect(new Date(time.replace(' ', 'T')).getDay()).toBe(1);
      expect(time).toMatch(/ 09:(00|30):00$/);
    }
    expect([...next].sort()).toEqual(next);
    const bad = await admin.get('/sys/quartzJob/cronPreview?cron=bogus');
    expect(bad.statusCode).toBe(400);
    expect(body(bad).message).toContain('cronExpression');
    expect((await admin.get(`/sys/quartzJob/cronPreview?cron=${'1'.repeat(101)}`)).statusCode).toBe(400);
    expect((await staff.get('/sys/quartzJob/cronPreview?cron=bogus')).statusCode).toBe(403);
  });

  it('lists the registered handlers for the form', async () => {
    const names = body<{ name: string }[]>(await admin.get('/sys/quartzJob/handlers')).result.map(
      (h) => h.name,
    );
    expect(names).toEqual(expect.arrayContaining([SAMPLE_JOB, PURGE_LOGS_JOB, PURGE_SESSIONS_JOB]));
  });

  it('runs a job once now and records the run with its output', async () => {
    const id = await addJob(admin, {
      jobClassName: SAMPLE_JOB,
      cronExpression: NIGHTLY,
      parameter: 'quartz',
    });
    const res = await admin.get(`/sys/quartzJob/execute?id=${id}`);
    expect(body(res)).toMatchObject({ success: true });
    const runs = await runsOf(admin, id);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ result: 'success', triggerType: 'manual', summary: 'Hello quartz' });
    expect(runs[0]!.durationMs).toBeGreaterThanOrEqual(0);
    expect((await admin.get(`/sys/quartzJob/execute?id=${newId()}`)).statusCode).toBe(400);
    expect((await staff.get(`/sys/quartzJob/execute?id=${id}`)).statusCode).toBe(403);
  });

  it('records a throwing or hanging handler as failed with its error', async () => {
    const throwing = await addJob(admin, { jobClassName: THROWING_JOB, cronExpression: NIGHTLY });
    const res = await admin.get(`/sys/quartzJob/execute?id=${throwing}`);
    expect(body(res)).toMatchObject({ success: false });
    expect(body(res).message).toContain('deliberate failure');
    expect((await runsOf(admin, throwing))[0]).toMatchObject({
      result: 'failed',
      errorText: 'deliberate failure',
    });
    const hanging = await addJob(admin, { jobClassName: HANGING_JOB, cronExpression: NIGHTLY });
    const started = Date.now();
    await admin.get(`/sys/quartzJob/execute?id=${hanging}`);
    expect(Date.now() - started).toBeLessThan(3000);
    const [run] = await runsOf(admin, hanging);
    expect(run).toMatchObject({ result: 'failed' });
    expect(run!.errorText).toMatch(/timed out after 300 ms/);
  });

  it('fires a per-second job on schedule, keeps firing after failures, and stops when paused', async () => {
    const failing = await addJob(admin, { jobClassName: THROWING_JOB, cronExpression: '* * * * * *' });
    const id = await addJob(admin, {
      jobClassName: COUNTING_JOB,
      cronExpression: '* * * * * *',
      parameter: `tick-${dialect}`,
    });
    const finished = async (job: string, result: string) =>
      (await runRows(app, job)).filter((r) => r.result === result).length;
    expect(await eventually(async () => (await finished(id, 'success')) >= 2)).toBe(true);
    expect(await eventually(async () => (await finished(failing, 'failed')) >= 2)).toBe(true);
    const runs = await runRows(app, id);
    expect(runs.every((r) => r.trigger_type === 'cron' && r.result !== 'failed')).toBe(true);
    const pause = await admin.get(`/sys/quartzJob/pause?id=${id}`);
    expect(body(pause)).toMatchObject({ success: true });
    await admin.get(`/sys/quartzJob/pause?id=${failing}`);
    const list = body<{ records: Json[] }>(await admin.get(`/sys/quartzJob/list?id=${id}`)).result.records;
    expect(list[0]).toMatchObject({ status: -1 });
    await sleep(300);
    const paused = (await runRows(app, id)).length;
    await sleep(1500);
    expect((await runRows(app, id)).length).toBe(paused);
    expect(body(await admin.get(`/sys/quartzJob/resume?id=${id}`))).toMatchObject({ success: true });
    expect(await eventually(async () => (await runRows(app, id)).length > paused)).toBe(true);
    await admin.get(`/sys/quartzJob/pause?id=${id}`);
    // A run that had started before the pause is let finish before the counts are compared.
    await eventually(async () => (await runRows(app, id)).every((r) => r.result !== 'running'));
    expect(counted.filter((p) => p === `tick-${dialect}`).length).toBe((await runRows(app, id)).length);
    expect((await admin.get(`/sys/quartzJob/pause?id=${newId()}`)).statusCode).toBe(400);
    expect((await staff.get(`/sys/quartzJob/pause?id=${id}`)).statusCode).toBe(403);
  });

  it('purges expired sessions and logs older than the retention in days', async () => {
    const now = Date.now();
    const adminId = (
      await app.db
        .selectFrom('sys_user')
        .select('id')
        .where('username', '=', 'admin')
        .executeTakeFirstOrThrow()
    ).id;
    const session = (hash: string, expires: number) => ({
      token_hash: hash,
      user_id: adminId,
      created_at: now,
      expires_at: expires,
      last_seen_at: now,
      ip: null,
      user_agent: null,
    });
    await app.db
      .insertInto('sys_session')
      .values([session('a'.repeat(64), now - 1000), session('b'.repeat(64), now + 60_000)])
      .execute();
    const sessions = await addJob(admin, { jobClassName: PURGE_SESSIONS_JOB, cronExpression: NIGHTLY });
    await admin.get(`/sys/quartzJob/execute?id=${sessions}`);
    const hashes = (await app.db.selectFrom('sys_session').select('token_hash').execute()).map(
      (s) => s.token_hash,
    );
    expect(hashes).not.toContain('a'.repeat(64));
    expect(hashes).toContain('b'.repeat(64));

    const day = 24 * 60 * 60 * 1000;
    const log = (days: number) => ({
      id: newId(),
      log_type: 2,
      log_content: `quartz ${days}`,
      create_time: formatDateTime(new Date(now - days * day)),
    });
    // More old rows than one purge batch: the purge goes on until none is left.
    const old = Array.from({ length: PURGE_BATCH + 7 }, () => log(45));
    for (let at = 0; at < old.length; at += 500)
      await app.db
        .insertInto('sys_log')
        .values(old.slice(at, at + 500))
        .execute();
    await app.db
      .insertInto('sys_log')
      .values([log(10), log(100)])
      .execute();
    const logs = await addJob(admin, {
      jobClassName: PURGE_LOGS_JOB,
      cronExpression: NIGHTLY,
      parameter: '30',
    });
    await admin.get(`/sys/quartzJob/execute?id=${logs}`);
    const kept = async () =>
      (
        await app.db
          .selectFrom('sys_log')
          .select('log_content')
          .where('log_content', 'like', 'quartz %')
          .execute()
      ).map((l) => l.log_content);
    expect(await kept()).toEqual(['quartz 10']);
    const bad = await addJob(admin, {
      jobClassName: PURGE_LOGS_JOB,
      cronExpression: NIGHTLY,
      parameter: 'ten',
    });
    await admin.get(`/sys/quartzJob/execute?id=${bad}`);
    expect((await runsOf(admin, bad))[0]).toMatchObject({ result: 'failed' });
  });

  it('publishes scheduled announcements through the announcement scheduler', async () => {
    const token = await loginToken(app, 'admin', ADMIN_PASSWORD);
    const draft = await addAnnouncement(app, token, { titile: 'By job', publishAt: '2999-01-01 08:00:00' });
    await app.db
      .updateTable('sys_announcement')
      .set({ publish_at: '2000-01-01 00:00:00' })
      .where('id', '=', draft)
      .execute();
    const id = await addJob(admin, { jobClassName: RELEASE_ANNOUNCEMENTS_JOB, cronExpression: NIGHTLY });
    await admin.get(`/sys/quartzJob/execute?id=${id}`);
    const row = await app.db
      .selectFrom('sys_announcement')
      .select('send_status')
      .where('id', '=', draft)
      .executeTakeFirst();
    expect(row?.send_status).toBe('1');
    expect((await runsOf(admin, id))[0]).toMatchObject({
      result: 'success',
      summary: 'published 1 announcements',
    });
  });

  it('exports the jobs as a spreadsheet', async () => {
    await addJob(admin, { jobClassName: SAMPLE_JOB, cronExpression: NIGHTLY, description: 'exported job' });
    const res = await admin.get('/sys/quartzJob/exportXls');
    expect(res.statusCode).toBe(200);
    const rows = await sheetRows(res.rawPayload);
    expect(rows.some((r) => r.includes('exported job') && r.includes(NIGHTLY))).toBe(true);
  });

  it('deletes a job with its runs', async () => {
    const id = await addJob(admin, { jobClassName: SAMPLE_JOB, cronExpression: NIGHTLY });
    await admin.get(`/sys/quartzJob/execute?id=${id}`);
    const res = await admin.send('DELETE', `/sys/quartzJob/delete?id=${id}`);
    expect(body(res), res.body).toMatchObject({ success: true });
    expect(await runRows(app, id)).toEqual([]);
  });
});

describe('scheduler shutdown', () => {
  it('closes promptly with a hung run in progress', async () => {
    const app = await buildTestApp('sqlite', { quartz: { timeoutMs: 60_000, syncMs: 200 } });
    await app.ready();
    const admin = caller(app, await loginToken(app, 'admin', ADMIN_PASSWORD));
    const id = await addJob(admin, { jobClassName: HANGING_JOB, cronExpression: NIGHTLY });
    const started = await admin.get(`/sys/quartzJob/execute?id=${id}`);
    expect(body(started).message).toBeTruthy();
    // (execute waits 5 s for the outcome, so the run is still in flight here)
    const [row] = await runRows(app, id);
    expect(row?.result).toBe('running');
    const before = Date.now();
    await closeTestApp(app);
    expect(Date.now() - before).toBeLessThan(2000);
  }, 15_000);
});
