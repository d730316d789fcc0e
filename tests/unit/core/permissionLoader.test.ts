import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACCESS_TOKEN,
  beforeFirstRoutes,
  FIRST_ROUTES_WAIT_MS,
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

  describe("with work before the first routes (a cold load's page)", () => {
    const granted = () => {
      const { adapter } = fakeAdapter({
        [PERMS]: { data: { success: true, result: { menu, auth: [], allAuth: [] } } },
      });
      http.defaults.adapter = adapter;
    };
    afterEach(() => vi.useRealTimers());

    it('stores the routes only once that work is done, and does it for one load only', async () => {
      granted();
      let finish = () => undefined as void;
      const seenRoutes: string[][] = [];
      beforeFirstRoutes((routes) => {
        seenRoutes.push(routes.map((r) => r.path));
        return new Promise<void>((resolve) => (finish = resolve));
      });
      const loading = loadPermissionsAndRoutes('/dashboard/analysis');
      await vi.waitFor(() => expect(seenRoutes).toEqual([['/dashboard/analysis']]));
      expect(store.get(permissionsAtom)).toBeNull();
      finish();
      await expect(loading).resolves.toMatchObject({ type: 'loaded' });
      expect(store.get(permissionsAtom)?.routes.map((r) => r.path)).toEqual(['/dashboard/analysis']);
      await loadPermissionsAndRoutes('/dashboard/analysis');
      expect(seenRoutes).toHaveLength(1);
    });

    it('stores the routes after FIRST_ROUTES_WAIT_MS when the work does not end', async () => {
      granted();
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      beforeFirstRoutes(() => new Promise<void>(() => undefined));
      const loading = loadPermissionsAndRoutes('/dashboard/analysis');
      await vi.advanceTimersByTimeAsync(FIRST_ROUTES_WAIT_MS);
      await expect(loading).resolves.toMatchObject({ type: 'loaded' });
      expect(store.get(permissionsAtom)).not.toBeNull();
    });

    it('forgets the work when the permissions fail: a later sign-in does not wait for it', async () => {
      const { adapter } = fakeAdapter({
        [PERMS]: { status: 500, data: { message: 'boom' } },
        'POST /sys/logout': { data: { success: true } },
      });
      http.defaults.adapter = adapter;
      let calls = 0;
      beforeFirstRoutes(() => {
        calls += 1;
        return undefined;
      });
      await expect(loadPermissionsAndRoutes('/')).resolves.toMatchObject({ type: 'redirect' });
      granted();
      ls.set(ACCESS_TOKEN, 'tok');
      await expect(loadPermissionsAndRoutes('/')).resolves.toMatchObject({ type: 'loaded' });
      expect(calls).toBe(0);
    });

    it('stores the routes when the work fails', async () => {
      granted();
      beforeFirstRoutes(() => {
        throw new Error('no page');
      });
      await expect(loadPermissionsAndRoutes('/')).resolves.toMatchObject({ type: 'loaded' });
      expect(store.get(permissionsAtom)).not.toBeNull();
    });
  });
});
