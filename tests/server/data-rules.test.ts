// Data rules (SPEC §1, api-contract §4.2–4.3, §6.4): the seeded rule keeps partners to the work orders
// they created in list, detail, children, export and history; rules an admin adds and grants to a role
// scope that role's reads and writes from its next request; custom SQL and unknown properties are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buttonId, menuId, roleId } from '../../server/src/db/seed/rows.js';
import { newId } from '../../server/src/lib/ids.js';
import { ADMIN_PASSWORD, DIALECTS, body, buildTestApp, closeTestApp, loginToken } from './helpers.js';
import { caller, sheetRows, userCaller, type Caller, type Json } from './crud-helpers.js';

const CASE_MENU = menuId('/caseManage/list');
const newCase = (title: string, extra: Json = {}): Json => ({
  title,
  customerName: '测试客户',
  product: '弹性云主机',
  priority: 'H',
  status: '0',
  caseType: '2',
  description: '数据规则测试',
  contacts: [{ name: '联系人', role: '1' }],
  ...extra,
});
type Page = { records: Json[]; total: number };

describe.each(DIALECTS)('data rules (%s)', (dialect) => {
  let app: FastifyInstance;
  let admin: Caller;
  let alice: Caller;
  let bob: Caller;
  let staff: Caller;
  let aliceCase: string;
  let bobCase: string;
  const add = async (who: Caller, title: string, extra: Json = {}) => {
    const res = await who.send('POST', '/biz/case/add', newCase(title, extra));
    expect(body(res).success, res.body).toBe(true);
    return (body<Json>(res).result as Json).id as string;
  };
  const page = async (who: Caller, query = '') =>
    body<Page>(await who.get(`/biz/case/list?pageSize=100&${query}`)).result as Page;

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    admin = caller(app, await loginToken(app, 'admin', ADMIN_PASSWORD));
    // Partners may also export, to show the rule reaches exports.
    await app.db
      .insertInto('sys_role_permission')
      .values({ id: newId(), role_id: roleId('partner'), permission_id: buttonId('biz:case:export') })
      .execute();
    alice = await userCaller(app, 'alice_partner', 'partner');
    bob = await userCaller(app, 'bob_partner', 'partner');
    staff = await userCaller(app, 'rule_staff', 'staff');
    aliceCase = await add(alice, 'Alice 的工单');
    bobCase = await add(bob, 'Bob 的工单');
  });
  afterAll(() => closeTestApp(app));

  it('keeps a partner to the cases it created: list, detail, children, history, export', async () => {
    const own = await page(alice);
    expect(own.total).toBe(1);
    expect(own.records.map((r) => r.title)).toEqual(['Alice 的工单']);
    expect(body(await alice.get(`/biz/case/queryById?id=${aliceCase}`)).success).toBe(true);
    const other = await alice.get(`/biz/case/queryById?id=${bobCase}`);
    expect(other.statusCode).toBe(404);
    expect(body(other)).toMatchObject({ success: false, code: 404, message: '未找到对应实体' });
    const contacts = await alice.get(`/biz/case/queryContactsByMainId?id=${bobCase}`);
    expect(contacts.statusCode).toBe(404);
    expect(body(contacts).success).toBe(false);
    const history = await alice.get(`/sys/dataLog/queryDataVerList?dataTable=biz_case&dataId=${bobCase}`);
    expect(body(history).success).toBe(false);
    const ownHistory = await alice.get(
      `/sys/dataLog/queryDataVerList?dataTable=biz_case&dataId=${aliceCase}`,
    );
    expect(body(ownHistory).success).toBe(true);
    const exported = await app.inject({
      method: 'GET',
      url: '/api/biz/case/exportXls',
      headers: { 'x-access-token': alice.token },
    });
    expect(exported.statusCode).toBe(200);
    const rows = (await sheetRows(exported.rawPayload)).slice(3);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain('Alice 的工单');
  });

  it('leaves staff and admin unscoped', async () => {
    const all = await page(staff);
    expect(all.records.map((r) => r.title)).toEqual(expect.arrayContaining(['Alice 的工单', 'Bob 的工单']));
    expect(all.total).toBeGreaterThan(2);
    expect((await page(admin)).total).toBe(all.total);
  });

  it('refuses custom SQL, unknown properties and missing fields, naming the field', async () => {
    const sqlRule = await admin.send('POST', '/sys/permission/addPermissionRule', {
      permissionId: CASE_MENU,
      ruleName: 'sql',
      ruleColumn: 'status',
      ruleConditions: 'USE_SQL_RULES',
      ruleValue: "1=1 or status = '4'",
    });
    expect(sqlRule.statusCode).toBe(400);
    expect(body(sqlRule).message).toBe('ruleConditions: 不支持自定义SQL规则');
    const unknown = await admin.send(
      'POST',
      '/sys/permission/addPermissionRule',
      {
        permissionId: CASE_MENU,
        ruleName: 'x',
        ruleColumn: 'noSuchField',
        ruleConditions: '=',
        ruleValue: '1',
      },
      'en-US',
    );
    expect(unknown.statusCode).toBe(400);
    expect(body(unknown).message).toBe("ruleColumn is not a property of this menu's data");
    const missing = await admin.send('POST', '/sys/permission/addPermissionRule', { permissionId: 'nope' });
    expect(missing.statusCode).toBe(400);
    expect(body(missing).message).toContain('ruleName: 必填');
    const partnerTry = await alice.send('POST', '/sys/permission/addPermissionRule', {});
    expect(partnerTry.statusCode).toBe(403);
  });

  it('applies a rule an admin adds and grants to a role, until it is deleted', async () => {
    const closed = await add(admin, '已关闭的工单', { status: '4' });
    const added = await admin.send('POST', '/sys/permission/addPermissionRule', {
      permissionId: CASE_MENU,
      ruleName: '只看已关闭',
      ruleColumn: 'status',
      ruleConditions: 'IN',
      ruleValue: '4,5',
    });
    expect(body(added)).toMatchObject({ success: true, message: '添加成功！' });
    const ruleId = (body<Json>(added).result as Json).id as string;
    const listed = body<Json[]>(
      await admin.get(`/sys/permission/getPermRuleListByPermId?permissionId=${CASE_MENU}`),
    );
    expect((listed.result as Json[]).map((r) => r.ruleName)).toContain('只看已关闭');

    const noGrant = await admin.send('POST', '/sys/role/datarule', {
      permissionId: menuId('/isystem/user'),
      roleId: roleId('staff'),
      dataRuleIds: ruleId,
    });
    expect(body(noGrant)).toMatchObject({ success: false, message: '请先保存角色菜单权限!' });
    const foreign = await admin.send('POST', '/sys/role/datarule', {
      permissionId: CASE_MENU,
      roleId: roleId('staff'),
      dataRuleIds: 'not-a-rule-of-this-menu',
    });
    expect(foreign.statusCode).toBe(400);
    const granted = await admin.send('POST', '/sys/role/datarule', {
      permissionId: CASE_MENU,
      roleId: roleId('staff'),
      dataRuleIds: ruleId,
    });
    expect(body(granted)).toMatchObject({ success: true, message: '保存成功！' });
    const shown = body<Json>(await admin.get(`/sys/role/datarule/${CASE_MENU}/${roleId('staff')}`))
      .result as Json;
    expect(shown.drChecked).toBe(ruleId);

    const scoped = await page(staff);
    expect(scoped.records.every((r) => r.status === '4' || r.status === '5')).toBe(true);
    expect(scoped.records.map((r) => r.id)).toContain(closed);
    const edit = await staff.send('PUT', '/biz/case/edit', { id: aliceCase, title: '越权修改' });
    expect(body(edit).success).toBe(false);
    expect((await page(admin)).records.map((r) => r.id)).toContain(aliceCase);

    expect(
      body(await admin.send('DELETE', `/sys/permission/deletePermissionRule?id=${ruleId}`)).success,
    ).toBe(true);
    expect((await page(staff)).records.map((r) => r.id)).toContain(aliceCase);
    const flag = await app.db
      .selectFrom('sys_permission')
      .select('rule_flag')
      .where('id', '=', CASE_MENU)
      .executeTakeFirst();
    expect(flag?.rule_flag).toBe(1);
  });

  it('admits no row for a rule whose variable is unknown', async () => {
    const added = await admin.send('POST', '/sys/permission/addPermissionRule', {
      permissionId: CASE_MENU,
      ruleName: '未知变量',
      ruleColumn: 'createBy',
      ruleConditions: '=',
      ruleValue: '#{no_such_variable}',
    });
    const ruleId = (body<Json>(added).result as Json).id as string;
    await admin.send('POST', '/sys/role/datarule', {
      permissionId: CASE_MENU,
      roleId: roleId('staff'),
      dataRuleIds: ruleId,
    });
    expect((await page(staff)).total).toBe(0);
    await admin.send('DELETE', `/sys/permission/deletePermissionRule?id=${ruleId}`);
    expect((await page(staff)).total).toBeGreaterThan(0);
  });
});
