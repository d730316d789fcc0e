// User administration (SPEC §7 admin helpers, api-contract §4.1): add and edit with roles, departments
// and superiors' departments; the contract's list fields; freezing signs a user out at once; an admin's
// password reset; the role and department links; refusals naming the field, in one transaction.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
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
import { closed, openSocket, socketUrl } from './realtime-helpers.js';
import {
  caller,
  multipart,
  sheetRows,
  userCaller,
  workbook,
  type Caller,
  type Json,
} from './crud-helpers.js';

type Page = { records: Json[]; total: number; size: number; current: number; pages: number };
const PASSWORD = 'New-user-Passw0rd';

describe.each(DIALECTS)('user administration (%s)', (dialect) => {
  let app: FastifyInstance;
  let admin: Caller;
  let staff: Caller;
  let partner: Caller;
  /** The stored links between one user and one role or department. */
  const userLinks = (
    table: 'sys_user_role' | 'sys_user_depart',
    column: 'role_id' | 'dep_id',
    ownerId: string,
    userId: string,
  ) =>
    app.db
      .selectFrom(table)
      .select('id')
      .where(sql.ref(column), '=', ownerId)
      .where('user_id', '=', userId)
      .execute();
  const count = async () =>
    Number(
      (
        await app.db
          .selectFrom('sys_user')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirst()
      )?.n,
    );
  const add = (extra: Json) =>
    admin.send('POST', '/sys/user/add', { realname: '新用户', password: PASSWORD, ...extra });
  const idOf = async (username: string) =>
    (
      await app.db
        .selectFrom('sys_user')
        .select('id')
        .where('username', '=', username)
        .executeTakeFirstOrThrow()
    ).id;

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    // Listening, so the freeze test can hold a real websocket.
    await app.listen({ port: 0, host: '127.0.0.1' });
    admin = caller(app, await loginToken(app, 'admin', ADMIN_PASSWORD));
    staff = await userCaller(app, 'ua_staff', 'staff');
    partner = await userCaller(app, 'ua_partner', 'partner');
  });
  afterAll(() => closeTestApp(app));

  it('adds a user with a role and two departments who can sign in and switch department', async () => {
    const res = await add({
      username: 'two_departs',
      phone: '13800000001',
      email: 'two@example.com',
      workNo: 'W001',
      sex: 1,
      userIdentity: 2,
      departIds: departId('A01A01'),
      selectedroles: roleId('staff'),
      selecteddeparts: `${departId('A01A01')},${departId('A01A02')},`,
    });
    expect(body(res)).toMatchObject({ success: true, message: '添加成功！' });
    const token = await loginToken(app, 'two_departs', PASSWORD);
    const user = caller(app, token);
    const departs = body<{ list: Json[]; orgCode: string }>(
      await user.get('/sys/user/getCurrentUserDeparts'),
    );
    expect(departs.result.list.map((d) => d.orgCode)).toEqual(['A01A01', 'A01A02']);
    const switched = await user.send('PUT', '/sys/selectDepart', { orgCode: 'A01A02' });
    expect(body<{ userInfo: Json }>(switched).result.userInfo.orgCode).toBe('A01A02');
    const stored = await app.db
      .selectFrom('sys_user')
      .select(['password', 'status', 'del_flag'])
      .where('username', '=', 'two_departs')
      .executeTakeFirstOrThrow();
    expect(stored.password).toMatch(/^scrypt\$/);
    expect(stored).toMatchObject({ status: 1, del_flag: 0 });
    const log = await app.db
      .selectFrom('sys_log')
      .select(['log_content', 'operate_type'])
      .where('log_type', '=', 2)
      .where('log_content', 'like', '%two_departs%')
      .execute();
    expect(log).toEqual([{ log_content: '添加用户：two_departs', operate_type: 2 }]);
  });

  it("lists users with the contract's fields, filters and department filter", async () => {
    const page = body<Page>(
      await admin.get(`/sys/user/list?departId=${departId('A01A02')}&pageSize=50`),
    ).result;
    expect(page.records.map((r) => r.username)).toEqual(['two_departs']);
    expect(page.records[0]).toMatchObject({
      sex: 1,
      sex_dictText: '男',
      status_dictText: '正常',
      orgCodeTxt: '技术支持部,客户服务部',
      departIds_dictText: '技术支持部',
      workNo: 'W001',
    });
    expect(JSON.stringify(page)).not.toMatch(/password|scrypt/);
    const byPhone = body<Page>(await admin.get('/sys/user/list?phone=13800000001')).result;
    expect(byPhone.total).toBe(1);
    const sorted = await admin.get('/sys/user/list?column=password&order=asc');
    expect(sorted.statusCode).toBe(400);
    expect(body(sorted).message).toContain('password');
  });

  it('refuses bad input with a 4xx naming the field and writes nothing', async () => {
    const before = await count();
    const cases: [Json, string][] = [
      [{ username: 'x1', selectedroles: 'no_such_role' }, 'selectedroles'],
      [{ username: 'x2', selecteddeparts: `${departId('A01A01')},nope` }, 'selecteddeparts'],
      [{ username: 'x3', departIds: 'nope' }, 'departIds'],
      [{ realname: 'x' }, 'username'],
      [{ username: 'x4', realname: 'r'.repeat(101) }, 'realname'],
      [{ username: 'x5', realname: { a: 1 } }, 'realname'],
      [{ username: 'x6', selectedroles: Array.from({ length: 1001 }, (_, i) => `r${i}`) }, 'selectedroles'],
      [{ username: 'two_departs' }, 'username'],
      [{ username: 'x7', phone: '13800000001' }, 'phone'],
      [{ username: 'x8', password: 'short' }, 'password'],
      [{ username: 'x10', realname: '   ' }, 'realname'],
      [{ username: 'x11', sex: '1' }, 'sex'],
    ];
    for (const [payload, field] of cases) {
      const res = await add(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(body(res).message).toContain(field);
    }
    const english = await admin.send('POST', '/sys/user/add', { username: 'x9' }, 'en-US');
    expect(body(english).message).toMatch(/realname is required/);
    expect(await count()).toBe(before);
  });

  it('edits a user: contact details, roles and departments; keeps an administrator', async () => {
    const id = await idOf('two_departs');
    const res = await admin.send('PUT', '/sys/user/edit', {
      id,
      realname: '改名',
      phone: '13800000002',
      selectedroles: [roleId('staff'), roleId('partner')],
      selecteddeparts: departId('A01A03'),
    });
    expect(body(res)).toMatchObject({ success: true, message: '修改成功!' });
    const roles = body<string[]>(await admin.get(`/sys/user/queryUserRole?userid=${id}`)).result;
    expect(roles.sort()).toEqual([roleId('staff'), roleId('partner')].sort());
    const user = await app.db
      .selectFrom('sys_user')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ realname: '改名', phone: '13800000002', org_code: 'A01A03' });
    const taken = await admin.send('PUT', '/sys/user/edit', { id, phone: '13800000002', email: 'admin' });
    expect(taken.statusCode).toBe(400);
    const adminId = await idOf('admin');
    const last = await admin.send('PUT', '/sys/user/edit', { id: adminId, selectedroles: roleId('staff') });
    expect(last.statusCode).toBe(400);
    expect(body(last).message).toContain('selectedroles');
    expect(body<string[]>(await admin.get(`/sys/user/queryUserRole?userid=${adminId}`)).result).toEqual([
      roleId('admin'),
    ]);
    const none = await admin.send('PUT', '/sys/user/edit', { id: 'f'.repeat(32), realname: 'x' });
    expect(none.statusCode).toBe(404);
  });

  it('freezes a user, which signs them out at once; unfreezing lets them sign in again', async () => {
    const token = await loginToken(app, 'two_departs', PASSWORD);
    const user = caller(app, token);
    expect((await user.get('/sys/user/getCurrentUserDeparts')).statusCode).toBe(200);
    const id = await idOf('two_departs');
    const { socket } = await openSocket(socketUrl(app, id), token);
    const socketClosed = closed(socket);
    const frozen = await admin.send('PUT', '/sys/user/frozenBatch', { ids: `${id},`, status: '2' });
    expect(body(frozen)).toMatchObject({ success: true, message: '操作成功!' });
    expect((await user.get('/sys/user/getCurrentUserDeparts')).statusCode).toBe(401);
    // Closed at once with the session-ended code, not at the next 30-second sweep.
    expect(await socketClosed).toBe(4401);
    await expect(loginToken(app, 'two_departs', PASSWORD)).rejects.toThrow();
    const list = body<Page>(await admin.get('/sys/user/list?username=two_departs')).result;
    expect(list.records[0]).toMatchObject({ status: 2, status_dictText: '冻结' });
    await admin.send('PUT', '/sys/user/frozenBatch', { ids: id, status: '1' });
    expect(await loginToken(app, 'two_departs', PASSWORD)).toBeTruthy();
    const self = await admin.send('PUT', '/sys/user/frozenBatch', { ids: await idOf('admin'), status: '2' });
    expect(self.statusCode).toBe(400);
    expect(body(self).message).toContain('ids');
    const badStatus = await admin.send('PUT', '/sys/user/frozenBatch', { ids: id, status: '3' });
    expect(body(badStatus).message).toContain('status');
  });

  it("resets a user's password: old sessions end, the new password signs in", async () => {
    const user = caller(app, await loginToken(app, 'two_departs', PASSWORD));
    const res = await admin.send('PUT', '/sys/user/changePassword', {
      username: 'two_departs',
      password: 'Reset-Passw0rd',
    });
    expect(body(res)).toMatchObject({ success: true, message: '密码修改成功!' });
    expect((await user.get('/sys/user/getCurrentUserDeparts')).statusCode).toBe(401);
    expect(await loginToken(app, 'two_departs', 'Reset-Passw0rd')).toBeTruthy();
    const unknown = await admin.send('PUT', '/sys/user/changePassword', {
      username: 'nobody',
      password: 'Xx-12345678',
    });
    expect(body(unknown).message).toContain('username');
  });

  it('manages the users of a role and of a department', async () => {
    const id = await idOf('two_departs');
    const role = roleId('partner');
    expect(
      body(await admin.send('DELETE', `/sys/user/deleteUserRole?roleId=${role}&userId=${id}`)).success,
    ).toBe(true);
    expect(
      body<Page>(await admin.get(`/sys/user/userRoleList?roleId=${role}&username=two`)).result.total,
    ).toBe(0);
    const added = await admin.send('POST', '/sys/user/addSysUserRole', { roleId: role, userIdList: [id] });
    expect(body(added)).toMatchObject({ success: true, message: '添加成功!' });
    expect(
      body<Page>(await admin.get(`/sys/user/userRoleList?roleId=${role}&username=two`)).result.total,
    ).toBe(1);
    // Adding a user the role has already succeeds and leaves one link, not two.
    const again = await admin.send('POST', '/sys/user/addSysUserRole', { roleId: role, userIdList: [id] });
    expect(body(again)).toMatchObject({ success: true });
    expect(await userLinks('sys_user_role', 'role_id', role, id)).toHaveLength(1);
    const bad = await admin.send('POST', '/sys/user/addSysUserRole', { roleId: 'nope', userIdList: [id] });
    expect(body(bad).message).toContain('roleId');

    const dep = departId('A01A01');
    for (let i = 0; i < 2; i++) {
      const linked = await admin.send('POST', '/sys/user/editSysDepartWithUser', {
        depId: dep,
        userIdList: [id],
      });
      expect(body(linked)).toMatchObject({ success: true });
    }
    expect(await userLinks('sys_user_depart', 'dep_id', dep, id)).toHaveLength(1);
    const departs = body<Json[]>(await admin.get(`/sys/user/userDepartList?userId=${id}`)).result;
    expect(departs.map((d) => d.title)).toEqual(['技术支持部', '销售部']);
    const inHq = body<Json[]>(await admin.get(`/sys/user/queryUserByDepId?id=${departId('A01')}`)).result;
    expect(inHq.map((u) => u.username)).toContain('two_departs');
    const paged = body<Page>(
      await admin.get(`/sys/user/departUserList?depId=${departId('A01')}&username=two`),
    );
    expect(paged.result.total).toBe(1);
    await admin.send('DELETE', `/sys/user/deleteUserInDepartBatch?depId=${dep}&userIds=${id},`);
    expect(body<Json[]>(await admin.get(`/sys/user/userDepartList?userId=${id}`)).result).toHaveLength(1);
  });

  it('keeps administration to user administrators (403 for staff and partners)', async () => {
    for (const who of [staff, partner]) {
      expect(
        (await who.send('POST', '/sys/user/add', { username: 'z', realname: 'z', password: PASSWORD }))
          .statusCode,
      ).toBe(403);
      expect((await who.send('PUT', '/sys/user/frozenBatch', { ids: 'a', status: '2' })).statusCode).toBe(
        403,
      );
      expect(
        (await who.send('PUT', '/sys/user/changePassword', { username: 'admin', password: PASSWORD }))
          .statusCode,
      ).toBe(403);
      expect((await who.get('/sys/user/queryUserRole?userid=a')).statusCode).toBe(403);
      expect((await who.get('/sys/user/queryByOrgCodeForAddressList?orgCode=A01')).statusCode).toBe(403);
      // Pickers stay open, with names only.
      const picker = body<Page>(await who.get('/sys/user/queryUserComponentData?pageSize=5')).result;
      for (const row of picker.records)
        expect(Object.keys(row).sort()).toEqual(['avatar', 'id', 'realname', 'username']);
    }
  });

  it('serves the address book of a department subtree, paged', async () => {
    const page = body<Page>(
      await admin.get('/sys/user/queryByOrgCodeForAddressList?orgCode=A01&pageSize=2'),
    ).result;
    expect(page.size).toBe(2);
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.records[0]).toHaveProperty('departName');
    // Schema lists label a reference with `<field>_dictText`: the department names label orgCode.
    expect(page.records[0]!.orgCode_dictText).toBe(page.records[0]!.departName);
    expect(page.records[0]).toHaveProperty('orgCode');
    expect(JSON.stringify(page)).not.toMatch(/password/);
    const partners = body<Page>(await admin.get('/sys/user/queryByOrgCodeForAddressList?orgCode=A02')).result;
    expect(partners.records.map((r) => r.username)).toEqual(['ua_partner']);
  });

  it('exports users with the contract layout and imports them with per-row errors', async () => {
    const exported = await app.inject({
      method: 'GET',
      url: '/api/sys/user/exportXls?username=two_departs',
      headers: { 'x-access-token': admin.token },
    });
    expect(exported.statusCode).toBe(200);
    const rows = await sheetRows(exported.rawPayload);
    expect(rows[0]![0]).toBe('用户列表数据');
    expect(rows[1]![0]).toMatch(/^导出人:/);
    expect(rows[2]!.slice(0, 3)).toEqual(['账号', '姓名', '性别']);
    expect(rows.slice(3).map((r) => r[0])).toEqual(['two_departs']);

    const post = (file: Buffer, query = '') => {
      const form = multipart(file);
      return app.inject({
        method: 'POST',
        url: `/api/sys/user/importExcel${query}`,
        headers: { 'x-access-token': admin.token, ...form.headers },
        payload: form.payload,
      });
    };
    const header = ['账号', '姓名', '性别', '手机号', '部门'];
    const bad = await workbook(header, [
      ['imp_one', '导入一', '男', '13900000001', 'A01A01'],
      ['two_departs', '重复', '女', '', ''],
      ['imp_two', '导入二', '外星', '', '不存在的部门'],
      ['imp_one', '同文件重复', '', '', ''],
    ]);
    const before = await count();
    const refused = await post(bad);
    expect(refused.statusCode).toBe(400);
    const summary = body<{ errorCount: number; errors: { row: number; field: string; message: string }[] }>(
      refused,
    ).result;
    expect(summary.errorCount).toBe(3);
    // The messages name the template's columns, not the properties behind them.
    expect(summary.errors.map((e) => e.message)).toEqual([
      '账号: 该值不可用，系统中已存在！',
      '性别: 值无效',
      '部门: 部门不存在',
      '账号: 该值不可用，系统中已存在！',
    ]);
    expect(summary.errors.map((e) => `${e.row}:${e.field}`)).toEqual([
      '5:username',
      '6:sex',
      '6:departs',
      '7:username',
    ]);
    expect(await count()).toBe(before);
    const partial = await post(bad, '?importValid=true');
    expect(body(partial)).toMatchObject({ success: true, code: 201, message: '文件导入成功，但有错误。' });
    expect(await count()).toBe(before + 1);
    const imported = body<Page>(await admin.get('/sys/user/list?username=imp_one')).result.records[0];
    expect(imported).toMatchObject({ realname: '导入一', sex: 1, orgCodeTxt: '技术支持部' });
    const allOk = await post(await workbook(header, [['imp_three', '导入三', '', '', '']]));
    expect(body(allOk)).toMatchObject({ success: true, message: '共1行数据全部导入成功！' });
    const notXlsx = await post(Buffer.from('not a workbook'));
    expect(notXlsx.statusCode).toBe(400);
    expect((await staff.get('/sys/user/exportXls')).statusCode).toBe(403);
  });

  // Last in the suite: either administrator may end up frozen.
  it('lets only one of two administrators freezing each other at once succeed', async () => {
    await createUser(app, { username: 'ua_admin2', password: PASSWORD, roleCode: 'admin' });
    const second = caller(app, await loginToken(app, 'ua_admin2', PASSWORD));
    const [adminId, secondId] = [await idOf('admin'), await idOf('ua_admin2')];
    const results = await Promise.all([
      admin.send('PUT', '/sys/user/frozenBatch', { ids: secondId, status: '2' }),
      second.send('PUT', '/sys/user/frozenBatch', { ids: adminId, status: '2' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const active = await app.db
      .selectFrom('sys_user')
      .select('username')
      .where('username', 'in', ['admin', 'ua_admin2'])
      .where('status', '=', 1)
      .execute();
    expect(active).toHaveLength(1);
  });
});
