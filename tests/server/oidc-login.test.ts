// Third-party sign-in through OpenID Connect (issue 17) against oidc-provider, a certified OpenID
// Provider started beside the app (./oidc-provider.ts): the authorization-code flow with PKCE, state and
// nonce over real HTTP, the ID token verified by openid-client; the callback's one-time id answers the
// login result of /sys/login once within 60 s; a first sign-in creates the account (create policy) and
// the next one finds it; every refusal (state, nonce, audience, key, one-time id, email domain, account
// state, redirect) is refused with its message, logged, and makes no session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, authGet, body } from './helpers.js';
import {
  LOGIN_PAGE,
  authorizeUrl,
  callback,
  callbackOf,
  loginLog,
  redeem,
  saveProvider,
  sessionCount,
  signIn,
  startSuite,
  stopSuite,
  type OidcSuite,
} from './oidc-helpers.js';
import { signInAt, type Tamper, type TestAccount } from './oidc-provider.js';

interface LoginResult {
  token: string;
  userInfo: { id: string; username: string; realname: string; orgCode: string; email: string };
  departs: { orgCode: string }[];
  multi_depart: number;
  roles: string[];
  sysAllDictItems: Record<string, unknown[]>;
}

const ACCOUNTS = new Map<string, TestAccount>([
  ['alice-sub', { preferred_username: 'alice', name: 'Alice Liddell', email: 'alice@acme.test' }],
  ['mallory-sub', { preferred_username: 'mallory', name: 'Mallory', email: 'mallory@evil.test' }],
  ['frozen-sub', { preferred_username: 'oidcfrozen', name: 'Frozen', email: 'frozen@acme.test' }],
  ['deleted-sub', { preferred_username: 'oidcdeleted', name: 'Deleted', email: 'deleted@acme.test' }],
]);

describe.each(DIALECTS)('OpenID Connect sign-in (%s)', (dialect) => {
  let suite: OidcSuite;

  beforeAll(async () => {
    suite = await startSuite(dialect, ACCOUNTS);
    await saveProvider(suite, { code: 'acme', emailDomains: 'acme.test' });
    await saveProvider(suite, { code: 'strict', emailDomains: 'acme.test, other.test' });
    // Endpoints entered by hand, the token endpoint behind the tampering proxy.
    await saveProvider(suite, {
      code: 'tampered',
      authorizationEndpoint: `${suite.op.issuer}/auth`,
      tokenEndpoint: suite.op.proxyTokenUrl,
      jwksUri: `${suite.op.issuer}/jwks`,
    });
  });

  /** Expects the login page's query to carry `message` and no one-time id, and no session to be made. */
  const expectRefused = async (run: () => Promise<URLSearchParams>, message: string, logged: string) => {
    const before = await sessionCount(suite.app);
    const logsBefore = (await loginLog(suite.app, logged)).length;
    const query = await run();
    expect(query.get('thirdError')).toBe(message);
    expect(query.get('oidc')).toBeNull();
    expect(query.get('oidcBind')).toBeNull();
    expect(await sessionCount(suite.app)).toBe(before);
    expect((await loginLog(suite.app, logged)).length).toBe(logsBefore + 1);
  };
  afterAll(() => stopSuite(suite));

  it('creates the account of a first sign-in, answers the login result once, and finds it the next time', async () => {
    const { query } = await signIn(suite, 'acme', 'alice-sub');
    expect(query.get('thirdError')).toBeNull();
    expect(query.get('thirdType')).toBe('acme');
    const id = query.get('oidc')!;
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const res = await redeem(suite, id);
    const env = body<LoginResult>(res);
    expect(env).toMatchObject({ success: true, code: 200, message: '登录成功' });
    expect(env.result.userInfo).toMatchObject({
      username: 'alice',
      realname: 'Alice Liddell',
      orgCode: 'A01A01',
    });
    expect(env.result.userInfo).not.toHaveProperty('password');
    expect(env.result.roles).toEqual(['staff']);
    expect(env.result.multi_depart).toBe(1);
    expect(env.result.sysAllDictItems.sex).toBeDefined();
    const perms = await authGet(suite.app, '/api/sys/permission/getUserPermissionByToken', env.result.token);
    expect(perms.statusCode).toBe(200);
    expect(await loginLog(suite.app, 'alice,第三方(acme)登录成功')).toHaveLength(1);

    // The same person again: the same account, through the SPEC path this time.
    const again = await signIn(suite, 'acme', 'alice-sub');
    const second = body<LoginResult>(
      await redeem(
        suite,
        again.query.get('oidc')!,
        `/api/thirdLogin/getLoginUser/${again.query.get('oidc')}`,
      ),
    );
    expect(second.success).toBe(true);
    expect(second.result.userInfo.id).toBe(env.result.userInfo.id);
    const users = await suite.app.db
      .selectFrom('sys_user')
      .select('id')
      .where('username', '=', 'alice')
      .execute();
    expect(users).toHaveLength(1);
  });

  it('refuses a one-time id redeemed twice or after its minute, without a session', async () => {
    const { query } = await signIn(suite, 'acme', 'alice-sub');
    const id = query.get('oidc')!;
    const row = await suite.app.db
      .selectFrom('sys_third_login_ticket')
      .select('expires_at')
      .executeTakeFirstOrThrow();
    expect(Number(row.expires_at) - Date.now()).toBeLessThanOrEqual(60_000);
    expect(body(await redeem(suite, id)).success).toBe(true);
    const before = await sessionCount(suite.app);
    const twice = body(await redeem(suite, id));
    expect(twice).toMatchObject({ success: false, message: '登录凭证无效、已使用或已过期，请重新登录' });

    const late = (await signIn(suite, 'acme', 'alice-sub')).query.get('oidc')!;
    await suite.app.db
      .updateTable('sys_third_login_ticket')
      .set({ expires_at: Date.now() - 1 })
      .execute();
    expect(body(await redeem(suite, late)).success).toBe(false);
    expect(body(await redeem(suite, 'f'.repeat(43))).success).toBe(false);
    expect(await sessionCount(suite.app)).toBe(before);
    expect((await loginLog(suite.app, '登录凭证无效')).length).toBeGreaterThanOrEqual(3);
  });

  it('sends the browser to the provider with PKCE (S256), state and nonce, and back only to our own site', async () => {
    const url = new URL(await authorizeUrl(suite, 'acme'));
    expect(url.origin).toBe(suite.op.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('redirect_uri')).toBe(callbackOf('acme'));

    const evil = await suite.app.inject({
      method: 'GET',
      url: `/api/sys/thirdLogin/render/acme?redirect=${encodeURIComponent('https://evil.example.com/user/login')}`,
    });
    expect(evil.statusCode).toBe(400);
    expect(body(evil).message).toBe('redirect: 不是允许的登录页地址');
    const alias = await suite.app.inject({
      method: 'GET',
      url: `/api/sys/thirdLogin/oauth2/acme/login?redirect=${encodeURIComponent(`${LOGIN_PAGE}?lang=en`)}`,
    });
    expect(alias.statusCode).toBe(302);
    const unknown = await suite.app.inject({ method: 'GET', url: '/api/sys/thirdLogin/render/nobody' });
    expect(new URL(unknown.headers.location as string).searchParams.get('thirdError')).toBe(
      '该第三方登录方式不存在或已停用',
    );
  });

  it('refuses a replayed or forged state, and a state of another provider', async () => {
    const { providerRedirect } = await signIn(suite, 'acme', 'alice-sub');
    await expectRefused(
      () => callback(suite, providerRedirect),
      '登录请求无效、已使用或已过期，请重新登录',
      '第三方登录(acme)失败：登录请求无效',
    );
    const fresh = await signInAt(await authorizeUrl(suite, 'acme'), 'alice-sub', callbackOf('acme'));
    const forged = new URL(fresh);
    forged.searchParams.set('state', 'forged-state');
    await expectRefused(
      () => callback(suite, forged.href),
      '登录请求无效、已使用或已过期，请重新登录',
      '第三方登录(acme)失败：登录请求无效',
    );
    // The forgery did not use up the real request: it still signs in.
    const real = await callback(suite, fresh);
    expect(real.get('oidc')).toBeTruthy();
    // A state taken to another provider's callback is refused (and spent).
    const other = await signInAt(await authorizeUrl(suite, 'acme'), 'alice-sub', callbackOf('acme'));
    await expectRefused(
      () => callback(suite, other.replace('/acme/', '/strict/')),
      '登录请求无效、已使用或已过期，请重新登录',
      '第三方登录(strict)失败：登录请求无效',
    );
  });

  it('says so when the provider answers with an error instead of a code', async () => {
    const state = new URL(await authorizeUrl(suite, 'acme')).searchParams.get('state')!;
    await expectRefused(
      () => callback(suite, `${callbackOf('acme')}?state=${state}&error=access_denied`),
      '第三方登录未完成：access_denied',
      '第三方登录未完成：access_denied',
    );
    // A callback with a state but no code: refused, not a 5xx.
    const noCode = new URL(await authorizeUrl(suite, 'acme')).searchParams.get('state')!;
    await expectRefused(
      () => callback(suite, `${callbackOf('acme')}?state=${noCode}`),
      '身份令牌校验失败（签名、签发者或有效期），已拒绝',
      '身份令牌校验失败',
    );
  });

  const tampered: [Tamper, string, string][] = [
    ['nonce', '身份令牌与本次登录请求不符（nonce），已拒绝', 'nonce'],
    ['audience', '身份令牌不是签发给本系统的，已拒绝', '不是签发给本系统'],
    ['key', '身份令牌校验失败（签名、签发者或有效期），已拒绝', '身份令牌校验失败'],
  ];
  it.each(tampered)('refuses an ID token with another %s', async (tamper, message, logged) => {
    suite.op.tamper = 'none';
    // Untouched, the hand-entered endpoints sign in: the refusals below are the tampering's.
    expect((await signIn(suite, 'tampered', 'alice-sub')).query.get('oidcBind')).toBeTruthy();
    suite.op.tamper = tamper;
    try {
      await expectRefused(async () => (await signIn(suite, 'tampered', 'alice-sub')).query, message, logged);
    } finally {
      suite.op.tamper = 'none';
    }
  });

  it('refuses an email outside the allowed domains', async () => {
    await expectRefused(
      async () => (await signIn(suite, 'strict', 'mallory-sub')).query,
      '邮箱 mallory@evil.test 不属于允许登录的域名',
      'mallory@evil.test,第三方登录(strict)失败',
    );
    const users = await suite.app.db
      .selectFrom('sys_user')
      .select('id')
      .where('username', '=', 'mallory')
      .execute();
    expect(users).toEqual([]);
  });

  it('refuses a frozen account and one deleted to the recycle bin, at the callback and at redemption', async () => {
    const first = (await signIn(suite, 'acme', 'frozen-sub')).query.get('oidc')!;
    await suite.app.db
      .updateTable('sys_user')
      .set({ status: 2 })
      .where('username', '=', 'oidcfrozen')
      .execute();
    const late = body(await redeem(suite, first));
    expect(late).toMatchObject({ success: false, message: '该用户已冻结' });
    await expectRefused(
      async () => (await signIn(suite, 'acme', 'frozen-sub')).query,
      '该用户已冻结',
      'oidcfrozen,第三方登录(acme)失败：该用户已冻结',
    );

    expect((await signIn(suite, 'acme', 'deleted-sub')).query.get('oidc')).toBeTruthy();
    await suite.app.db
      .updateTable('sys_user')
      .set({ del_flag: 1 })
      .where('username', '=', 'oidcdeleted')
      .execute();
    await expectRefused(
      async () => (await signIn(suite, 'acme', 'deleted-sub')).query,
      '该用户已注销',
      'oidcdeleted,第三方登录(acme)失败：该用户已注销',
    );
  });
});
