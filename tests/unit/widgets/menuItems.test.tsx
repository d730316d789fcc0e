import { describe, expect, it } from 'vitest';
import { buildMenuRoutes, type MenuItem } from '../../../runtime/core';
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
  it('maps antd icon names in both spellings and ignores unknown ones', () => {
    expect(menuIcon('SettingOutlined')).toBeTruthy();
    expect(menuIcon('setting')).toBeTruthy();
    expect(menuIcon('SafetyCertificateOutlined')).toBeTruthy();
    expect(menuIcon('NoSuchIconOutlined')).toBeUndefined();
    expect(menuIcon(undefined)).toBeUndefined();
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
