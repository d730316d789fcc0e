import { afterEach, describe, expect, it } from 'vitest';
import {
  BUILTIN_LIST_PAGE,
  buildMenuRoutes,
  findRouteByPath,
  flattenRoutes,
  type MenuItem,
} from '../../../runtime/core';

function item(path: string, extra: Partial<MenuItem> = {}): MenuItem {
  return {
    id: path,
    path,
    name: path.slice(1).replace(/\//g, '-'),
    component: 'layouts/RouteView',
    route: '1',
    meta: { title: path },
    ...extra,
  };
}

describe('buildMenuRoutes (SPEC §2 "Menu-driven routes")', () => {
  afterEach(() => {
    delete window.__APP_CONFIG__;
  });

  it("skips an item whose route flag is '0', at any depth", () => {
    const routes = buildMenuRoutes([
      item('/a', { component: 'system/A' }),
      item('/b', { route: '0', component: 'system/B' }),
      item('/c', { children: [item('/c/x', { component: 'x/X' }), item('/c/y', { route: '0' })] }),
    ]);
    expect(routes.map((r) => r.path)).toEqual(['/a', '/c']);
    expect(routes[1]?.children?.map((r) => r.path)).toEqual(['/c/x']);
  });

  it('redirects an alwaysShow item to its own path', () => {
    const [route] = buildMenuRoutes([
      item('/report', { alwaysShow: true, redirect: '/report/first', children: [item('/report/first')] }),
    ]);
    expect(route?.alwaysShow).toBe(true);
    expect(route?.redirect).toBe('/report');
  });

  it('keeps the redirect of an item without alwaysShow', () => {
    const [route] = buildMenuRoutes([item('/sys', { redirect: '/sys/user', children: [item('/sys/user')] })]);
    expect(route?.redirect).toBe('/sys/user');
    expect(route?.alwaysShow).toBeUndefined();
  });

  it('builds children recursively', () => {
    const [route] = buildMenuRoutes([
      item('/a', { children: [item('/a/b', { children: [item('/a/b/c', { component: 'deep/Page' })] })] }),
    ]);
    const leaf = route?.children?.[0]?.children?.[0];
    expect(leaf).toMatchObject({
      path: '/a/b/c',
      component: 'deep/Page',
      pageKey: 'deep/Page',
      hidden: false,
    });
  });

  it('hides a parent whose children are all hidden, and only then', () => {
    const routes = buildMenuRoutes([
      item('/all-hidden', {
        children: [item('/all-hidden/a', { hidden: true }), item('/all-hidden/b', { hidden: true })],
      }),
      item('/one-visible', { children: [item('/one-visible/a', { hidden: true }), item('/one-visible/b')] }),
    ]);
    expect(routes[0]?.hidden).toBe(true);
    expect(routes[1]?.hidden).toBe(false);
  });

  it('maps online form components and paths to the built-in list page with the model code', () => {
    const routes = buildMenuRoutes([
      item('/online/cgformList/4028b8817c9f2f6d', { component: 'modules/online/cgform/auto/OnlineAutoList' }),
      item('/online/cgformList/demo_table', { component: 'online/cgform/DemoAutoList' }),
      item('/online/cgformList/:code', { component: 'somewhere/Else', hidden: true }),
    ]);
    expect(routes.map((r) => [r.pageKey, r.onlineKind, r.modelCode])).toEqual([
      [BUILTIN_LIST_PAGE, 'form', '4028b8817c9f2f6d'],
      [BUILTIN_LIST_PAGE, 'form', 'demo_table'],
      [BUILTIN_LIST_PAGE, 'form', undefined],
    ]);
    expect(BUILTIN_LIST_PAGE).toBe('builtin:list');
    // The component name itself is kept for the "not available" page and the tabs.
    expect(routes[0]?.component).toBe('modules/online/cgform/auto/OnlineAutoList');
  });

  it('maps online report components and paths to the built-in list page', () => {
    const routes = buildMenuRoutes([
      item('/online/cgreport/6c7f59741c814347', {
        component: 'modules/online/cgreport/auto/OnlCgreportAutoList',
      }),
      item('/online/cgreport/:code', { component: 'x/Y' }),
    ]);
    expect(routes.map((r) => [r.pageKey, r.onlineKind, r.modelCode])).toEqual([
      [BUILTIN_LIST_PAGE, 'report', '6c7f59741c814347'],
      [BUILTIN_LIST_PAGE, 'report', undefined],
    ]);
  });

  it('uses the component name as page key for every other item, and copies the item fields', () => {
    const [route] = buildMenuRoutes([
      item('/isystem/user', {
        name: 'isystem-user',
        component: 'system/UserList',
        hidden: false,
        meta: {
          title: '用户管理',
          titleEn: 'Users',
          icon: 'user',
          keepAlive: true,
          internalOrExternal: false,
        },
      }),
    ]);
    expect(route).toEqual({
      path: '/isystem/user',
      name: 'isystem-user',
      component: 'system/UserList',
      hidden: false,
      pageKey: 'system/UserList',
      meta: { title: '用户管理', titleEn: 'Users', icon: 'user', keepAlive: true, internalOrExternal: false },
    });
  });

  it("substitutes {{ window._CONFIG['domianURL'] }} placeholders without evaluating anything else", () => {
    window.__APP_CONFIG__ = { apiBase: 'https://support.example.com/api' };
    const routes = buildMenuRoutes([
      item('/report', { meta: { title: 'r', url: "{{ window._CONFIG['domianURL'] }}/jmreport/list" } }),
      item('/static', { meta: { title: 's', url: '{{window._CONFIG["staticDomainURL"]}}/doc.pdf' } }),
      item('/unknown', { meta: { title: 'u', url: "{{ window._CONFIG['nope'] }}/x" } }),
      item('/code', { meta: { title: 'c', url: '{{ alert(document.cookie) }}/y' } }),
      item('/plain', { meta: { title: 'p', url: 'https://docs.example.com' } }),
    ]);
    expect(routes.map((r) => r.meta.url)).toEqual([
      'https://support.example.com/api/jmreport/list',
      'https://support.example.com/api/sys/common/static/doc.pdf',
      '/x',
      '/y',
      'https://docs.example.com',
    ]);
  });

  it('makes a relative API base absolute in placeholders', () => {
    const [route] = buildMenuRoutes([
      item('/r', { meta: { title: 'r', url: "{{ window._CONFIG['domianURL'] }}/a" } }),
    ]);
    expect(route?.meta.url).toBe(`${window.location.origin}/api/a`);
  });
});

describe('flattenRoutes and findRouteByPath', () => {
  const routes = buildMenuRoutes([
    item('/dashboard/analysis', { component: 'dashboard/Analysis' }),
    item('/isystem', {
      children: [
        item('/isystem/user', { component: 'system/UserList' }),
        item('relative', { component: 'r/R' }),
      ],
    }),
    item('/online/cgformList/:code', { component: 'modules/online/cgform/auto/OnlineAutoList' }),
  ]);

  it('lists leaf routes with full paths and their parent chain', () => {
    const flat = flattenRoutes(routes);
    expect(flat.map((f) => f.fullPath)).toEqual([
      '/dashboard/analysis',
      '/isystem/user',
      '/isystem/relative',
      '/online/cgformList/:code',
    ]);
    expect(flat[1]?.parents.map((p) => p.path)).toEqual(['/isystem']);
    expect(flat[0]?.parents).toEqual([]);
  });

  it('finds a route by exact path, ignoring query and trailing slash, then by :param pattern', () => {
    expect(findRouteByPath(routes, '/isystem/user/?a=1')?.route.pageKey).toBe('system/UserList');
    const online = findRouteByPath(routes, '/online/cgformList/abc');
    expect(online?.route.pageKey).toBe('builtin:list');
    expect(findRouteByPath(routes, '/nowhere')).toBeUndefined();
  });
});
