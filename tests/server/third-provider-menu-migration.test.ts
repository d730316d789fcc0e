// Migration 2026-12-02T0100_third_provider_menu on a database seeded before it: the menu item
// 第三方登录 (system/SysThirdProviderList) and its buttons thirdProvider:list|add|edit|delete appear as
// a fresh seed writes them, granted to admin only, and the provider routes answer admin by those codes.
// A fresh database is left to the seed.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up } from '../../server/src/db/migrations/2026-12-02T0100_third_provider_menu.js';
import { buttonId, menuId, roleId } from '../../server/src/db/seed/rows.js';
import { ADMIN_PASSWORD, DIALECTS, body, buildTestApp, closeTestApp, loginToken } from './helpers.js';

const URL = '/isystem/thirdProvider';
const CODES = ['thirdProvider:list', 'thirdProvider:add', 'thirdProvider:edit', 'thirdProvider:delete'];

describe.each(DIALECTS)('third-party sign-in menu migration (%s)', (dialect) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    await app.ready();
  });
  afterAll(() => closeTestApp(app));

  const ids = () => [menuId(URL), ...CODES.map(buttonId)];

  /** The rows as the seed writes them, audit columns aside. */
  const state = async () => {
    const rows = await app.db
      .selectFrom('sys_permission')
      .select([
        'id',
        'parent_id',
        'name',
        'name_en',
        'url',
        'component',
        'menu_type',
        'perms',
        'sort_no',
        'is_route',
        'is_leaf',
        'hidden',
        'del_flag',
        'status',
      ])
      .where('id', 'in', ids())
      .orderBy('id')
      .execute();
    const grants = await app.db
      .selectFrom('sys_role_permission')
      .select(['id', 'role_id', 'permission_id'])
      .where('permission_id', 'in', ids())
      .orderBy('id')
      .execute();
    return { rows, grants };
  };

  it('brings a database seeded before it to what a fresh seed writes, and running twice changes nothing', async () => {
    const fresh = await state();
    expect(fresh.rows).toHaveLength(5);
    expect(fresh.rows.find((r) => r.id === menuId(URL))).toMatchObject({
      parent_id: menuId('/isystem'),
      name: '第三方登录',
      name_en: 'Third-party sign-in',
      component: 'system/SysThirdProviderList',
      menu_type: 1,
      is_leaf: 0,
    });
    expect(new Set(fresh.grants.map((g) => g.role_id))).toEqual(new Set([roleId('admin')]));
    expect(fresh.grants).toHaveLength(5);

    await app.db.deleteFrom('sys_role_permission').where('permission_id', 'in', ids()).execute();
    await app.db.deleteFrom('sys_permission').where('id', 'in', ids()).execute();
    expect((await state()).rows).toEqual([]);
    await up(app.db);
    expect(await state()).toEqual(fresh);
    await up(app.db);
    expect(await state()).toEqual(fresh);
  });

  it('lets admin list providers by the new code', async () => {
    const token = await loginToken(app, 'admin', ADMIN_PASSWORD);
    const res = await app.inject({
      method: 'GET',
      url: '/api/sys/thirdProvider/list',
      headers: { 'x-access-token': token },
    });
    expect(res.statusCode).toBe(200);
    expect(body(res).success).toBe(true);
  });
});
