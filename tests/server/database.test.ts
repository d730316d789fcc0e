import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app.js';
import { loadConfig } from '../../server/src/config.js';
import { MIGRATIONS } from '../../server/src/db/migrate.js';
import { seedIfEmpty } from '../../server/src/db/seed/index.js';
import { MENU_SEED, type MenuSeed } from '../../server/src/db/seed/menus.js';
import { ADMIN_PASSWORD, DIALECTS, body, buildTestApp, closeTestApp, login } from './helpers.js';

const flatten = (items: readonly MenuSeed[]): MenuSeed[] =>
  items.flatMap((i) => [i, ...flatten(i.children ?? [])]);

describe('MENU_SEED', () => {
  it('has unique urls and permission codes, and full paths for children', () => {
    const all = flatten(MENU_SEED);
    expect(new Set(all.map((m) => m.url)).size).toBe(all.length);
    const codes = all.flatMap((m) => (m.buttons ?? []).map((b) => b.perms));
    expect(new Set(codes).size).toBe(codes.length);
    for (const item of MENU_SEED) {
      for (const child of item.children ?? []) expect(child.url.startsWith('/')).toBe(true);
    }
    expect(codes).toEqual(expect.arrayContaining(['user:add', 'role:add', 'dict:add', 'biz:case:add']));
    // The monitoring API's two codes are the contract's (schemas/api/monitor.ts MONITOR_PERMS).
    const actions =
      /^(biz:)?[A-Za-z]+:(add|edit|delete|import|export|list|release|revoke|renew|send|manage)$/;
    const monitor = /^monitor:(view|redis:terminal)$/;
    expect(codes.filter((c) => !actions.test(c) && !monitor.test(c))).toEqual([]);
  });
});

describe('migrations', () => {
  it('are named so they sort in order', () => {
    const names = Object.keys(MIGRATIONS);
    expect([...names].sort()).toEqual(names);
  });
});

describe.each(DIALECTS)('first start and restart (%s)', (dialect) => {
  it('seeds once; the seed is idempotent; a second start reuses the data', async () => {
    const app = await buildTestApp(dialect);
    try {
      expect(app.seedResult).toEqual({ seeded: true, adminUsername: 'admin', adminPassword: ADMIN_PASSWORD });
      const count = async () =>
        Promise.all(
          (
            [
              'sys_user',
              'sys_role',
              'sys_permission',
              'sys_role_permission',
              'sys_depart',
              'sys_dict_item',
            ] as const
          ).map(async (t) =>
            Number(
              (
                await app.db
                  .selectFrom(t)
                  .select((eb) => eb.fn.countAll().as('n'))
                  .executeTakeFirstOrThrow()
              ).n,
            ),
          ),
        );
      const before = await count();
      expect(before[0]).toBe(1);
      const menus = flatten(MENU_SEED);
      expect(before[2]).toBe(menus.length + menus.reduce((n, m) => n + (m.buttons?.length ?? 0), 0));
      // With users present the seed does nothing.
      expect(await seedIfEmpty(app.db, { scryptCost: 16384 })).toEqual({
        seeded: false,
        adminUsername: 'admin',
      });
      expect(await count()).toEqual(before);
      // Without users it runs again: only the admin account comes back, nothing is duplicated.
      await app.db.deleteFrom('sys_user').execute();
      expect(await seedIfEmpty(app.db, { scryptCost: 16384, adminPassword: 'Again-pass-1' })).toMatchObject({
        seeded: true,
      });
      expect(await count()).toEqual(before);

      const roots = await app.db
        .selectFrom('sys_depart')
        .select(['org_code', 'depart_name', 'org_category', 'org_type'])
        .orderBy('org_code')
        .execute();
      expect(roots).toEqual([
        { org_code: 'A01', depart_name: '总部', org_category: '1', org_type: '1' },
        { org_code: 'A01A01', depart_name: '技术支持部', org_category: '2', org_type: '2' },
        { org_code: 'A01A02', depart_name: '客户服务部', org_category: '2', org_type: '2' },
        { org_code: 'A01A03', depart_name: '销售部', org_category: '2', org_type: '2' },
        { org_code: 'A02', depart_name: '合作伙伴', org_category: '1', org_type: '1' },
        { org_code: 'A02A01', depart_name: '华东合作伙伴', org_category: '2', org_type: '2' },
      ]);
    } finally {
      await closeTestApp(app);
    }
  });

  it.runIf(dialect === 'sqlite')('reopens an existing data directory without reseeding', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'console-restart-'));
    const config = { ...loadConfig({ DATA_DIR: dataDir }), scryptCost: 16384, logger: false as const };
    try {
      const first = await buildApp(config);
      const generated = first.seedResult.adminPassword!;
      expect(generated).toMatch(/^[A-Za-z0-9_-]{16,}$/);
      await first.close();

      const second = await buildApp(config);
      try {
        expect(second.seedResult).toEqual({ seeded: false, adminUsername: 'admin' });
        expect(body(await login(second, 'admin', generated)).success).toBe(true);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
