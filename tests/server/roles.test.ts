// Roles (api-contract §4.2): the generated list/add/queryById/export from schemas/models/sys_role.json
// and the hand-written edit, delete, deleteBatch, checkRoleCode and authorisation tree; the admin role
// is protected, a delete takes the role's links along in one transaction, and only role-code holders
// get in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buttonId, menuId, roleId } from '../../server/src/db/seed/rows.js';
import { newId } from '../../server/src/lib/ids.js';
import { ADMIN_PASSWORD, DIALECTS, body, buildTestApp, closeTestApp, loginToken } from './helpers.js';
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

describe.each(DIALECTS)('roles (%s)', (dialect) => {
  let app: FastifyInstance;
  let admin: Caller;
  let staff: Caller;
  let partner: Caller;
  const addRole = async (roleCode: string, roleName = `角色 ${roleCode}`) => {
    const res = await admin.send('POST', '/sys/role/add', { roleName, roleCode, description: '测试' });
    expect(body(res), res.body).toMatchObject({ success: true, message: '添加成功！' });
    return (body<Json>(res).result as Json).id as string;
  };
  const count = async (
    table: 'sys_user_role' | 'sys_role_permission' | 'sys_role',
    column: string,
    id: string,
  ) =>
    (
      await app.db
        .selectFrom(table)
        .select('id')
        .where(column as 'id', '=', id)
        .execute()
    ).length;

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    admin = caller(app, await loginToken(app, 'admin', ADMIN_PASSWORD));
    staff = await userCaller(app, 'role_staff', 'staff');
    partner = await userCaller(app, 'role_partner', 'partner');
  });
  afterAll(() => closeTestApp(app));

  it('lists roles as a page, filtered by name and code with * wildcards', async () => {
    const all = body<Page>(await admin.get('/sys/role/list?pageSize=50')).result;
    expect(all).toMatchObject({ current: 1, size: 50 });
    expect(all.records.map((r) => r.roleCode)).toEqual(expect.arrayContaining(['admin', 'staff', 'partner']));
    const byName = body<Page>(
      await admin.get(`/sys/role/list?roleName=${encodeURIComponent('*管理*')}`),
    ).result;
    expect(byName.records.map((r) => r.roleCode)).toEqual(['admin']);
    const byCode = body<Page>(await admin.get('/sys/role/list?roleCode=part*')).result;
    expect(byCode.records.map((r) => r.roleName)).toEqual(['合作伙伴']);
    const one = body<Json>(await admin.get(`/sys/role/queryById?id=${roleId('staff')}`)).result;
    expect(one).toMatchObject({ roleCode: 'staff', roleName: '员工' });
  });

  it('adds and edits roles with the contract messages, refusing bad fields by name', async () => {
    const id = await addRole('auditor');
    const dup = await admin.send('POST', '/sys/role/add', { roleName: 'x', roleCode: 'auditor' });
    expect(dup.statusCode).toBe(400);
    expect(body(dup).message).toContain('roleCode');
    const missing = await admin.send('POST', '/sys/role/add', { roleCode: 'nameless' });
    expect(missing.statusCode).toBe(400);
    expect(body(missing).message).toContain('roleName');
    const long = await admin.send('POST', '/sys/role/add', {
      roleName: 'x'.repeat(201),
      roleCode: 'longname',
    });
    expect(long.statusCode).toBe(400);
    expect(body(long).message).toContain('roleName');
    const nul = await admin.send('POST', '/sys/role/add', { roleName: 'a\u0000b', roleCode: 'nul_role' });
    expect(nul.statusCode).toBe(400);
    expect(body(nul).message).toBe('roleName: 不能包含空字符');
    const typed = await admin.send('POST', '/sys/role/add', { roleName: 5, roleCode: ['a'] });
    expect(typed.statusCode).toBe(400);
    expect(body(typed).message).toContain('roleCode');

    const edited = await admin.send('PUT', '/sys/role/edit', { id, roleName: '审计员', roleCode: 'auditor' });
    expect(body(edited), edited.body).toMatchObject({ success: true, message: '修改成功!' });
    expect(body<Json>(await admin.get(`/sys/role/queryById?id=${id}`)).result).toMatchObject({
      roleName: '审计员',
    });
    const taken = await admin.send('PUT', '/sys/role/edit', { id, roleName: '审计员', roleCode: 'staff' });
    expect(taken.statusCode).toBe(400);
    expect(body(taken).message).toContain('roleCode');
    const unknown = await admin.send('PUT', '/sys/role/edit', { id: 'nope', roleName: 'x', roleCode: 'y' });
    expect(unknown.statusCode).toBe(400);
    expect(body(unknown).message).toBe('id: 未找到对应角色！');
    const noId = await admin.send('PUT', '/sys/role/edit', { roleName: 'x' });
    expect(noId.statusCode).toBe(400);
    expect(body(noId).message).toContain('id');
    const adminCode = await admin.send('PUT', '/sys/role/edit', {
      id: roleId('admin'),
      roleName: '管理员',
      roleCode: 'root',
    });
    expect(adminCode.statusCode).toBe(400);
    expect(body(adminCode).message).toContain('roleCode');
    const notObject = await admin.send('PUT', '/sys/role/edit', [1, 2]);
    expect(notObject.statusCode).toBe(400);
  });

  it('checks role codes with the contract shape', async () => {
    const taken = body(await admin.get('/sys/role/checkRoleCode?roleCode=admin'));
    expect(taken).toMatchObject({ success: false, message: '角色编码已存在', result: true });
    const own = body(await admin.get(`/sys/role/checkRoleCode?id=${roleId('admin')}&roleCode=admin`));
    expect(own).toMatchObject({ success: true, result: true });
    expect(body(await admin.get('/sys/role/checkRoleCode?roleCode=free_code'))).toMatchObject({
      success: true,
      result: true,
    });
    expect((await admin.get('/sys/role/checkRoleCode')).statusCode).toBe(400);
  });

  it('gives the authorisation tree with every id, rule flags, menu types and the data-rule slot', async () => {
    const tree = body<{ treeList: Json[]; ids: string[] }>(await admin.get('/sys/role/queryTreeList')).result;
    expect(tree.ids).toContain(buttonId('role:add'));
    const system = tree.treeList.find((n) => n.key === menuId('/isystem'))!;
    expect(system).toMatchObject({
      title: '系统管理',
      value: menuId('/isystem'),
      isLeaf: false,
      ruleFlag: 0,
    });
    expect(system.scopedSlots).toEqual({ title: 'hasDatarule' });
    const roles = (system.children as Json[]).find((n) => n.key === menuId('/isystem/role'))!;
    expect(roles.parentId).toBe(menuId('/isystem'));
    expect((roles.children as Json[]).map((n) => n.key)).toContain(buttonId('role:delete'));
    // Menus and buttons are told apart by their menu type (the grant page shows buttons as such).
    expect(system.menuType).toBe(0);
    expect((roles.children as Json[]).find((n) => n.key === buttonId('role:delete'))!.menuType).toBe(2);
    const cases = tree.treeList
      .flatMap((n) => (n.children as Json[] | undefined) ?? [])
      .find((n) => n.key === menuId('/caseManage/list'))!;
    expect(cases.ruleFlag).toBe(1);
  });

  it('deletes a role with its user links and grants; refuses admin and unknown ids, deleting nothing', async () => {
    const id = await addRole('temp_role');
    const other = await addRole('temp_other');
    const staffUser = await app.db
      .selectFrom('sys_user')
      .select('id')
      .where('username', '=', 'role_staff')
      .executeTakeFirstOrThrow();
    await app.db
      .insertInto('sys_user_role')
      .values({ id: newId(), user_id: staffUser.id, role_id: id })
      .execute();
    await app.db
      .insertInto('sys_role_permission')
      .values({ id: newId(), role_id: id, permission_id: buttonId('role:list') })
      .execute();

    const withAdmin = await admin.send('DELETE', `/sys/role/deleteBatch?ids=${id},${roleId('admin')},`);
    expect(withAdmin.statusCode).toBe(400);
    expect(body(withAdmin).message).toBe('ids: 不能删除管理员角色');
    const withUnknown = await admin.send('DELETE', `/sys/role/deleteBatch?ids=${id},nope`);
    expect(withUnknown.statusCode).toBe(400);
    expect(body(withUnknown).message).toContain('ids');
    expect(await count('sys_role', 'id', id)).toBe(1);
    expect(await count('sys_user_role', 'role_id', id)).toBe(1);

    // The grant works until the role goes, then stops at the member's next request.
    expect((await staff.get('/sys/role/list')).statusCode).toBe(200);
    const deleted = await admin.send('DELETE', `/sys/role/delete?id=${id}`);
    expect(body(deleted)).toMatchObject({ success: true, message: '删除角色成功' });
    expect(await count('sys_role', 'id', id)).toBe(0);
    expect(await count('sys_user_role', 'role_id', id)).toBe(0);
    expect(await count('sys_role_permission', 'role_id', id)).toBe(0);
    expect((await staff.get('/sys/role/list')).statusCode).toBe(403);

    const batch = await admin.send('DELETE', `/sys/role/deleteBatch?ids=${other},`);
    expect(body(batch)).toMatchObject({ success: true });
    expect(await count('sys_role', 'id', other)).toBe(0);
    const adminOnly = await admin.send(
      'DELETE',
      `/sys/role/delete?id=${roleId('admin')}`,
      undefined,
      'en-US',
    );
    expect(adminOnly.statusCode).toBe(400);
    expect(body(adminOnly).message).toBe('id: the admin role cannot be deleted');
    expect((await admin.send('DELETE', '/sys/role/delete')).statusCode).toBe(400);
    expect((await admin.send('DELETE', `/sys/role/deleteBatch?ids=${'a,'.repeat(1001)}`)).statusCode).toBe(
      400,
    );
    expect((await admin.send('DELETE', "/sys/role/delete?id=x' or 1=1")).statusCode).toBe(400);
  });

  it('exports roles as a workbook', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/sys/role/exportXls',
      headers: { 'x-access-token': admin.token },
    });
    expect(res.statusCode).toBe(200);
    const rows = await sheetRows(res.rawPayload);
    expect(rows.flat()).toEqual(expect.arrayContaining(['admin', 'staff']));
  });

  it('imports roles, refusing the whole file when a code is taken', async () => {
    const upload = async (rows: unknown[][]) => {
      const form = multipart(await workbook(['角色名称', '角色编码', '描述'], rows));
      return app.inject({
        method: 'POST',
        url: '/api/sys/role/importExcel',
        headers: { 'x-access-token': admin.token, ...form.headers },
        payload: form.payload,
      });
    };
    const taken = await upload([
      ['导入角色', 'imported_role', '说明'],
      ['重复', 'admin', '说明'],
    ]);
    expect(body(taken).success).toBe(false);
    expect(JSON.stringify(body(taken).result)).toContain('roleCode');
    expect(body<Page>(await admin.get('/sys/role/list?roleCode=imported_role')).result.total).toBe(0);
    const good = await upload([['导入角色', 'imported_role', '说明']]);
    expect(body(good).success, good.body).toBe(true);
    expect(body<Page>(await admin.get('/sys/role/list?roleCode=imported_role')).result.total).toBe(1);
  });

  it('answers 403 to staff and partners', async () => {
    for (const who of [staff, partner]) {
      expect((await who.get('/sys/role/list')).statusCode).toBe(403);
      expect((await who.get('/sys/role/queryTreeList')).statusCode).toBe(403);
      expect((await who.get('/sys/role/checkRoleCode?roleCode=x')).statusCode).toBe(403);
      expect((await who.send('POST', '/sys/role/add', { roleName: 'x', roleCode: 'x' })).statusCode).toBe(
        403,
      );
      expect((await who.send('PUT', '/sys/role/edit', { id: roleId('staff') })).statusCode).toBe(403);
      expect((await who.send('DELETE', `/sys/role/delete?id=${roleId('staff')}`)).statusCode).toBe(403);
    }
  });
});
