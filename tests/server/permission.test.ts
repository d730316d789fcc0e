import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AllAuthEntry, AuthEntry, MenuItem } from '../../server/src/services/menu-tree.js';
import { menuId } from '../../server/src/db/seed/rows.js';
import { newId } from '../../server/src/lib/ids.js';
import {
  ADMIN_PASSWORD,
  DIALECTS,
  authGet,
  body,
  buildTestApp,
  closeTestApp,
  createUser,
  loginToken,
} from './helpers.js';

const URL = '/api/sys/permission/getUserPermissionByToken';

interface PermissionResult {
  menu: MenuItem[];
  auth: AuthEntry[];
  allAuth: AllAuthEntry[];
  sysSafeMode: boolean;
}

const flatten = (items: MenuItem[]): MenuItem[] => items.flatMap((i) => [i, ...flatten(i.children ?? [])]);

describe.each(DIALECTS)('GET /sys/permission/getUserPermissionByToken (%s)', (dialect) => {
  let app: FastifyInstance;
  let admin: PermissionResult;
  const fetchFor = async (token: string) => body<PermissionResult>(await authGet(app, URL, token)).result;

  beforeAll(async () => {
    app = await buildTestApp(dialect, { sessionCacheTtlMs: 0 });
    admin = await fetchFor(await loginToken(app, 'admin', ADMIN_PASSWORD));
  });
  afterAll(() => closeTestApp(app));

  it('returns menu, auth, allAuth and sysSafeMode', () => {
    expect(Object.keys(admin).sort()).toEqual(['allAuth', 'auth', 'menu', 'sysSafeMode']);
    expect(admin.sysSafeMode).toBe(false);
  });

  it('shapes menu items as the contract says', () => {
    const [home, ...rest] = admin.menu;
    expect(home).toMatchObject({
      route: '1',
      path: '/dashboard/analysis',
      name: 'dashboard-analysis',
      component: 'dashboard/Analysis',
      hidden: false,
      alwaysShow: false,
      meta: {
        title: '首页',
        titleEn: 'Home',
        icon: 'ant-design:home-outlined',
        keepAlive: false,
        internalOrExternal: false,
      },
    });
    expect(home!.id).toMatch(/^[0-9a-f]{32}$/);
    const system = rest.find((m) => m.path === '/isystem')!;
    expect(system).toMatchObject({
      component: 'layouts/RouteView',
      meta: { title: '系统管理', titleEn: 'System' },
    });
    const users = system.children!.find((c) => c.component === 'system/UserList')!;
    expect(users).toMatchObject({
      path: '/isystem/user',
      name: 'isystem-user',
      route: '1',
      meta: { title: '用户管理', componentName: 'UserList' },
    });
    expect(users).not.toHaveProperty('children');
    expect(users).not.toHaveProperty('redirect');
    const dashboards = rest.find((m) => m.path === '/dashboard')!;
    expect(dashboards.redirect).toBe('/dashboard/workplace');
    // Buttons never appear as menu items.
    expect(flatten(admin.menu).every((m) => m.component !== null)).toBe(true);
  });

  it('lists every page of the product for admin, in sort order', () => {
    const components = flatten(admin.menu).map((m) => m.component);
    for (const c of [
      'caseManage/CaseList',
      'caseManage/CaseAdd',
      'caseManage/CaseDetail',
      'partner/PartnerBasicInfo',
      'certificate/SalesCertificateList',
      'modules/oss/OSSFileList',
      'download/HotfixList',
      'modules/message/SysMessageTemplateList',
      'system/UserRecycleBin',
      'modules/monitor/TomcatInfo',
      'account/settings/Index',
    ]) {
      expect(components).toContain(c);
    }
    expect(admin.menu.map((m) => m.meta.title)).toEqual([
      '首页',
      '仪表盘',
      '工单管理',
      '合作伙伴',
      '项目',
      '销售证书',
      '文档',
      '文件管理',
      '下载中心',
      '消息中心',
      '系统管理',
      '系统监控',
      '个人页',
      '账户设置',
    ]);
    const add = flatten(admin.menu).find((m) => m.path === '/caseManage/add')!;
    expect(add).toMatchObject({ hidden: true, meta: { keepAlive: false } });
    expect(admin.menu.find((m) => m.path === '/userSetting')?.hidden).toBe(true);
  });

  it('gives admin every button, with action, type and status', () => {
    expect(admin.auth.length).toBeGreaterThan(50);
    expect(admin.auth).toContainEqual({ action: 'user:add', type: '1', describe: '添加' });
    expect(admin.auth).toContainEqual({ action: 'biz:case:add', type: '1', describe: '添加' });
    expect(admin.allAuth).toContainEqual({ action: 'role:delete', status: '1', type: '1', describe: '删除' });
    expect(admin.allAuth.length).toBe(admin.auth.length);
  });

  it('shows a partner fewer menus, no system menus, and only their buttons', async () => {
    await createUser(app, {
      username: 'partner1',
      password: 'Partner-pass-1',
      roleCode: 'partner',
      orgCodes: ['A02A01'],
    });
    const partner = await fetchFor(await loginToken(app, 'partner1', 'Partner-pass-1'));
    const all = flatten(partner.menu);
    expect(all.length).toBeLessThan(flatten(admin.menu).length);
    expect(partner.menu.map((m) => m.meta.title)).toEqual([
      '首页',
      '工单管理',
      '合作伙伴',
      '项目',
      '销售证书',
      '下载中心',
      '个人页',
      '账户设置',
      '我的公告',
    ]);
    expect(all.some((m) => m.path.startsWith('/isystem') || m.path.startsWith('/monitor'))).toBe(false);
    // 我的公告 is granted without its 系统管理 group, so it is lifted to the first level.
    expect(partner.menu.find((m) => m.meta.title === '我的公告')).toMatchObject({
      path: '/isps/userAnnouncement',
      component: 'system/UserAnnouncementList',
    });
    expect(partner.menu.find((m) => m.path === '/partner')!.children!.map((c) => c.component)).toEqual([
      'partner/PartnerBasicInfo',
    ]);
    // biz:case:list guards the case list and record routes generated from schemas/models/biz_case.json;
    // biz:partner:list and :edit let a partner read and edit its own company (basic info), but never
    // biz:partner:manage, the write permission of its level, certification and terms; biz:version:list
    // lets it list and download the download center's files (server/src/files/).
    expect([...partner.auth].sort((a, b) => a.action.localeCompare(b.action))).toEqual([
      { action: 'biz:case:add', type: '1', describe: '添加' },
      { action: 'biz:case:list', type: '1', describe: '查询' },
      // Their organisation's sales certificates, read-only (issue, renew and revoke stay with staff).
      { action: 'biz:certificate:list', type: '1', describe: '查询' },
      { action: 'biz:downloadDoc:list', type: '1', describe: '查询' },
      { action: 'biz:hotfix:list', type: '1', describe: '查询' },
      { action: 'biz:partner:edit', type: '1', describe: '编辑' },
      { action: 'biz:partner:list', type: '1', describe: '查询' },
      // Projects: read only, scoped to the partner's organisation by the data rule on /project.
      { action: 'biz:project:list', type: '1', describe: '查询' },
      { action: 'biz:version:list', type: '1', describe: '查询' },
    ]);
    expect(partner.allAuth).toEqual(admin.allAuth);
  });

  it('hides a first-level item whose children are all hidden, and prepends 首页 when missing', async () => {
    const roleId = newId();
    await app.db
      .insertInto('sys_role')
      .values({ id: roleId, role_name: '仅详情', role_code: 'detail_only' })
      .execute();
    for (const url of ['/caseManage', '/caseManage/add', '/caseManage/detail']) {
      await app.db
        .insertInto('sys_role_permission')
        .values({ id: newId(), role_id: roleId, permission_id: menuId(url) })
        .execute();
    }
    const userId = await createUser(app, { username: 'detailonly', password: 'Detail-pass-1' });
    await app.db
      .insertInto('sys_user_role')
      .values({ id: newId(), user_id: userId, role_id: roleId })
      .execute();
    const result = await fetchFor(await loginToken(app, 'detailonly', 'Detail-pass-1'));
    expect(result.menu.map((m) => m.meta.title)).toEqual(['首页', '工单管理']);
    expect(result.menu[1]).toMatchObject({ hidden: true });
    expect(result.menu[1]!.children!.every((c) => c.hidden)).toBe(true);
    expect(result.auth).toEqual([]);
  });

  it('reflects always_show, keep_alive and is_route from the database', async () => {
    await app.db
      .updateTable('sys_permission')
      .set({ always_show: 1, keep_alive: 1, is_route: 0 })
      .where('url', '=', '/message')
      .execute();
    const result = await fetchFor(await loginToken(app, 'admin', ADMIN_PASSWORD));
    expect(result.menu.find((m) => m.path === '/message')).toMatchObject({
      alwaysShow: true,
      route: '0',
      meta: { keepAlive: true },
    });
  });

  it('enforces button permission codes on routes that declare one', async () => {
    const probe = await buildTestApp(dialect);
    try {
      probe.get('/api/test/user-add', { config: { permission: 'user:add' } }, async () => ({ ok: true }));
      await createUser(probe, { username: 'staff1', password: 'Staff-pass-1', roleCode: 'staff' });
      const adminRes = await authGet(
        probe,
        '/api/test/user-add',
        await loginToken(probe, 'admin', ADMIN_PASSWORD),
      );
      expect(adminRes.statusCode).toBe(200);
      const staffRes = await authGet(
        probe,
        '/api/test/user-add',
        await loginToken(probe, 'staff1', 'Staff-pass-1'),
      );
      expect(staffRes.statusCode).toBe(403);
      expect(body(staffRes)).toMatchObject({
        success: false,
        code: 403,
        message: '没有权限，请联系管理员授权',
      });
    } finally {
      await closeTestApp(probe);
    }
  });
});
