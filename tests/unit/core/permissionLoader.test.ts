import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ACCESS_TOKEN,
  http,
  loadPermissionsAndRoutes,
  ls,
  permissionsAtom,
  type CoreStore,
} from '../../../runtime/core';
import { bindFakeUi, fakeAdapter, freshCoreStore, type FakeReply } from './helpers';

const PERMS = 'GET /sys/permission/getUserPermissionByToken';
const menu = [
  {
    id: '1',
    path: '/dashboard/analysis',
    name: 'analysis',
    component: 'dashboard/Analysis',
    meta: { title: '首页' },
  },
  { id: '2', path: '/hidden-link', name: 'link', component: 'x/Y', route: '0', meta: { title: 'link' } },
  {
    id: '3',
    path: '/guarded',
    name: 'guarded',
    component: 'g/G',
    meta: { title: 'g', permissionList: ['secret:view'] },
  },
];

describe('loadPermissionsAndRoutes', () => {
  const original = http.defaults.adapter;
  let store: CoreStore;
  beforeEach(() => {
    store = freshCoreStore();
    bindFakeUi();
    ls.set(ACCESS_TOKEN, 'tok');
  });
  afterEach(() => {
    http.defaults.adapter = original;
  });

  it('builds, filters and stores the routes', async () => {
    const auth = [{ action: 'user:add', type: '1' }];
    const { adapter } = fakeAdapter({
      [PERMS]: { data: { success: true, result: { menu, auth, allAuth: [] } } },
    });
    http.defaults.adapter = adapter;
    const outcome = await loadPermissionsAndRoutes('/dashboard/analysis');
    expect(outcome.type).toBe('loaded');
    const state = store.get(permissionsAtom);
    expect(state?.menu).toEqual(menu);
    expect(state?.auth).toEqual(auth);
    expect(state?.routes.map((r) => r.path)).toEqual(['/dashboard/analysis']);
  });

  it.each<[string, FakeReply]>([
    ['an empty menu', { data: { success: true, result: { menu: [], auth: [], allAuth: [] } } }],
    ['a server error', { status: 500, data: { message: 'boom' } }],
  ])('on %s logs out and resolves to login with the redirect', async (_label, reply) => {
    const { adapter, seen } = fakeAdapter({
      [PERMS]: reply,
      'POST /sys/logout': { data: { success: true } },
    });
    http.defaults.adapter = adapter;
    await expect(loadPermissionsAndRoutes('/isystem/user?x=1')).resolves.toEqual({
      type: 'redirect',
      to: '/user/login?redirect=%2Fisystem%2Fuser%3Fx%3D1',
    });
    expect(ls.get(ACCESS_TOKEN)).toBeUndefined();
    expect(seen.some((r) => r.url === '/sys/logout')).toBe(true);
    expect(store.get(permissionsAtom)).toBeNull();
  });

  it('shares one request between concurrent callers', async () => {
    const { adapter, seen } = fakeAdapter({
      [PERMS]: { data: { success: true, result: { menu, auth: [], allAuth: [] } } },
    });
    http.defaults.adapter = adapter;
    await Promise.all([loadPermissionsAndRoutes('/'), loadPermissionsAndRoutes('/')]);
    expect(seen).toHaveLength(1);
  });
});
