// Menus and grants (api-contract §4.3): the list screen's trees and levels, add/edit with JeecgBoot's
// normalisation and leaf flags, cycles and bad input refused by field, physical subtree deletes, and
// role/department grants that change what a user of the role gets from the next request on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buttonId, departId, menuId, roleId } from '../../server/src/db/seed/rows.js';
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

const SYSTEM = menuId('/isystem');
const ROLES = menuId('/isystem/role');

describe.each(DIALECTS)('menus and grants (%s)', (dialect) => {
  let app: FastifyInstance;
  let admin: Caller;
  let staff: Caller;
  let partner: Caller;
  const row = (id: string) =>
    app.db.selectFrom('sys_permission').selectAll().where('id', '=', id).executeTakeFirst();
  const add = async (menu: Json) => {
    const res = await admin.send('POST', '/sys/permission/add', menu);
    expect(body(res), res.body).toMatchObject({ success: true, message: '添加成功！' });
    return (body<Json>(res).result as Json).id as string;
  };
  const grants = async (role: string) =>
    body<string[]>(await admin.get(`/sys/permission/queryRolePermission?roleId=${role}`)).result;
  const codes = async (who: Caller) =>
    (body<{ auth: Json[] }>(await who.get('/sys/permission/getUserPermissionByToken')).result.auth ?? []).map(
      (a) => a.action,
    );

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    admin = caller(app, await loginToken(app, 'admin', ADMIN_PASSWORD));
    staff = await userCaller(app, 'menu_staff', 'staff');
    partner = await userCaller(app, 'menu_partner', 'partner');
  });
  afterAll(() => closeTestApp(app));

  it('lists the whole tree, one level and several levels', async () => {
    const tree = body<Json[]>(await admin.get('/sys/permission/list')).result;
    const system = tree.find((n) => n.id === SYSTEM)!;
    expect(system).toMatchObject({ key: SYSTEM, title: '系统管理', leaf: false, isLeaf: false, menuType: 0 });
    const roles = (system.children as Json[]).find((n) => n.id === ROLES)!;
    expect(roles).toMatchObject({
      component: 'system/RoleList',
      route: true,
      hidden: false,
      keepAlive: false,
    });
    const button = (roles.children as Json[]).find((n) => n.perms === 'role:add')!;
    expect(button).toMatchObject({ menuType: 2, isLeaf: true, permsType: '1', status: '1' });
    expect(button.children).toBeUndefined();
    const sorts = tree.map((n) => n.sortNo as number);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    const found = body<Json[]>(
      await admin.get(`/sys/permission/list?name=${encodeURIComponent('角色')}`),
    ).result;
    expect(found.map((n) => n.id)).toContain(ROLES);
    expect(found.every((n) => n.isLeaf === true)).toBe(true);

    const top = body<Json[]>(await admin.get('/sys/permission/getSystemMenuList')).result;
    expect(top.every((n) => n.menuType === 0)).toBe(true);
    const sub = body<Json[]>(await admin.get(`/sys/permission/getSystemSubmenu?parentId=${SYSTEM}`)).result;
    expect(sub.map((n) => n.id)).toContain(ROLES);
    const unknown = await admin.get('/sys/permission/getSystemSubmenu?parentId=nope');
    expect(unknown.statusCode).toBe(400);
    expect(body(unknown).message).toBe('parentId: 未找到菜单信息');
    const batch = body<Record<string, Json[]>>(
      await admin.get(`/sys/permission/getSystemSubmenuBatch?parentIds=${SYSTEM},${ROLES},`),
    );
    expect(batch.code).toBe(200);
    expect(batch.result[ROLES]!.map((n) => n.perms)).toContain('role:edit');
    expect((await admin.get('/sys/permission/getSystemSubmenuBatch')).statusCode).toBe(400);

    const picker = body<{ treeList: Json[]; ids: string[] }>(
      await admin.get('/sys/permission/queryTreeList'),
    ).result;
    expect(picker.ids).toContain(ROLES);
    expect(picker.treeList.find((n) => n.key === SYSTEM)).toMatchObject({ label: '系统管理', value: SYSTEM });
    const level = body<Json[]>(await admin.get(`/sys/permission/queryListAsync?pid=${SYSTEM}`)).result;
    expect(level.map((n) => n.key)).toContain(ROLES);
    const first = body<Json[]>(await admin.get('/sys/permission/queryListAsync')).result;
    expect(first.map((n) => n.key)).toContain(SYSTEM);
    const all = body<string[]>(await admin.get('/sys/permission/loadAllRoleIds')).result;
    expect(all).toEqual(expect.arrayContaining(picker.ids));
  });

  it('adds with the contract normalisation and keeps leaf flags right on add and move', async () => {
    const group = await add({ name: '报表', menuType: 0, url: 'report', parentId: SYSTEM, sortNo: 99 });
    expect(await row(group)).toMatchObject({
      component: 'layouts/RouteView',
      url: '/report',
      parent_id: null,
    });
    const page = await add({
      name: '报表列表',
      menuType: 1,
      parentId: group,
      component: '/views/report/ReportList.vue',
      url: 'report/list.vue',
      keepAlive: true,
      route: 1,
    });
    expect(await row(page)).toMatchObject({
      component: 'report/ReportList',
      url: '/report/list',
      keep_alive: 1,
      is_leaf: 1,
    });
    expect((await row(group))!.is_leaf).toBe(0);
    const link = await add({ name: '外链', menuType: 1, parentId: group, url: 'https://example.com/a.vue' });
    expect((await row(link))!.url).toBe('https://example.com/a');
    const tpl = await add({ name: '模板', menuType: 1, parentId: group, url: "{{ window._CONFIG['x'] }}/y" });
    expect((await row(tpl))!.url).toBe("{{ window._CONFIG['x'] }}/y");

    // Move the page under 系统管理: the group keeps a child (link), then loses its last ones.
    const moved = await admin.send('PUT', '/sys/permission/edit', {
      id: page,
      parentId: SYSTEM,
      name: '报表页',
    });
    expect(body(moved)).toMatchObject({ success: true, message: '修改成功!' });
    expect(await row(page)).toMatchObject({
      parent_id: SYSTEM,
      name: '报表页',
      component: 'report/ReportList',
    });
    expect((await row(group))!.is_leaf).toBe(0);
    await admin.send('PUT', '/sys/permission/edit', { id: link, parentId: page });
    await admin.send('PUT', '/sys/permission/edit', { id: tpl, parentId: page });
    expect((await row(group))!.is_leaf).toBe(1);
    expect((await row(page))!.is_leaf).toBe(0);
  });

  it('refuses cycles, unknown ids, bad types and missing fields by name, changing nothing', async () => {
    const parent = await add({ name: '父', menuType: 1, parentId: SYSTEM });
    const child = await add({ name: '子', menuType: 1, parentId: parent });
    const self = await admin.send('PUT', '/sys/permission/edit', { id: parent, parentId: parent });
    expect(self.statusCode).toBe(400);
    expect(body(self).message).toBe('parentId: 不能选择自身或下级菜单作为上级菜单');
    const below = await admin.send('PUT', '/sys/permission/edit', { id: parent, parentId: child });
    expect(below.statusCode).toBe(400);
    expect((await row(parent))!.parent_id).toBe(SYSTEM);
    const cases: [Json, string][] = [
      [{ menuType: 1, parentId: SYSTEM }, 'name'],
      [{ name: 'x', parentId: SYSTEM }, 'menuType'],
      [{ name: 'x', menuType: 1 }, 'parentId'],
      [{ name: 'x', menuType: 1, parentId: 'nope' }, 'parentId'],
      [{ name: 'x', menuType: 1, parentId: buttonId('role:add') }, 'parentId'],
      [{ name: 'x'.repeat(256), menuType: 1, parentId: SYSTEM }, 'name'],
      [{ name: 'x', menuType: 7, parentId: SYSTEM }, 'menuType'],
      [{ name: 'x', menuType: 1, parentId: SYSTEM, hidden: 'yes' }, 'hidden'],
      [{ name: 'x', menuType: 1, parentId: SYSTEM, sortNo: {} }, 'sortNo'],
      [{ name: ['x'], menuType: 1, parentId: SYSTEM }, 'name'],
      [{ name: 'x', menuType: 2, parentId: SYSTEM, status: '9' }, 'status'],
      [{ name: 'a\u0000b', menuType: 1, parentId: SYSTEM }, 'name'],
      [{ name: 'x', menuType: 1, parentId: SYSTEM, url: 'u'.repeat(255) }, 'url'],
    ];
    for (const [menu, field] of cases) {
      const res = await admin.send('POST', '/sys/permission/add', menu);
      expect(res.statusCode, JSON.stringify(menu)).toBe(400);
      expect(body(res).message).toContain(field);
    }
    const unknown = await admin.send('PUT', '/sys/permission/edit', { id: 'nope', name: 'x' });
    expect(unknown.statusCode).toBe(400);
    expect(body(unknown).message).toBe('id: 未找到菜单信息');
    expect((await admin.send('POST', '/sys/permission/add', [{ name: 'x' }])).statusCode).toBe(400);
    expect((await admin.get('/sys/permission/list?name=a%00b')).statusCode).toBe(400);
    expect((await admin.send('PUT', '/sys/permission/edit', { name: 'x' })).statusCode).toBe(400);
  });

  it('deletes a subtree with its data rules and grants; the parent becomes a leaf', async () => {
    const parent = await add({ name: '待删父', menuType: 1, parentId: ROLES });
    expect((await row(ROLES))!.is_leaf).toBe(0);
    const leafParent = await add({ name: '叶父', menuType: 1, parentId: SYSTEM });
    const top = await add({ name: '待删', menuType: 1, parentId: leafParent });
    const button = await add({ name: '按钮', menuType: 2, parentId: top, perms: 'temp:do' });
    const rule = newId();
    await app.db
      .insertInto('sys_permission_data_rule')
      .values({
        id: rule,
        permission_id: top,
        rule_name: 'r',
        rule_column: 'createBy',
        rule_conditions: '=',
        rule_value: 'x',
        status: '1',
      })
      .execute();
    await app.db
      .insertInto('sys_role_permission')
      .values({ id: newId(), role_id: roleId('staff'), permission_id: button })
      .execute();
    await app.db
      .insertInto('sys_depart_permission')
      .values({ id: newId(), depart_id: departId('A01'), permission_id: top })
      .execute();

    const refused = await admin.send('DELETE', `/sys/permission/deleteBatch?ids=${top},nope`);
    expect(refused.statusCode).toBe(400);
    expect(body(refused).message).toBe('ids: 未找到菜单信息');
    expect(await row(button)).toBeDefined();

    const res = await admin.send('DELETE', `/sys/permission/delete?id=${top}`);
    expect(body(res)).toMatchObject({ success: true, message: '删除成功!' });
    expect(await row(top)).toBeUndefined();
    expect(await row(button)).toBeUndefined();
    expect(
      await app.db
        .selectFrom('sys_permission_data_rule')
        .select('id')
        .where('id', '=', rule)
        .executeTakeFirst(),
    ).toBeUndefined();
    expect(
      await app.db
        .selectFrom('sys_role_permission')
        .select('id')
        .where('permission_id', '=', button)
        .executeTakeFirst(),
    ).toBeUndefined();
    expect(
      await app.db
        .selectFrom('sys_depart_permission')
        .select('id')
        .where('permission_id', '=', top)
        .executeTakeFirst(),
    ).toBeUndefined();
    expect((await row(leafParent))!.is_leaf).toBe(1);

    const batch = await admin.send('DELETE', `/sys/permission/deleteBatch?ids=${parent},${leafParent},`);
    expect(body(batch).success).toBe(true);
    expect((await row(ROLES))!.is_leaf).toBe(0);
  });

  it('shows a menu change on the next permission fetch', async () => {
    const edited = await admin.send('PUT', '/sys/permission/edit', { id: ROLES, name: '角色维护' });
    expect(body(edited).success).toBe(true);
    const menu = body<{ menu: Json[] }>(await admin.get('/sys/permission/getUserPermissionByToken')).result
      .menu;
    const system = menu.find((m) => m.id === SYSTEM)!;
    const roles = (system.children as Json[]).find((m) => m.id === ROLES)!;
    expect((roles.meta as Json).title).toBe('角色维护');
  });

  it('saves role grants as a diff; a user of the role gets the change from the next request', async () => {
    const before = await grants(roleId('staff'));
    expect(before).not.toContain(buttonId('role:list'));
    expect((await staff.get('/sys/role/list')).statusCode).toBe(403);
    const kept = before[0]!;
    await app.db
      .updateTable('sys_role_permission')
      .set({ data_rule_ids: 'keep-me' })
      .where('role_id', '=', roleId('staff'))
      .where('permission_id', '=', kept)
      .execute();

    const now = [...before, ROLES, buttonId('role:list')];
    const saved = await admin.send('POST', '/sys/permission/saveRolePermission', {
      roleId: roleId('staff'),
      permissionIds: now.join(','),
      lastpermissionIds: before.join(','),
    });
    expect(body(saved)).toMatchObject({ success: true, message: '保存成功！' });
    expect(await grants(roleId('staff'))).toEqual(expect.arrayContaining(now));
    const grant = await app.db
      .selectFrom('sys_role_permission')
      .selectAll()
      .where('role_id', '=', roleId('staff'))
      .where('permission_id', '=', buttonId('role:list'))
      .executeTakeFirstOrThrow();
    expect(grant.operate_date).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(grant.operate_ip).toBeTruthy();
    const keptRow = await app.db
      .selectFrom('sys_role_permission')
      .select('data_rule_ids')
      .where('role_id', '=', roleId('staff'))
      .where('permission_id', '=', kept)
      .executeTakeFirstOrThrow();
    expect(keptRow.data_rule_ids).toBe('keep-me');
    expect(await codes(staff)).toContain('role:list');
    expect((await staff.get('/sys/role/list')).statusCode).toBe(200);

    const revoked = await admin.send('POST', '/sys/permission/saveRolePermission', {
      roleId: roleId('staff'),
      permissionIds: before.join(','),
      lastpermissionIds: now.join(','),
    });
    expect(body(revoked).success).toBe(true);
    expect(await codes(staff)).not.toContain('role:list');
    expect((await staff.get('/sys/role/list')).statusCode).toBe(403);
  });

  it('refuses bad grant input and grants the caller does not hold', async () => {
    const bad: [Json, string][] = [
      [{ permissionIds: '' }, 'roleId'],
      [{ roleId: 'nope', permissionIds: '' }, 'roleId'],
      [{ roleId: roleId('staff') }, 'permissionIds'],
      [{ roleId: roleId('staff'), permissionIds: 5 }, 'permissionIds'],
      [{ roleId: roleId('staff'), permissionIds: 'no-such-menu' }, 'permissionIds'],
      [{ roleId: roleId('staff'), permissionIds: "x' or '1'='1" }, 'permissionIds'],
      [
        { roleId: roleId('staff'), permissionIds: Array.from({ length: 1001 }, (_, i) => `p${i}`).join(',') },
        'permissionIds',
      ],
    ];
    for (const [payload, field] of bad) {
      const res = await admin.send('POST', '/sys/permission/saveRolePermission', payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(body(res).message).toContain(field);
    }
    expect((await admin.get('/sys/permission/queryRolePermission?roleId=nope')).statusCode).toBe(400);

    // A delegate holding role:edit (and the role screen) but not user:add.
    const delegateRole = newId();
    await app.db
      .insertInto('sys_role')
      .values({ id: delegateRole, role_name: '授权员', role_code: 'delegate' })
      .execute();
    for (const permission of [ROLES, buttonId('role:edit')])
      await app.db
        .insertInto('sys_role_permission')
        .values({ id: newId(), role_id: delegateRole, permission_id: permission })
        .execute();
    const delegateId = await createUser(app, { username: 'delegate_user', password: 'Delegate-Passw0rd' });
    await app.db
      .insertInto('sys_user_role')
      .values({ id: newId(), user_id: delegateId, role_id: delegateRole })
      .execute();
    const delegate = caller(app, await loginToken(app, 'delegate_user', 'Delegate-Passw0rd'));

    const before = await grants(roleId('partner'));
    const climb = await delegate.send('POST', '/sys/permission/saveRolePermission', {
      roleId: roleId('partner'),
      permissionIds: [...before, buttonId('user:add')].join(','),
      lastpermissionIds: before.join(','),
    });
    expect(climb.statusCode).toBe(403);
    expect(body(climb).message).toContain('permissionIds');
    expect(await grants(roleId('partner'))).not.toContain(buttonId('user:add'));
    const held = await delegate.send('POST', '/sys/permission/saveRolePermission', {
      roleId: roleId('partner'),
      permissionIds: [...before, ROLES].join(','),
      lastpermissionIds: before.join(','),
    });
    expect(body(held).success).toBe(true);
    const adminRole = await delegate.send('POST', '/sys/permission/saveRolePermission', {
      roleId: roleId('admin'),
      permissionIds: '',
      lastpermissionIds: ROLES,
    });
    expect(adminRole.statusCode).toBe(403);
    expect(body(adminRole).message).toContain('roleId');
  });

  it('saves and reads department grants', async () => {
    const depart = departId('A01');
    expect(
      body<string[]>(await admin.get(`/sys/permission/queryDepartPermission?departId=${depart}`)).result,
    ).toEqual([]);
    const saved = await admin.send('POST', '/sys/permission/saveDepartPermission', {
      departId: depart,
      permissionIds: `${SYSTEM},${ROLES}`,
      lastpermissionIds: '',
    });
    expect(body(saved)).toMatchObject({ success: true, message: '保存成功！' });
    const again = await admin.send('POST', '/sys/permission/saveDepartPermission', {
      departId: depart,
      permissionIds: `${ROLES}`,
      lastpermissionIds: `${SYSTEM},${ROLES}`,
    });
    expect(body(again).success).toBe(true);
    expect(
      body<string[]>(await admin.get(`/sys/permission/queryDepartPermission?departId=${depart}`)).result,
    ).toEqual([ROLES]);
    const unknown = await admin.send('POST', '/sys/permission/saveDepartPermission', {
      departId: 'nope',
      permissionIds: '',
    });
    expect(unknown.statusCode).toBe(400);
    expect(body(unknown).message).toContain('departId');
  });

  it('answers 403 to staff and partners', async () => {
    for (const who of [staff, partner]) {
      for (const url of [
        '/sys/permission/list',
        '/sys/permission/getSystemMenuList',
        `/sys/permission/getSystemSubmenu?parentId=${SYSTEM}`,
        '/sys/permission/queryTreeList',
        `/sys/permission/queryRolePermission?roleId=${roleId('staff')}`,
        `/sys/permission/queryDepartPermission?departId=${departId('A01')}`,
      ])
        expect((await who.get(url)).statusCode, url).toBe(403);
      expect((await who.send('POST', '/sys/permission/add', { name: 'x', menuType: 0 })).statusCode).toBe(
        403,
      );
      expect((await who.send('PUT', '/sys/permission/edit', { id: SYSTEM })).statusCode).toBe(403);
      expect((await who.send('DELETE', `/sys/permission/delete?id=${SYSTEM}`)).statusCode).toBe(403);
      const grant = await who.send('POST', '/sys/permission/saveRolePermission', {
        roleId: roleId('staff'),
        permissionIds: buttonId('user:add'),
      });
      expect(grant.statusCode).toBe(403);
    }
  });
});
