import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ACCESS_TOKEN,
  changeLocale,
  fetchUserPermissions,
  filterRoutesByPermission,
  hasPermission,
  http,
  isDisabledByAuth,
  ls,
  sessionAuth,
  type AuthEntry,
} from '../../../runtime/core';
import { bindFakeUi, fakeAdapter } from './helpers';

const menu = [
  {
    id: '1',
    path: '/dashboard/analysis',
    name: 'analysis',
    component: 'dashboard/Analysis',
    meta: { title: '首页' },
  },
];

describe('fetchUserPermissions', () => {
  const original = http.defaults.adapter;
  beforeEach(() => {
    bindFakeUi();
    ls.set(ACCESS_TOKEN, 'tok-5');
  });
  afterEach(() => {
    http.defaults.adapter = original;
  });

  it('sends the token as a parameter and keeps auth and allAuth in sessionStorage', async () => {
    const auth = [{ action: 'user:add', type: '1', describe: '添加用户' }];
    const allAuth = [{ action: 'user:add', type: '1', status: '1', describe: '添加用户' }];
    const { adapter, seen } = fakeAdapter({
      'GET /sys/permission/getUserPermissionByToken': {
        data: { success: true, result: { menu, auth, allAuth } },
      },
    });
    http.defaults.adapter = adapter;
    await expect(fetchUserPermissions()).resolves.toEqual({ menu, auth, allAuth });
    expect(seen[0]?.params).toMatchObject({ token: 'tok-5' });
    expect(JSON.parse(sessionStorage.getItem('LOGIN_USER_BUTTON_AUTH') ?? '')).toEqual(auth);
    expect(JSON.parse(sessionStorage.getItem('SYS_BUTTON_AUTH') ?? '')).toEqual(allAuth);
  });

  it.each([
    ['empty', []],
    ['null', null],
    ['not an array', { a: 1 }],
  ])('rejects a menu that is %s with the SPEC text', async (_label, badMenu) => {
    await changeLocale('en-US');
    const { adapter } = fakeAdapter({
      'GET /sys/permission/getUserPermissionByToken': {
        data: { success: true, result: { menu: badMenu, auth: [], allAuth: [] } },
      },
    });
    http.defaults.adapter = adapter;
    await expect(fetchUserPermissions()).rejects.toThrow(
      new Error('getPermissionList: permissions must be a non-null array !'),
    );
    await changeLocale('zh-CN');
    await expect(fetchUserPermissions()).rejects.toThrow('getPermissionList：权限必须是非空数组！');
  });
});

describe('hasPermission (SPEC §6)', () => {
  function grant(auth: AuthEntry[], allAuth: AuthEntry[] = []) {
    sessionAuth.save(auth, allAuth);
  }

  it('shows an action in the login button-authority list', () => {
    grant([{ action: 'user:add', type: '1' }]);
    expect(hasPermission('user:add')).toBe(true);
    expect(hasPermission('user:delete')).toBe(false);
  });

  it('removes everything when the user has no grants', () => {
    expect(hasPermission('user:add')).toBe(false);
  });

  it("ignores type '2' entries of the authority list", () => {
    grant([{ action: 'user:add', type: '2' }]);
    expect(hasPermission('user:add')).toBe(false);
  });

  it('accepts several codes granted by one comma-separated entry', () => {
    grant([{ action: 'user:add,user:edit', type: '1' }]);
    expect(hasPermission('user:edit')).toBe(true);
  });

  it("shows an action whose system rule has status '0' (rule switched off)", () => {
    grant([], [{ action: 'user:export', type: '1', status: '0' }]);
    expect(hasPermission('user:export')).toBe(true);
    grant([], [{ action: 'user:export', type: '1', status: '1' }]);
    expect(hasPermission('user:export')).toBe(false);
    // A type-2 rule being off does not switch on showing.
    grant([], [{ action: 'user:export', type: '2', status: '0' }]);
    expect(hasPermission('user:export')).toBe(false);
  });

  it("passes codes joined with '||' when any one is granted", () => {
    grant([{ action: 'user:edit', type: '1' }]);
    expect(hasPermission('user:add||user:edit')).toBe(true);
    expect(hasPermission('user:add || user:delete')).toBe(false);
  });

  it("takes the form data's permission list, excluding type '2'", () => {
    const formPermissionList = [
      { action: 'bpm:approve', type: '1' },
      { action: 'bpm:reject', type: '2' },
    ];
    expect(hasPermission('bpm:approve', { formPermissionList })).toBe(true);
    expect(hasPermission('bpm:reject', { formPermissionList })).toBe(false);
  });
});

describe('isDisabledByAuth (contract §6.2)', () => {
  it('disables an enforced type-2 rule the user is not granted', () => {
    sessionAuth.save([], [{ action: 'user:form:phone', type: '2', status: '1' }]);
    expect(isDisabledByAuth('user:form:phone')).toBe(true);
  });

  it('enables it when granted, when the rule is off, or when no rule exists', () => {
    sessionAuth.save(
      [{ action: 'user:form:phone', type: '2' }],
      [{ action: 'user:form:phone', type: '2', status: '1' }],
    );
    expect(isDisabledByAuth('user:form:phone')).toBe(false);
    sessionAuth.save([], [{ action: 'user:form:phone', type: '2', status: '0' }]);
    expect(isDisabledByAuth('user:form:phone')).toBe(false);
    sessionAuth.save([], []);
    expect(isDisabledByAuth('user:form:phone')).toBe(false);
  });
});

describe('filterRoutesByPermission (SPEC §6)', () => {
  const routes = [
    { path: '/open', meta: {} },
    { path: '/empty', meta: { permissionList: [] } },
    { path: '/users', meta: { permissionList: ['user:list', 'user:admin'] } },
    { path: '/roles', meta: { permissionList: [{ action: 'role:list' }] } },
    {
      path: '/sys',
      meta: {},
      children: [
        { path: '/sys/a', meta: { permissionList: ['a:view'] } },
        { path: '/sys/b', meta: {} },
      ],
    },
  ];

  it('keeps routes sharing an entry with the user list and routes without one, recursively', () => {
    const kept = filterRoutesByPermission(routes, ['user:admin']);
    expect(kept.map((r) => r.path)).toEqual(['/open', '/empty', '/users', '/sys']);
    expect(kept[3]?.children?.map((r) => r.path)).toEqual(['/sys/b']);
    const withRole = filterRoutesByPermission(routes, [{ action: 'role:list' }, 'a:view']);
    expect(withRole.map((r) => r.path)).toEqual(['/open', '/empty', '/roles', '/sys']);
    expect(withRole[3]?.children?.map((r) => r.path)).toEqual(['/sys/a', '/sys/b']);
  });

  it('does not modify its input', () => {
    filterRoutesByPermission(routes, []);
    expect(routes[4]?.children).toHaveLength(2);
  });
});
