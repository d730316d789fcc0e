import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACCESS_TOKEN,
  ApiError,
  SYS_BUTTON_AUTH,
  UI_CACHE_DB_DICT_DATA,
  USER_AUTH,
  USER_INFO,
  USER_NAME,
  USER_ROLE,
  getCurrentUserDeparts,
  getUserRoles,
  getToken,
  getUserInfo,
  hasToken,
  http,
  login,
  logout,
  ls,
  permissionsAtom,
  saveUserInfo,
  selectDepart,
  sessionAtom,
  sessionAuth,
  updatePassword,
  type CoreStore,
} from '../../../runtime/core';
import { bindFakeUi, fakeAdapter, freshCoreStore, timeoutError, type FakeReply } from './helpers';

const NOW = new Date('2025-03-01T08:00:00Z').getTime();
const WEEK = 604_800_000;
const admin = { id: 'u1', username: 'admin', realname: '管理员' };
const dicts = { sex: [{ value: '1', text: '男' }] };

function loginReply(code: number | string, message = '登录成功'): FakeReply {
  return {
    data: {
      success: String(code) === '200',
      code,
      message,
      result:
        String(code) === '200'
          ? {
              token: 'tok-9',
              userInfo: admin,
              sysAllDictItems: dicts,
              multi_depart: 1,
              roles: ['admin', 'staff'],
            }
          : null,
    },
  };
}

function expireOf(key: string): number | null {
  return (JSON.parse(localStorage.getItem(`pro__${key}`) ?? 'null') as { expire: number | null }).expire;
}

describe('session', () => {
  const original = http.defaults.adapter;
  let store: CoreStore;
  let ui: ReturnType<typeof bindFakeUi>;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    store = freshCoreStore();
    ui = bindFakeUi();
  });
  afterEach(() => {
    http.defaults.adapter = original;
    vi.useRealTimers();
  });

  describe('login', () => {
    it.each([200, '200'])('code %j signs in and stores the session for 7 days', async (code) => {
      const { adapter, seen } = fakeAdapter({ 'POST /sys/login': loginReply(code) });
      http.defaults.adapter = adapter;
      const envelope = await login({ username: 'admin', password: 'pw', captcha: 'ab12', checkKey: 'k' });
      expect(envelope.result.multi_depart).toBe(1);
      expect(seen[0]?.data).toEqual({ username: 'admin', password: 'pw', captcha: 'ab12', checkKey: 'k' });
      expect(ls.get(ACCESS_TOKEN)).toBe('tok-9');
      expect(ls.get(USER_NAME)).toBe('admin');
      expect(ls.get(USER_INFO)).toEqual(admin);
      expect(ls.get(UI_CACHE_DB_DICT_DATA)).toEqual(dicts);
      // SPEC §3 USER_ROLE: the role codes of the login answer.
      expect(ls.get(USER_ROLE)).toEqual(['admin', 'staff']);
      expect(getUserRoles()).toEqual(['admin', 'staff']);
      [ACCESS_TOKEN, USER_NAME, USER_INFO, USER_ROLE, UI_CACHE_DB_DICT_DATA].forEach((key) =>
        expect(expireOf(key)).toBe(NOW + WEEK),
      );
      expect(store.get(sessionAtom)).toEqual({ token: 'tok-9', userInfo: admin });
      expect(hasToken()).toBe(true);
    });

    it.each([
      [500, '用户名或密码错误'],
      [412, '验证码错误'],
      [201, 'odd'],
    ])('code %j rejects with the envelope message and stores nothing', async (code, message) => {
      const { adapter } = fakeAdapter({ 'POST /sys/login': loginReply(code, message) });
      http.defaults.adapter = adapter;
      const error = await login({ username: 'admin', password: 'bad' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ message, code, success: false });
      expect(ls.get(ACCESS_TOKEN)).toBeUndefined();
      expect(ls.get(USER_ROLE)).toBeUndefined();
      expect(store.get(sessionAtom)).toBeNull();
    });
  });

  describe('logout', () => {
    function signIn() {
      ls.set(ACCESS_TOKEN, 'tok-9', WEEK);
      ls.set(USER_NAME, 'admin', WEEK);
      ls.set(USER_INFO, admin, WEEK);
      ls.set(UI_CACHE_DB_DICT_DATA, dicts, WEEK);
      ls.set(USER_ROLE, ['admin'], WEEK);
      sessionAuth.save([{ action: 'user:add', type: '1' }], [{ action: 'user:add', type: '1', status: '1' }]);
      store.set(sessionAtom, { token: 'tok-9', userInfo: admin });
      store.set(permissionsAtom, { menu: [], auth: [], allAuth: [], routes: [] });
    }

    function expectSignedOut() {
      [ACCESS_TOKEN, USER_NAME, USER_INFO, USER_ROLE, UI_CACHE_DB_DICT_DATA].forEach((key) =>
        expect(localStorage.getItem(`pro__${key}`)).toBeNull(),
      );
      expect(getUserRoles()).toEqual([]);
      expect(sessionStorage.getItem(USER_AUTH)).toBeNull();
      expect(sessionStorage.getItem(SYS_BUTTON_AUTH)).toBeNull();
      expect(store.get(sessionAtom)).toBeNull();
      expect(store.get(permissionsAtom)).toBeNull();
      expect(hasToken()).toBe(false);
    }

    it('calls POST /sys/logout with the token and a JSON content type, and clears everything', async () => {
      signIn();
      const { adapter, seen } = fakeAdapter({ 'POST /sys/logout': { data: { success: true } } });
      http.defaults.adapter = adapter;
      await logout();
      expect(seen).toHaveLength(1);
      expect(seen[0]?.headers.get('X-Access-Token')).toBe('tok-9');
      expect(seen[0]?.headers.get('Content-Type')).toBe('application/json;charset=UTF-8');
      expectSignedOut();
    });

    it.each<[string, FakeReply]>([
      ['a 500', { status: 500, data: { message: '退出登录失败！' } }],
      ['a 401', { status: 401, data: {} }],
      ['a timeout', timeoutError()],
    ])('resolves and clears everything when the call fails with %s, silently', async (_label, reply) => {
      signIn();
      const { adapter } = fakeAdapter({ 'POST /sys/logout': reply });
      http.defaults.adapter = adapter;
      await expect(logout()).resolves.toBeUndefined();
      expectSignedOut();
      expect(ui.notification.open).not.toHaveBeenCalled();
    });
  });

  it('getToken, getUserInfo and saveUserInfo read and write the 7-day cache', () => {
    expect(getToken()).toBeUndefined();
    expect(getUserInfo()).toBeNull();
    ls.set(ACCESS_TOKEN, 't', WEEK);
    saveUserInfo({ ...admin, avatar: 'a.png' });
    expect(getToken()).toBe('t');
    expect(getUserInfo()).toEqual({ ...admin, avatar: 'a.png' });
    expect(expireOf(USER_INFO)).toBe(NOW + WEEK);
    expect(store.get(sessionAtom)).toEqual({ token: 't', userInfo: { ...admin, avatar: 'a.png' } });
  });

  it('selectDepart posts orgCode and username and caches the returned user info', async () => {
    const { adapter, seen } = fakeAdapter({
      'POST /sys/selectDepart': {
        data: { success: true, code: 0, result: { userInfo: { ...admin, orgCode: 'A02' } } },
      },
    });
    http.defaults.adapter = adapter;
    await selectDepart('A02', 'admin');
    expect(seen[0]?.data).toEqual({ orgCode: 'A02', username: 'admin' });
    expect(getUserInfo()?.orgCode).toBe('A02');
    expect(expireOf(USER_INFO)).toBe(NOW + WEEK);
  });

  it('getCurrentUserDeparts and updatePassword call their endpoints', async () => {
    const { adapter, seen } = fakeAdapter({
      'GET /sys/user/getCurrentUserDeparts': {
        data: { success: true, result: { list: [], orgCode: 'A01' } },
      },
      'POST /sys/user/updatePassword': { data: { success: true, message: '密码重置成功!' } },
    });
    http.defaults.adapter = adapter;
    await expect(getCurrentUserDeparts()).resolves.toMatchObject({ result: { orgCode: 'A01' } });
    const body = { username: 'admin', oldpassword: 'a', password: 'b', confirmpassword: 'b' };
    await expect(updatePassword(body)).resolves.toMatchObject({ success: true, message: '密码重置成功!' });
    expect(seen[1]?.data).toEqual(body);
  });
});
