// Department data rules (api-contract §4.2, JeecgBoot's department permission and department role
// screens): a department chooses which of a menu's rules its department roles may apply
// (/sys/sysDepartPermission/datarule), a department role applies some of those
// (/sys/sysDepartRole/datarule), and the role's members are scoped by them from their next request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { departId, menuId } from '../../server/src/db/seed/rows.js';
import { ADMIN_PASSWORD, DIALECTS, body, buildTestApp, closeTestApp, loginToken } from './helpers.js';
import { caller, userCaller, type Caller, type Json } from './crud-helpers.js';

const CASE_MENU = menuId('/caseManage/list');
const DEPART = departId('A01A01');
type Page = { records: Json[]; total: number };

describe.each(DIALECTS)('department data rules (%s)', (dialect) => {
  let app: FastifyInstance;
  let admin: Caller;
  let member: Caller;
  let memberId: string;
  let ruleId: string;
  let departRoleId: string;

  const ok = async (method: 'POST' | 'PUT', url: string, payload: Json) => {
    const res = await admin.send(method, url, payload);
    expect(body(res).success, res.body).toBe(true);
    return body<Json>(res).result as Json;
  };
  const caseStatuses = async (who: Caller) =>
    (body<Page>(await who.get('/biz/case/list?pageSize=100')).result as Page).records.map((r) => r.status);

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    admin = caller(app, await loginToken(app, 'admin', ADMIN_PASSWORD));
    member = await userCaller(app, 'depart_rule_staff', 'staff');
    const user = await app.db
      .selectFrom('sys_user')
      .select('id')
      .where('username', '=', 'depart_rule_staff')
      .executeTakeFirstOrThrow();
    memberId = user.id;
    for (const status of ['0', '4'])
      await ok('POST', '/biz/case/add', {
        title: `状态 ${status}`,
        customerName: '客户',
        product: '云硬盘',
        priority: 'M',
        status,
        caseType: '1',
        description: '部门数据规则',
      });
    ruleId = (
      await ok('POST', '/sys/permission/addPermissionRule', {
        permissionId: CASE_MENU,
        ruleName: '只看已关闭',
        ruleColumn: 'status',
        ruleConditions: '=',
        ruleValue: '4',
      })
    ).id as string;
    await ok('POST', '/sys/permission/saveDepartPermission', {
      departId: DEPART,
      permissionIds: CASE_MENU,
      lastpermissionIds: '',
    });
    departRoleId = (
      await ok('POST', '/sys/sysDepartRole/add', { departId: DEPART, roleName: '值班', roleCode: 'duty' })
    ).id as string;
    await ok('POST', '/sys/sysDepartPermission/saveDeptRolePermission', {
      roleId: departRoleId,
      permissionIds: CASE_MENU,
      lastpermissionIds: '',
    });
    await ok('POST', '/sys/sysDepartRole/deptRoleUserAdd', { userId: memberId, newRoleId: departRoleId });
  });
  afterAll(() => closeTestApp(app));

  it('offers a department role only the rules its department chose', async () => {
    const before = await admin.get(`/sys/sysDepartRole/datarule/${CASE_MENU}/${DEPART}/${departRoleId}`);
    expect(body(before)).toMatchObject({ success: false, message: '未找到权限配置信息' });
    const early = await admin.send('POST', '/sys/sysDepartRole/datarule', {
      permissionId: CASE_MENU,
      departId: DEPART,
      roleId: departRoleId,
      dataRuleIds: ruleId,
    });
    expect(early.statusCode).toBe(400);
    expect(early.body).toContain('dataRuleIds');

    await ok('POST', '/sys/sysDepartPermission/datarule', {
      permissionId: CASE_MENU,
      departId: DEPART,
      dataRuleIds: ruleId,
    });
    const depart = body<Json>(await admin.get(`/sys/sysDepartPermission/datarule/${CASE_MENU}/${DEPART}`));
    expect(depart.result).toMatchObject({ drChecked: ruleId });
    const offered = body<Json>(
      await admin.get(`/sys/sysDepartRole/datarule/${CASE_MENU}/${DEPART}/${departRoleId}`),
    ).result as { datarule: Json[]; drChecked: string };
    expect(offered.datarule.map((r) => r.id)).toEqual([ruleId]);
    expect(offered.drChecked).toBe('');
  });

  it('scopes the department role’s members by the rules it applies', async () => {
    expect(await caseStatuses(member)).toContain('0');
    await ok('POST', '/sys/sysDepartRole/datarule', {
      permissionId: CASE_MENU,
      departId: DEPART,
      roleId: departRoleId,
      dataRuleIds: ruleId,
    });
    const statuses = await caseStatuses(member);
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set(['4']));
  });

  it('refuses a menu the department or its role does not hold', async () => {
    const other = menuId('/isystem/user');
    const depart = await admin.send('POST', '/sys/sysDepartPermission/datarule', {
      permissionId: other,
      departId: DEPART,
      dataRuleIds: '',
    });
    expect(body(depart)).toMatchObject({ success: false, message: '请先保存角色菜单权限!' });
    const missing = await admin.send('POST', '/sys/sysDepartRole/datarule', {
      permissionId: CASE_MENU,
      departId: DEPART,
    });
    expect(missing.statusCode).toBe(400);
    expect(body(missing).message).toContain('roleId');
  });
});
