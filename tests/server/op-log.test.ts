// The operation log (plugins/op-log.ts): one row per write of a signed-in user, with its route,
// redacted parameters, duration, status and user agent, written in batches after the response; writes
// logged by their own transaction (writeOpLog) are not logged twice; closing the app flushes.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ADMIN_PASSWORD, DIALECTS, buildTestApp, closeTestApp, loginToken } from './helpers.js';
import { caller, type Caller } from './crud-helpers.js';

describe.each(DIALECTS)('operation log (%s)', (dialect) => {
  let app: FastifyInstance;
  let admin: Caller;
  const opRows = async (like: string) =>
    app.db
      .selectFrom('sys_log')
      .selectAll()
      .where('log_type', '=', 2)
      .where('request_url', 'like', like)
      .orderBy('create_time')
      .execute();

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    admin = caller(app, await loginToken(app, 'admin', ADMIN_PASSWORD));
  });
  afterAll(() => closeTestApp(app));

  it('logs a write after the response, with secrets removed, duration, status and user agent', async () => {
    const res = await admin.send('POST', '/sys/position/add', {
      code: 'oplog1',
      name: '运维',
      postRank: '1',
    });
    expect(res.json()).toMatchObject({ success: true });
    // A refused write is logged too, its secrets masked at any depth.
    await admin.send('POST', '/sys/position/add', {
      code: 'oplog2',
      password: 'Very-secret-1',
      nested: { items: [{ access_token: 'tok-abc', keep: 'visible' }] },
    });
    expect(await opRows('%/sys/position/add')).toEqual([]);
    await app.opLog.flush();
    const rows = await opRows('%/sys/position/add');
    expect(rows).toHaveLength(2);
    // Both within one second: create_time does not order them, their status tells them apart.
    const ok = rows.find((r) => r.status_code === 200);
    const refused = rows.find((r) => r.status_code === 400);
    expect(ok).toMatchObject({
      userid: 'admin',
      username: '管理员',
      operate_type: 2,
      request_type: 'POST',
      method: '/api/sys/position/add',
      status_code: 200,
      user_agent: 'lightMyRequest',
      log_content: 'POST /api/sys/position/add',
    });
    expect(Number(ok!.cost_time)).toBeGreaterThanOrEqual(0);
    expect(JSON.parse(ok!.request_param!)).toEqual({ code: 'oplog1', name: '运维', postRank: '1' });
    expect(refused!.status_code).toBe(400);
    expect(refused!.log_content).toMatch(/^POST \/api\/sys\/position\/add → .+/);
    expect(refused!.request_param).not.toContain('Very-secret-1');
    expect(refused!.request_param).not.toContain('tok-abc');
    expect(JSON.parse(refused!.request_param!)).toMatchObject({
      password: '******',
      nested: { items: [{ access_token: '******', keep: 'visible' }] },
    });
  });

  it('does not log reads, nor callers who are not signed in', async () => {
    await admin.get('/sys/position/list');
    await app.inject({ method: 'POST', url: '/api/sys/position/add', payload: { code: 'anon' } });
    await app.opLog.flush();
    expect(await opRows('%/sys/position/list')).toEqual([]);
    expect((await opRows('%/sys/position/add')).map((r) => r.request_param)).not.toContainEqual(
      expect.stringContaining('anon'),
    );
  });

  it('keeps one row for an operation its service logged in the transaction, with its parameters', async () => {
    const res = await admin.send('POST', '/sys/user/add', {
      username: 'oplog_user',
      realname: 'Op Log',
      password: 'Oplog-user-Passw0rd',
      confirmPassword: 'Oplog-user-Passw0rd',
      selectedroles: '',
      selecteddeparts: '',
    });
    expect(res.json()).toMatchObject({ success: true });
    await app.opLog.flush();
    const rows = await opRows('%/sys/user/add');
    expect(rows.map((r) => r.log_content)).toEqual(['添加用户：oplog_user']);
    expect(rows[0]!.user_agent).toBe('lightMyRequest');
    expect(rows[0]!.request_param).toContain('oplog_user');
    expect(rows[0]!.request_param).not.toContain('Oplog-user-Passw0rd');
  });

  it('writes many rows in batches once flushed, and the app flushes when it closes', async () => {
    for (let i = 0; i < 25; i++)
      await admin.send('POST', '/sys/position/add', { code: `batch${i}`, name: 'b', postRank: '1' });
    expect(app.opLog.pending).toBe(25);
    await app.opLog.flush();
    expect(app.opLog.pending).toBe(0);
    expect((await opRows('%/sys/position/add')).length).toBe(27);
    // Closing: what is queued is written before the database goes away.
    await admin.send('POST', '/sys/position/add', { code: 'atclose', name: 'c', postRank: '1' });
    expect(app.opLog.pending).toBe(1);
    const close = vi.spyOn(app.opLog, 'close');
    const insert = vi.spyOn(app.db, 'insertInto');
    await app.close();
    expect(close).toHaveBeenCalledOnce();
    expect(insert).toHaveBeenCalledWith('sys_log');
    expect(app.opLog.pending).toBe(0);
  });
});
