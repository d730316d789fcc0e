// Migration 2026-11-29T0100_monitor_menus on a database seeded before it: the JVM and Tomcat items get
// their Node titles (unless an admin renamed them), the monitoring buttons appear granted to admin
// only, and the monitor dashboard is taken from every other role. A fresh database is left to the seed.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up } from '../../server/src/db/migrations/2026-11-29T0100_monitor_menus.js';
import { buttonId, menuId, roleId } from '../../server/src/db/seed/rows.js';
import { stableId } from '../../server/src/lib/ids.js';
import { DIALECTS, buildTestApp, closeTestApp } from './helpers.js';

describe.each(DIALECTS)('monitoring menus migration (%s)', (dialect) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    await app.ready();
  });
  afterAll(() => closeTestApp(app));

  /** Puts the rows back as the seed wrote them before issue 14. */
  async function oldState(): Promise<void> {
    const db = app.db;
    await db
      .updateTable('sys_permission')
      .set({ name: 'JVM信息', name_en: 'JVM' })
      .where('url', '=', '/monitor/jvm')
      .execute();
    await db
      .updateTable('sys_permission')
      .set({ name: 'Tomcat信息', name_en: 'Tomcat' })
      .where('url', '=', '/monitor/tomcat')
      .execute();
    await db
      .deleteFrom('sys_permission')
      .where('perms', 'in', ['monitor:view', 'monitor:redis:terminal'])
      .execute();
    const dashboard = menuId('/dashboard/monitor');
    await db
      .insertInto('sys_role_permission')
      .values({
        id: stableId(`grant:staff:${dashboard}`),
        role_id: roleId('staff'),
        permission_id: dashboard,
      })
      .execute();
  }

  const state = async () => {
    const titles = await app.db
      .selectFrom('sys_permission')
      .select(['url', 'name', 'name_en'])
      .where('url', 'in', ['/monitor/jvm', '/monitor/tomcat'])
      .orderBy('url')
      .execute();
    const buttons = await app.db
      .selectFrom('sys_permission')
      .select(['id', 'parent_id', 'perms', 'menu_type'])
      .where('perms', 'in', ['monitor:view', 'monitor:redis:terminal'])
      .orderBy('perms', 'desc')
      .execute();
    const grants = await app.db
      .selectFrom('sys_role_permission')
      .select(['role_id', 'permission_id'])
      .where('permission_id', 'in', [...buttons.map((b) => b.id), menuId('/dashboard/monitor')])
      .orderBy('permission_id')
      .execute();
    return { titles, buttons, grants };
  };

  it('brings a database seeded before it to what a fresh seed writes, and running twice changes nothing', async () => {
    const fresh = await state();
    await oldState();
    expect((await state()).buttons).toEqual([]);
    await up(app.db);
    expect(await state()).toEqual(fresh);
    await up(app.db);
    expect(await state()).toEqual(fresh);
    expect(fresh.titles).toEqual([
      { url: '/monitor/jvm', name: 'Node运行时', name_en: 'Node runtime' },
      { url: '/monitor/tomcat', name: 'HTTP服务', name_en: 'HTTP server' },
    ]);
    expect(fresh.buttons).toEqual([
      { id: buttonId('monitor:view'), parent_id: menuId('/monitor'), perms: 'monitor:view', menu_type: 2 },
      {
        id: buttonId('monitor:redis:terminal'),
        parent_id: menuId('/monitor/redisTerminal'),
        perms: 'monitor:redis:terminal',
        menu_type: 2,
      },
    ]);
    expect(new Set(fresh.grants.map((g) => g.role_id))).toEqual(new Set([roleId('admin')]));
  });

  it('leaves a title an admin changed', async () => {
    await app.db
      .updateTable('sys_permission')
      .set({ name: '我的运行时' })
      .where('url', '=', '/monitor/jvm')
      .execute();
    await up(app.db);
    const row = await app.db
      .selectFrom('sys_permission')
      .select('name')
      .where('url', '=', '/monitor/jvm')
      .executeTakeFirstOrThrow();
    expect(row.name).toBe('我的运行时');
  });
});
