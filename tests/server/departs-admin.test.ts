// Department administration (SPEC §7 department helpers, api-contract §4.4, §5.5): generated hierarchical
// org codes (also under concurrent adds), moves that recode a subtree, refused cycles and deletes of
// departments with users, the tree reads, and 403 for staff and partners.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { departId, menuId } from '../../server/src/db/seed/rows.js';
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

type Node = { key: string; title: string; orgCode?: string; isLeaf: boolean; children?: Node[] };

describe.each(DIALECTS)('department administration (%s)', (dialect) => {
  let app: FastifyInstance;
  let admin: Caller;
  let staff: Caller;
  let partner: Caller;
  const add = async (payload: Json) => {
    const res = await admin.send('POST', '/sys/sysDepart/add', payload);
    expect(body(res).success, res.body).toBe(true);
    return body<{ id: string; orgCode: string; orgType: string }>(res).result;
  };
  const codeOf = async (id: string) =>
    (await app.db.selectFrom('sys_depart').select('org_code').where('id', '=', id).executeTakeFirstOrThrow())
      .org_code;
  const departCount = async () =>
    Number(
      (
        await app.db
          .selectFrom('sys_depart')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirst()
      )?.n,
    );

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    admin = caller(app, await loginToken(app, 'admin', ADMIN_PASSWORD));
    staff = await userCaller(app, 'da_staff', 'staff');
    partner = await userCaller(app, 'da_partner', 'partner');
  });
  afterAll(() => closeTestApp(app));

  it('generates hierarchical org codes and depths', async () => {
    const top = await add({ departName: '研发中心', orgCategory: '1' });
    expect(top).toMatchObject({ orgCode: 'A03', orgType: '1', departName: '研发中心' });
    const child = await add({ departName: '平台组', parentId: departId('A01'), departOrder: 4 });
    expect(child).toMatchObject({ orgCode: 'A01A04', orgType: '2' });
    const grandChild = await add({ departName: '平台一组', parentId: child.id });
    expect(grandChild.orgCode).toBe('A01A04A01');
    const log = await app.db
      .selectFrom('sys_log')
      .select('log_content')
      .where('log_type', '=', 2)
      .where('log_content', 'like', '%平台一组%')
      .execute();
    expect(log).toHaveLength(1);
  });

  it('gives concurrent adds under one parent distinct codes', async () => {
    const parent = departId('A02');
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        admin.send('POST', '/sys/sysDepart/add', { departName: `并发${i}`, parentId: parent }),
      ),
    );
    for (const res of results) expect(res.statusCode, res.body).toBe(200);
    const codes = results.map((r) => body<{ orgCode: string }>(r).result.orgCode).sort();
    expect(codes).toEqual(Array.from({ length: 12 }, (_, i) => `A02A${String(i + 2).padStart(2, '0')}`));
  });

  it('refuses bad input naming the field and writes nothing', async () => {
    const before = await departCount();
    const cases: [Json, string][] = [
      [{}, 'departName'],
      [{ departName: 'x'.repeat(101) }, 'departName'],
      [{ departName: ['x'] }, 'departName'],
      [{ departName: '   ' }, 'departName'],
      [{ departName: 'x', parentId: 'nope' }, 'parentId'],
      [{ departName: 'x', orgCategory: '9' }, 'orgCategory'],
      [{ departName: 'x', departOrder: 'first' }, 'departOrder'],
    ];
    for (const [payload, field] of cases) {
      const res = await admin.send('POST', '/sys/sysDepart/add', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(body(res).message).toContain(field);
    }
    expect(await departCount()).toBe(before);
    const many = Array.from({ length: 1001 }, (_, i) => `d${i}`).join(',');
    const tooMany = await admin.send('DELETE', `/sys/sysDepart/deleteBatch?ids=${many}`);
    expect(tooMany.statusCode).toBe(400);
    expect(body(tooMany).message).toContain('ids');
  });

  it('moves a department with its subtree and refuses a parent at or below it', async () => {
    const parent = await add({ departName: '迁移部门' });
    const child = await add({ departName: '迁移子部门', parentId: parent.id });
    for (const target of [parent.id, child.id]) {
      const res = await admin.send('PUT', '/sys/sysDepart/edit', { id: parent.id, parentId: target });
      expect(res.statusCode).toBe(400);
      expect(body(res).message).toContain('parentId');
    }
    const moved = await admin.send('PUT', '/sys/sysDepart/edit', {
      id: parent.id,
      parentId: departId('A01A01'),
      departName: '已迁移',
    });
    expect(body(moved)).toMatchObject({ success: true, message: '修改成功!' });
    expect(await codeOf(parent.id)).toBe('A01A01A01');
    expect(await codeOf(child.id)).toBe('A01A01A01A01');
    const parents = body<Record<string, string[]>>(
      await admin.get(`/sys/sysDepart/queryAllParentId?departId=${child.id}`),
    );
    expect(parents.result[child.id]).toEqual([departId('A01'), departId('A01A01'), parent.id]);
    const names = body<Json[]>(await admin.get(`/sys/sysDepart/queryParentName?departId=${child.id}`)).result;
    expect(names.map((n) => n.departName)).toEqual(['总部', '技术支持部', '已迁移', '迁移子部门']);
  });

  it('refuses deleting a department that still has users; deletes a subtree otherwise', async () => {
    const busy = await admin.send('DELETE', `/sys/sysDepart/delete?id=${departId('A01A01')}`);
    expect(busy.statusCode).toBe(400);
    expect(body(busy).message).toContain('id');
    const root = await add({ departName: '待删除' });
    const leaf = await add({ departName: '待删除子部门', parentId: root.id });
    const res = await admin.send('DELETE', `/sys/sysDepart/deleteBatch?ids=${root.id},`);
    expect(body(res)).toMatchObject({ success: true, message: '删除成功!' });
    const left = await app.db
      .selectFrom('sys_depart')
      .select('id')
      .where('id', 'in', [root.id, leaf.id])
      .execute();
    expect(left).toEqual([]);
    const again = await admin.send('DELETE', `/sys/sysDepart/delete?id=${root.id}`);
    expect(again.statusCode).toBe(400);
  });

  it('serves the trees, a lazy level, searches and a superior’s own departments', async () => {
    const idTree = body<Node[]>(await staff.get('/sys/sysDepart/queryIdTree')).result;
    // Siblings in depart_order: departments added above (order 0) come before the seeded ones.
    const hq = idTree.find((n) => n.title === '总部')!;
    expect(Object.keys(hq).sort()).toEqual(['children', 'isLeaf', 'key', 'title', 'value']);
    expect(hq.children!.map((n) => n.title).slice(-3)).toEqual(['客户服务部', '销售部', '平台组']);
    const roots = body<Node[]>(await staff.get('/sys/sysDepart/queryDepartTreeSync')).result;
    expect(roots.find((n) => n.title === '总部')).toMatchObject({ isLeaf: false });
    const level = body<Node[]>(
      await staff.get(`/sys/sysDepart/queryDepartTreeSync?pid=${departId('A01')}&primaryKey=orgCode`),
    ).result;
    expect(level.map((n) => n.key)).toContain('A01A02');
    const found = body<Node[]>(
      await staff.get(`/sys/sysDepart/searchBy?keyWord=${encodeURIComponent('客户')}`),
    );
    expect(found.result.map((n) => n.title)).toEqual(['客户服务部']);
    const none = body(await staff.get('/sys/sysDepart/searchBy?keyWord=zzz'));
    expect(none).toMatchObject({ success: false, message: '未查询匹配数据！' });
    const list = body<{ records: Json[]; total: number }>(
      await staff.get('/sys/sysDepart/list?orgCode=A01&pageSize=2'),
    ).result;
    expect(list.records).toHaveLength(2);
    expect(list.total).toBeGreaterThan(2);

    const plain = body(await staff.get('/sys/sysDepart/queryMyDeptTreeList'));
    expect(plain).toMatchObject({ success: true, message: '1', result: null });
    const head = await admin.send('POST', '/sys/user/add', {
      username: 'da_head',
      realname: '主管',
      password: 'Head-Passw0rd',
      userIdentity: 2,
      departIds: departId('A01A02'),
      selecteddeparts: departId('A01A02'),
    });
    expect(body(head).success).toBe(true);
    const headCaller = caller(app, await loginToken(app, 'da_head', 'Head-Passw0rd'));
    const mine = body<Node[]>(await headCaller.get('/sys/sysDepart/queryMyDeptTreeList'));
    expect(mine.message).toBe('2');
    expect(mine.result.map((n) => n.title)).toEqual(['客户服务部']);
  });

  it('reads one department and one department role by id for their edit forms (404 naming id)', async () => {
    const read = await admin.get(`/sys/sysDepart/queryById?id=${departId('A01')}`);
    expect(body<Json>(read).result).toMatchObject({ id: departId('A01'), orgCode: 'A01', orgCategory: '1' });
    const gone = await admin.get('/sys/sysDepart/queryById?id=nope');
    expect(gone.statusCode).toBe(404);
    expect(body(gone).message).toContain('id');
    expect((await admin.get('/sys/sysDepart/queryById')).statusCode).toBe(400);
    const role = body<{ id: string }>(
      await admin.send('POST', '/sys/sysDepartRole/add', {
        departId: departId('A01'),
        roleName: '读取',
        roleCode: 'read_one',
      }),
    ).result;
    const found = await admin.get(`/sys/sysDepartRole/queryById?id=${role.id}`);
    expect(body<Json>(found).result).toMatchObject({ roleCode: 'read_one', departId: departId('A01') });
    const missing = await admin.get('/sys/sysDepartRole/queryById?id=nope');
    expect(missing.statusCode).toBe(404);
    expect(body(missing).message).toContain('id');
    expect((await staff.get(`/sys/sysDepartRole/queryById?id=${role.id}`)).statusCode).toBe(403);
    expect(body(await admin.send('DELETE', `/sys/sysDepartRole/delete?id=${role.id}`)).success).toBe(true);
  });

  it('keeps changes to department administrators (403 for staff and partners)', async () => {
    for (const who of [staff, partner]) {
      expect((await who.send('POST', '/sys/sysDepart/add', { departName: 'x' })).statusCode).toBe(403);
      expect(
        (await who.send('PUT', '/sys/sysDepart/edit', { id: departId('A01'), departName: 'x' })).statusCode,
      ).toBe(403);
      expect((await who.send('DELETE', `/sys/sysDepart/delete?id=${departId('A01A03')}`)).statusCode).toBe(
        403,
      );
    }
  });

  it('manages department roles, their members and their menus within the department ceiling', async () => {
    const dep = departId('A01A03');
    const added = await admin.send('POST', '/sys/sysDepartRole/add', {
      departId: dep,
      roleName: '销售主管',
      roleCode: 'sales_lead',
    });
    expect(body(added)).toMatchObject({ success: true, message: '添加成功！' });
    const roleId = body<{ id: string }>(added).result.id;
    const dup = await admin.send('POST', '/sys/sysDepartRole/add', {
      departId: dep,
      roleName: 'x',
      roleCode: 'sales_lead',
    });
    expect(dup.statusCode).toBe(400);
    expect(body(dup).message).toContain('roleCode');
    const missing = await admin.send('POST', '/sys/sysDepartRole/add', {
      departId: 'nope',
      roleName: 'x',
      roleCode: 'y',
    });
    expect(body(missing).message).toContain('departId');
    const page = body<{ records: Json[]; total: number }>(
      await admin.get(`/sys/sysDepartRole/list?deptId=${dep}`),
    ).result;
    expect(page.records.map((r) => r.roleCode)).toEqual(['sales_lead']);
    expect(
      body(await admin.send('PUT', '/sys/sysDepartRole/edit', { id: roleId, roleName: '销售经理' })).success,
    ).toBe(true);

    const user = (
      await app.db
        .selectFrom('sys_user')
        .select('id')
        .where('username', '=', 'da_staff')
        .executeTakeFirstOrThrow()
    ).id;
    const assign = await admin.send('POST', '/sys/sysDepartRole/deptRoleUserAdd', {
      userId: user,
      newRoleId: `${roleId},`,
    });
    expect(body(assign).success).toBe(true);
    const held = body<Json[]>(
      await admin.get(`/sys/sysDepartRole/getDeptRoleByUserId?userId=${user}&departId=${dep}`),
    ).result;
    expect(held.map((h) => h.droleId)).toEqual([roleId]);
    const list = body<Json[]>(
      await admin.get(`/sys/sysDepartRole/getDeptRoleList?departId=${dep}&userId=${user}`),
    ).result;
    expect(list[0]).toMatchObject({ roleName: '销售经理' });

    const menu = menuId('/isystem/user');
    const outside = await admin.send('POST', '/sys/sysDepartPermission/saveDeptRolePermission', {
      roleId,
      permissionIds: menu,
      lastpermissionIds: '',
    });
    expect(outside.statusCode).toBe(400);
    expect(body(outside).message).toContain('permissionIds');
    await app.db
      .insertInto('sys_depart_permission')
      .values({ id: newId(), depart_id: dep, permission_id: menu })
      .execute();
    const tree = body<{ treeList: Json[]; ids: string[] }>(
      await admin.get(`/sys/sysDepartPermission/queryTreeListForDeptRole?departId=${dep}`),
    ).result;
    expect(tree.ids).toEqual([menu]);
    const saved = await admin.send('POST', '/sys/sysDepartPermission/saveDeptRolePermission', {
      roleId,
      permissionIds: menu,
      lastpermissionIds: '',
    });
    expect(body(saved)).toMatchObject({ success: true, message: '保存成功！' });
    // The department role's menus are the member's from their next permission fetch.
    const fetched = body<{ menu: Json[] }>(
      await staff.get('/sys/permission/getUserPermissionByToken'),
    ).result;
    expect(JSON.stringify(fetched.menu)).toContain('/isystem/user');
    expect(
      body<string[]>(await admin.get(`/sys/sysDepartPermission/queryDeptRolePermission?roleId=${roleId}`))
        .result,
    ).toEqual([menu]);
    expect((await staff.get(`/sys/sysDepartRole/list?deptId=${dep}`)).statusCode).toBe(403);

    expect(body(await admin.send('DELETE', `/sys/sysDepartRole/deleteBatch?ids=${roleId}`)).success).toBe(
      true,
    );
    const links = await app.db
      .selectFrom('sys_depart_role_user')
      .select('id')
      .where('drole_id', '=', roleId)
      .execute();
    expect(links).toEqual([]);
  });

  it('exports departments and imports a tree from org codes, with per-row errors', async () => {
    const exported = await app.inject({
      method: 'GET',
      url: '/api/sys/sysDepart/exportXls',
      headers: { 'x-access-token': admin.token },
    });
    const rows = await sheetRows(exported.rawPayload);
    expect(rows[0]![0]).toBe('部门列表数据');
    expect(rows[2]!.slice(0, 5)).toEqual(['部门名称', '英文名称', '缩写', '机构编码', '上级编码']);
    expect(rows.find((r) => r[3] === 'A01A01')).toEqual(
      expect.arrayContaining(['技术支持部', 'A01', '部门']),
    );

    const post = (file: Buffer, query = '') => {
      const form = multipart(file);
      return app.inject({
        method: 'POST',
        url: `/api/sys/sysDepart/importExcel${query}`,
        headers: { 'x-access-token': admin.token, ...form.headers },
        payload: form.payload,
      });
    };
    const header = ['部门名称', '机构编码', '上级编码', '机构类别'];
    const bad = await workbook(header, [
      ['导入子部门', 'X01X01', 'X01', '部门'],
      ['导入公司', 'X01', '', '公司'],
      ['', 'X02', '', ''],
      ['孤儿', 'Y01Y01', 'Y01', ''],
    ]);
    const refused = await post(bad);
    expect(refused.statusCode).toBe(400);
    const summary = body<{ errors: { row: number; field: string; message: string }[] }>(refused).result;
    expect(summary.errors.map((e) => `${e.row}:${e.field}`)).toEqual(['6:departName', '7:parentOrgCode']);
    // The messages name the template's columns, not the properties behind them.
    expect(summary.errors.map((e) => e.message)).toEqual(['部门名称: 必填', '上级编码: 部门不存在']);
    const good = [
      ['导入子部门', 'X01X01', 'X01', '部门'],
      ['导入公司', 'X01', '', '公司'],
    ];
    const imported = await post(await workbook(header, good));
    expect(body(imported)).toMatchObject({ success: true, message: '共2行数据全部导入成功！' });
    const company = await app.db
      .selectFrom('sys_depart')
      .selectAll()
      .where('depart_name', '=', '导入公司')
      .executeTakeFirstOrThrow();
    const sub = await app.db
      .selectFrom('sys_depart')
      .selectAll()
      .where('depart_name', '=', '导入子部门')
      .executeTakeFirstOrThrow();
    expect(sub.parent_id).toBe(company.id);
    expect(sub.org_code.startsWith(company.org_code)).toBe(true);
    expect(company.org_category).toBe('1');
    expect((await staff.get('/sys/sysDepart/exportXls')).statusCode).toBe(403);
  });
});
