// JeecgBoot's names in the menu (issue 20): migration 2026-11-30T0400_jeecg_names renames the component
// and icon names a database seeded before it holds, leaving rows an admin pointed elsewhere and button
// codes alone; menu add/edit store an icon in JeecgBoot's spelling whichever one came in.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPONENT_RENAMES } from '../../schemas/api/jeecg-names.js';
import { up } from '../../server/src/db/migrations/2026-11-30T0400_jeecg_names.js';
import { menuId } from '../../server/src/db/seed/rows.js';
import { ADMIN_PASSWORD, DIALECTS, body, buildTestApp, closeTestApp, loginToken } from './helpers.js';
import { caller, type Caller, type Json } from './crud-helpers.js';

const FORMER = Object.fromEntries(Object.entries(COMPONENT_RENAMES).map(([from, to]) => [to, from]));

/** `ant-design:safety-certificate-outlined` → `SafetyCertificateOutlined`: how the seed spelt icons before. */
const antdName = (icon: string) =>
  icon
    .replace(/^ant-design:/, '')
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

describe.each(DIALECTS)('JeecgBoot names (%s)', (dialect) => {
  let app: FastifyInstance;
  let admin: Caller;

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    admin = caller(app, await loginToken(app, 'admin', ADMIN_PASSWORD));
  });
  afterAll(() => closeTestApp(app));

  const menus = () =>
    app.db.selectFrom('sys_permission').select(['id', 'component', 'icon', 'perms']).orderBy('id').execute();

  /** Puts every seeded row back as the seed wrote it before issue 20. */
  async function oldState(): Promise<void> {
    for (const row of await menus()) {
      const component = row.component && FORMER[row.component];
      const icon = row.icon?.startsWith('ant-design:') ? antdName(row.icon) : undefined;
      if (!component && !icon) continue;
      await app.db
        .updateTable('sys_permission')
        .set({ ...(component ? { component } : {}), ...(icon ? { icon } : {}) })
        .where('id', '=', row.id)
        .execute();
    }
  }

  it('brings a database seeded before it to what a fresh seed writes, and running twice changes nothing', async () => {
    const fresh = await menus();
    await oldState();
    const old = await menus();
    const position = old.find((r) => r.id === menuId('/isystem/position'))!;
    expect(position.component).toBe('system/PositionList');
    expect(old.find((r) => r.id === menuId('/partner'))!.icon).toBe('TeamOutlined');
    expect(old).not.toEqual(fresh);

    await up(app.db);
    expect(await menus()).toEqual(fresh);
    await up(app.db);
    expect(await menus()).toEqual(fresh);
    expect(fresh.find((r) => r.id === menuId('/isystem/position'))!.component).toBe('system/SysPositionList');
    expect(fresh.find((r) => r.id === menuId('/dashboard/task'))!.component).toBe('dashboard/IndexTask');
    expect(fresh.find((r) => r.id === menuId('/partner'))!.icon).toBe('ant-design:team-outlined');
    // Button permission codes are not names of screens: they stay as they were.
    expect(fresh.map((r) => r.perms)).toEqual(old.map((r) => r.perms));
    expect(fresh.map((r) => r.perms)).toContain('position:add');
  });

  it('gives a row with a former component name and an antd icon both new names, and leaves the rest', async () => {
    const position = menuId('/isystem/position');
    const category = menuId('/isystem/category');
    await app.db
      .updateTable('sys_permission')
      .set({ component: 'system/PositionList', icon: 'SafetyCertificateOutlined' })
      .where('id', '=', position)
      .execute();
    // An admin pointed this one at a component and an icon of their own.
    await app.db
      .updateTable('sys_permission')
      .set({ component: 'custom/MyCategories', icon: 'mdi:shape' })
      .where('id', '=', category)
      .execute();
    await up(app.db);
    const rows = await app.db
      .selectFrom('sys_permission')
      .select(['id', 'component', 'icon'])
      .where('id', 'in', [position, category])
      .orderBy('id')
      .execute();
    expect(new Map(rows.map((r) => [r.id, [r.component, r.icon]]))).toEqual(
      new Map([
        [position, ['system/SysPositionList', 'ant-design:safety-certificate-outlined']],
        [category, ['custom/MyCategories', 'mdi:shape']],
      ]),
    );
  });

  it("stores a menu's icon in JeecgBoot's spelling whichever spelling comes in", async () => {
    const res = await admin.send('POST', '/sys/permission/add', {
      name: '图标',
      menuType: 0,
      url: '/iconTest',
      icon: 'AppstoreOutlined',
    });
    expect(body(res), res.body).toMatchObject({ success: true });
    const id = (body<Json>(res).result as Json).id as string;
    const icon = async () =>
      (
        await app.db
          .selectFrom('sys_permission')
          .select('icon')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).icon;
    expect(await icon()).toBe('ant-design:appstore-outlined');
    for (const [given, stored] of [
      ['ant-design:home-outlined', 'ant-design:home-outlined'],
      ['StarFilled', 'ant-design:star-filled'],
      ['setting', 'setting'],
    ] as const) {
      const edit = await admin.send('PUT', '/sys/permission/edit', { id, icon: given });
      expect(body(edit), edit.body).toMatchObject({ success: true });
      expect(await icon(), given).toBe(stored);
    }
  });
});
