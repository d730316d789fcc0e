import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { SysPermission } from '../../server/src/db/types.js';
import { buildMenu, routeNameOf } from '../../server/src/services/menu-tree.js';

let sort = 0;
function row(over: Partial<SysPermission> & Pick<SysPermission, 'id' | 'name'>): SysPermission {
  sort += 1;
  return {
    parent_id: null,
    name_en: null,
    url: null,
    component: null,
    component_name: null,
    redirect: null,
    menu_type: over.parent_id ? 1 : 0,
    perms: null,
    perms_type: '1',
    sort_no: sort,
    always_show: 0,
    icon: null,
    is_route: 1,
    is_leaf: 1,
    keep_alive: 0,
    hidden: 0,
    hide_tab: 0,
    description: null,
    del_flag: 0,
    rule_flag: 0,
    status: '1',
    internal_or_external: 0,
    create_by: null,
    create_time: null,
    update_by: null,
    update_time: null,
    ...over,
  };
}

describe('buildMenu', () => {
  it('derives route names from urls, or uses component_name', () => {
    expect(routeNameOf('/isystem/user')).toBe('isystem-user');
    expect(routeNameOf('/online/cgform/:code')).toBe('online-cgform-@code');
    const [item] = buildMenu([
      row({ id: 'a', name: 'A', url: '/a/b', component: 'x/Y', component_name: 'custom' }),
    ]);
    expect(item).toMatchObject({ name: 'custom', meta: { componentName: 'custom', titleEn: 'A' } });
  });

  it('gives external links an md5 path and keeps the address in meta.url', () => {
    const url = 'https://example.com/docs';
    const [item] = buildMenu([
      row({ id: 'e', name: 'Docs', url, component: 'layouts/IframePageView', hide_tab: 1 }),
    ]);
    expect(item!.path).toBe(createHash('md5').update(url).digest('hex'));
    expect(item!.meta).toMatchObject({ url, hideTab: true });
  });

  it('keeps redirect on the first level only and never lists buttons', () => {
    const menu = buildMenu([
      row({ id: 'p', name: 'P', url: '/p', component: 'layouts/RouteView', redirect: '/p/c' }),
      row({ id: 'c', name: 'C', url: '/p/c', component: 'p/C', parent_id: 'p', redirect: '/nowhere' }),
      row({ id: 'b', name: 'Add', parent_id: 'c', menu_type: 2, perms: 'p:add' }),
    ]);
    expect(menu[0]!.redirect).toBe('/p/c');
    expect(menu[0]!.children![0]).not.toHaveProperty('redirect');
    expect(menu[0]!.children![0]).not.toHaveProperty('children');
  });

  it('survives a parent cycle in bad data', () => {
    const menu = buildMenu([
      row({ id: 'x', name: 'X', url: '/x', parent_id: 'y' }),
      row({ id: 'y', name: 'Y', url: '/y', parent_id: 'x' }),
    ]);
    expect(menu).toEqual([]);
  });
});
