// JeecgBoot's component names in our menu (issue 20): the seed and the page schemas use them, and a menu
// or saved schema still holding one of our former names opens the same page.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { canonicalComponent, COMPONENT_RENAMES, jeecgIcon } from '../../../schemas/api/jeecg-names';
import { registerWidgets } from '../../../runtime/app/registerWidgets';
import { buildMenuRoutes, type MenuItem } from '../../../runtime/core';
import { getPageLoader, registerPage } from '../../../runtime/render';
import { MENU_SEED, type MenuSeed } from '../../../server/src/db/seed/menus';
import { buildSchemaIndex } from '../../../runtime/render/vite/schemaIndexPlugin';

const RENAMES = Object.entries(COMPONENT_RENAMES);
const ROOT = join(import.meta.dirname, '../../..');

function componentsOf(items: readonly MenuSeed[]): string[] {
  return items.flatMap((item) => [item.component, ...componentsOf(item.children ?? [])]);
}

describe('component names', () => {
  it('resolve the former and the new name to the same page', () => {
    registerWidgets();
    expect(RENAMES.length).toBeGreaterThanOrEqual(12);
    for (const [former, current] of RENAMES) {
      const loader = getPageLoader(current);
      expect(loader, current).toBeTypeOf('function');
      expect(getPageLoader(former), former).toBe(loader);
    }
  });

  it('register a page under a former name as the page of the new one', () => {
    const loader = async () => ({ default: () => null });
    registerPage('test/FormerName', loader);
    expect(getPageLoader('test/FormerName')).toBe(loader);
    // Only names of the table move; any other name stays as it is.
    expect(canonicalComponent('test/FormerName')).toBe('test/FormerName');
    expect(canonicalComponent('system/PositionList')).toBe('system/SysPositionList');
    expect(canonicalComponent('system/SysPositionList')).toBe('system/SysPositionList');
    expect(canonicalComponent('toString')).toBe('toString');
  });

  it('give a menu item holding a former name the route page of the new one', () => {
    const menu: MenuItem[] = [
      {
        id: '1',
        path: '/isystem/position',
        name: 'p',
        component: 'system/PositionList',
        meta: { title: 'x' },
      },
      { id: '2', path: '/dashboard/task', name: 't', component: 'dashboard/IndexTask', meta: { title: 'y' } },
    ];
    const routes = buildMenuRoutes(menu);
    expect(routes.map((r) => [r.component, r.pageKey])).toEqual([
      ['system/PositionList', 'system/SysPositionList'],
      ['dashboard/IndexTask', 'dashboard/IndexTask'],
    ]);
  });

  it("are JeecgBoot's in the seeded menu and the page schemas, never a former one", () => {
    const seeded = new Set(componentsOf(MENU_SEED));
    const menuKeys = new Set(buildSchemaIndex(ROOT).flatMap((p) => p.menuKey ?? []));
    for (const [former, current] of RENAMES) {
      expect(seeded.has(former), former).toBe(false);
      expect(menuKeys.has(former), former).toBe(false);
      expect(seeded.has(current), current).toBe(true);
    }
    for (const name of [
      'system/SysAnnouncementList',
      'system/SysCategoryList',
      'system/SysCheckRuleList',
      'system/SysDataSourceList',
      'system/SysFillRuleList',
      'system/SysPositionList',
      'modules/message/SysMessageList',
      'modules/message/SysMessageTemplateList',
      'modules/oss/OSSFileList',
      'dashboard/IndexTask',
      'dashboard/IndexChart',
      'dashboard/IndexBdc',
    ]) {
      expect(menuKeys.has(name) || seeded.has(name), name).toBe(true);
    }
  });
});

describe('jeecgIcon', () => {
  it("spells antd's icon names the way JeecgBoot stores them, and keeps every other name", () => {
    expect(jeecgIcon('HomeOutlined')).toBe('ant-design:home-outlined');
    expect(jeecgIcon('SafetyCertificateOutlined')).toBe('ant-design:safety-certificate-outlined');
    expect(jeecgIcon('StarFilled')).toBe('ant-design:star-filled');
    expect(jeecgIcon('CheckCircleTwoTone')).toBe('ant-design:check-circle-twotone');
    expect(jeecgIcon('Html5Outlined')).toBe('ant-design:html5-outlined');
    for (const kept of ['ant-design:home-outlined', 'setting', 'bar-chart', 'mdi:home', '']) {
      expect(jeecgIcon(kept)).toBe(kept);
    }
  });
});
