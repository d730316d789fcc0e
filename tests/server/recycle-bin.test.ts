// The user recycle bin (SPEC §1, api-contract §4.1): deleting moves a user there and signs them out;
// the bin lists them, restore brings them back, purge removes them and their links for good. Nobody
// deletes their own account or the last administrator.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buttonId, roleId } from '../../server/src/db/seed/rows.js';
import { newId } from '../../server/src/lib/ids.js';
import {
  ADMIN_PASSWORD,
  DIALECTS,
  body,
  buildTestApp,
  closeTestApp,
  createUser,
  loginToken,
} from './helpers.js';
import { caller, userCaller, type Caller, type Json } from './crud-helpers.js';

const PASSWORD = 'Bin-user-Passw0rd';

describe.each(DIALECTS)('user recycle bin (%s)', (dialect) => {
  let app: FastifyInstance;
  let admin: Caller;
  let staff: Caller;
  let adminId: string;
  const newUser = (username: string) =>
    createUser(app, { username, password: PASSWORD, roleCode: 'staff', orgCodes: ['A01A01', 'A01A02'] });
  const bin = async () => body<Json[]>(await admin.get('/sys/user/recycleBin')).result;

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    admin = caller(app, await loginToken(app, 'admin', ADMIN_PASSWORD));
    staff = await userCaller(app, 'rb_staff', 'staff');
    adminId = (
      await app.db
        .selectFrom('sys_user')
        .select('id')
        .where('username', '=', 'admin')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => closeTestApp(app));

  it('deletes into the recycle bin, signing the user out at once', async () => {
    const id = await newUser('rb_one');
    const user = caller(app, await loginToken(app, 'rb_one', PASSWORD));
    const res = await admin.send('DELETE', `/sys/user/delete?id=${id}`);
    expect(body(res)).toMatchObject({ success: true, message: '删除用户成功' });
    expect((await user.get('/sys/user/getCurrentUserDeparts')).statusCode).toBe(401);
    await expect(loginToken(app, 'rb_one', PASSWORD)).rejects.toThrow();
    const listed = (await bin()).find((u) => u.id === id);
    // The bin shows department names in orgCode, as the contract's does.
    expect(listed).toMatchObject({ username: 'rb_one', delFlag: 1, orgCode: '技术支持部,客户服务部' });
    const live = body<{ records: Json[] }>(await admin.get('/sys/user/list?username=rb_one')).result;
    expect(live.records).toEqual([]);
  });

  it('restores users from the bin', async () => {
    const id = await newUser('rb_two');
    await admin.send('DELETE', `/sys/user/deleteBatch?ids=${id},`);
    const res = await admin.send('PUT', '/sys/user/putRecycleBin', { userIds: `${id},` });
    expect(body(res)).toMatchObject({ success: true, message: '还原成功' });
    expect((await bin()).some((u) => u.id === id)).toBe(false);
    expect(await loginToken(app, 'rb_two', PASSWORD)).toBeTruthy();
  });

  it('purges users in the bin with their links; live users are refused', async () => {
    const id = await newUser('rb_three');
    const live = await admin.send('DELETE', `/sys/user/deleteRecycleBin?userIds=${id}`);
    expect(live.statusCode).toBe(400);
    expect(body(live).message).toContain('userIds');
    await admin.send('DELETE', `/sys/user/delete?id=${id}`);
    const res = await admin.send('DELETE', `/sys/user/deleteRecycleBin?userIds=${id}`);
    expect(body(res)).toMatchObject({ success: true, message: '删除成功' });
    expect(await app.db.selectFrom('sys_user').select('id').where('id', '=', id).execute()).toEqual([]);
    expect(await app.db.selectFrom('sys_user_role').select('id').where('user_id', '=', id).execute()).toEqual(
      [],
    );
    expect(
      await app.db.selectFrom('sys_user_depart').select('id').where('user_id', '=', id).execute(),
    ).toEqual([]);
    const log = await app.db
      .selectFrom('sys_log')
      .select('log_content')
      .where('log_type', '=', 2)
      .where('operate_type', '=', 4)
      .execute();
    expect(log.map((l) => l.log_content)).toContain(`彻底删除用户：${id}`);
  });

  it('refuses deleting your own account and the last administrator, in one transaction', async () => {
    const own = await admin.send('DELETE', `/sys/user/delete?id=${adminId}`);
    expect(own.statusCode).toBe(400);
    expect(body(own).message).toContain('id');
    await createUser(app, { username: 'rb_admin', password: PASSWORD, roleCode: 'admin' });
    const adminIds = (
      await app.db
        .selectFrom('sys_user_role')
        .select('user_id')
        .where('role_id', '=', roleId('admin'))
        .execute()
    ).map((r) => r.user_id);
    // A non-administrator allowed to delete users (a role with the user:delete button only).
    const deleterRole = newId();
    await app.db
      .insertInto('sys_role')
      .values({ id: deleterRole, role_name: '删除员', role_code: 'rb_deleter' })
      .execute();
    await app.db
      .insertInto('sys_role_permission')
      .values({ id: newId(), role_id: deleterRole, permission_id: buttonId('user:delete') })
      .execute();
    const deleterId = await createUser(app, { username: 'rb_deleter', password: PASSWORD });
    await app.db
      .insertInto('sys_user_role')
      .values({ id: newId(), user_id: deleterId, role_id: deleterRole })
      .execute();
    const deleter = caller(app, await loginToken(app, 'rb_deleter', PASSWORD));
    const victim = await newUser('rb_four');
    const all = await deleter.send('DELETE', `/sys/user/deleteBatch?ids=${[...adminIds, victim].join(',')}`);
    expect(all.statusCode).toBe(400);
    expect(body(all).message).toBe('ids: 不能删除或冻结最后一个管理员');
    // Nothing of the batch was written.
    expect((await bin()).some((u) => u.id === victim)).toBe(false);
    const english = await admin.send('DELETE', `/sys/user/delete?id=${adminId}`, undefined, 'en-US');
    expect(body(english).message).toMatch(/^id: you cannot delete or freeze your own account/);
    const unknown = await admin.send('DELETE', '/sys/user/delete?id=nope');
    expect(body(unknown).message).toContain('id');
  });

  it('keeps the bin to user administrators (403 for staff)', async () => {
    expect((await staff.get('/sys/user/recycleBin')).statusCode).toBe(403);
    expect((await staff.send('PUT', '/sys/user/putRecycleBin', { userIds: 'a' })).statusCode).toBe(403);
    expect((await staff.send('DELETE', '/sys/user/deleteRecycleBin?userIds=a')).statusCode).toBe(403);
    expect((await staff.send('DELETE', '/sys/user/delete?id=a')).statusCode).toBe(403);
  });
});
