import { SafetyCertificateOutlined, SettingOutlined } from '@ant-design/icons';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { buildMenuRoutes, type MenuItem } from '../../../runtime/core';
import { MENU_SEED, type MenuSeed } from '../../../server/src/db/seed/menus';
import { routesFixture } from '../../../stories/fixtures/menu';
import { buildMenuItems } from '../../../widgets/shell/menuItems';
import { menuIcon } from '../../../widgets/shell/menuIcons';
import { routeTrail } from '../../../widgets/shell/routeTrail';

interface Item {
  key: string;
  label: string;
  icon?: unknown;
  children?: Item[];
}

describe('buildMenuItems', () => {
  it('turns visible routes into items keyed by path, folders into sub-menus', () => {
    const items = buildMenuItems(routesFixture, 'zh-CN') as Item[];
    expect(items.map((i) => [i.key, i.label])).toEqual([
      ['/dashboard/analysis', '首页'],
      ['/caseManage', '工单管理'],
      ['/isystem', '系统管理'],
      ['/monitor', '系统监控'],
    ]);
    expect(items[2]?.children?.map((i) => i.key)).toEqual([
      '/isystem/user',
      '/isystem/role',
      '/isystem/depart',
    ]);
    expect(items[0]?.children).toBeUndefined();
  });

  it('leaves hidden routes out', () => {
    const items = buildMenuItems(routesFixture, 'zh-CN') as Item[];
    expect(items[1]?.children?.map((i) => i.label)).toEqual(['工单列表']);
  });

  it('uses meta.titleEn in en-US and falls back to meta.title', () => {
    const menu: MenuItem[] = [
      { id: '1', path: '/a', name: 'a', component: 'x/A', meta: { title: '甲', titleEn: 'A' } },
      { id: '2', path: '/b', name: 'b', component: 'x/B', meta: { title: '乙' } },
    ];
    const items = buildMenuItems(buildMenuRoutes(menu), 'en-US') as Item[];
    expect(items.map((i) => i.label)).toEqual(['A', '乙']);
  });

  it('shows a folder whose only child is hidden as neither sub-menu nor item', () => {
    const menu: MenuItem[] = [
      {
        id: '1',
        path: '/f',
        name: 'f',
        component: 'layouts/RouteView',
        meta: { title: '目录' },
        children: [
          { id: '2', path: '/f/x', name: 'x', component: 'x/X', hidden: true, meta: { title: '隐藏' } },
        ],
      },
    ];
    expect(buildMenuItems(buildMenuRoutes(menu), 'zh-CN')).toEqual([]);
  });
});

describe('menuIcon', () => {
  const drawn = (name: string) => (menuIcon(name) as ReactElement | undefined)?.type;

  it("draws the same icon for JeecgBoot's Iconify name, antd's name and the v2 name", () => {
    for (const name of ['ant-design:setting-outlined', 'SettingOutlined', 'setting']) {
      expect(drawn(name), name).toBe(SettingOutlined);
    }
    expect(drawn('ant-design:safety-certificate-outlined')).toBe(SafetyCertificateOutlined);
    expect(drawn('SafetyCertificateOutlined')).toBe(SafetyCertificateOutlined);
  });

  it('ignores unknown and empty names', () => {
    expect(menuIcon('NoSuchIconOutlined')).toBeUndefined();
    expect(menuIcon('ant-design:no-such-icon-outlined')).toBeUndefined();
    expect(menuIcon(undefined)).toBeUndefined();
  });

  it("draws every icon of the seeded menu, stored in JeecgBoot's spelling", () => {
    const icons = (items: readonly MenuSeed[]): string[] =>
      items.flatMap((item) => [...(item.icon ? [item.icon] : []), ...icons(item.children ?? [])]);
    const seeded = icons(MENU_SEED);
    expect(seeded.length).toBeGreaterThan(5);
    for (const icon of seeded) {
      expect(icon).toMatch(/^ant-design:[a-z-]+-outlined$/);
      expect(menuIcon(icon), icon).toBeTruthy();
    }
  });
});

describe('routeTrail', () => {
  it('lists the routes from the top-level item down to the page', () => {
    expect(routeTrail(routesFixture, '/isystem/user').map((r) => r.path)).toEqual([
      '/isystem',
      '/isystem/user',
    ]);
    expect(routeTrail(routesFixture, '/dashboard/analysis/').map((r) => r.path)).toEqual([
      '/dashboard/analysis',
    ]);
    expect(routeTrail(routesFixture, '/nowhere')).toEqual([]);
  });
});
