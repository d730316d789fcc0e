// Freeze, unfreeze, restore and purge take an optional reason (confirm-with-reason actions send it):
// it is bounded (a 400 naming `reason` past 200 characters) and kept in the operation log line. And
// queryById gives the user's roles and departments in the form add and edit take them (the edit form).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { departId, roleId } from '../../server/src/db/seed/rows.js';
import {
  ADMIN_PASSWORD,
  DIALECTS,
  body,
  buildTestApp,
  closeTestApp,
  createUser,
  loginToken,
} from './helpers.js';
import { caller, type Caller } from './crud-helpers.js';

describe.each(DIALECTS)('reasons of user state changes (%s)', (dialect) => {
  let app: FastifyInstance;
  let admin: Caller;
  const logLines = async () =>
    (await app.db.selectFrom('sys_log').select('log_content').where('log_type', '=', 2).execute()).map(
      (l) => l.log_content,
    );

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    admin = caller(app, await loginToken(app, 'admin', ADMIN_PASSWORD));
  });
  afterAll(() => closeTestApp(app));

  it('logs the reason of a freeze and an unfreeze', async () => {
    const id = await createUser(app, { username: 'why_freeze', password: 'Why-freeze-Passw0rd' });
    const frozen = await admin.send('PUT', '/sys/user/frozenBatch', { ids: id, status: '2', reason: '离职' });
    expect(body(frozen).success).toBe(true);
    await admin.send('PUT', '/sys/user/frozenBatch', { ids: id, status: '1', reason: '返岗' });
    const lines = await logLines();
    expect(lines).toContain(`冻结用户（原因：离职）：${id}`);
    expect(lines).toContain(`解冻用户（原因：返岗）：${id}`);
  });

  it('logs the reason of a restore and a purge; no reason keeps the plain line', async () => {
    const id = await createUser(app, { username: 'why_bin', password: 'Why-bin-Passw0rd' });
    await admin.send('DELETE', `/sys/user/delete?id=${id}`);
    await admin.send('PUT', '/sys/user/putRecycleBin', { userIds: id, reason: '误删' });
    await admin.send('DELETE', `/sys/user/delete?id=${id}`);
    const purged = await admin.send(
      'DELETE',
      `/sys/user/deleteRecycleBin?userIds=${id}&reason=${encodeURIComponent('重复账号')}`,
    );
    expect(body(purged).success).toBe(true);
    const lines = await logLines();
    expect(lines).toContain(`还原用户（原因：误删）：${id}`);
    expect(lines).toContain(`彻底删除用户（原因：重复账号）：${id}`);
    const other = await createUser(app, { username: 'why_none', password: 'Why-none-Passw0rd' });
    await admin.send('PUT', '/sys/user/frozenBatch', { ids: other, status: '2' });
    expect(await logLines()).toContain(`冻结用户：${other}`);
  });

  it('refuses an over-long reason with a 400 naming the field, changing nothing', async () => {
    const id = await createUser(app, { username: 'why_long', password: 'Why-long-Passw0rd' });
    const long = 'x'.repeat(201);
    const res = await admin.send('PUT', '/sys/user/frozenBatch', { ids: id, status: '2', reason: long });
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toContain('reason');
    const row = await app.db
      .selectFrom('sys_user')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe(1);
    const restore = await admin.send('PUT', '/sys/user/putRecycleBin', { userIds: id, reason: long });
    expect(restore.statusCode).toBe(400);
    expect(body(restore).message).toContain('reason');
    const purge = await admin.send('DELETE', `/sys/user/deleteRecycleBin?userIds=${id}&reason=${long}`);
    expect(purge.statusCode).toBe(400);
    expect(body(purge).message).toContain('reason');
  });

  it('gives the roles and departments of a user with queryById', async () => {
    const id = await createUser(app, {
      username: 'why_query',
      password: 'Why-query-Passw0rd',
      roleCode: 'staff',
      orgCodes: ['A01A01'],
    });
    const res = body<Record<string, unknown>>(await admin.get(`/sys/user/queryById?id=${id}`));
    expect(res.result).toMatchObject({
      username: 'why_query',
      selectedroles: roleId('staff'),
      selecteddeparts: departId('A01A01'),
    });
  });
});
