// Third-party sign-in (issue 17), the admin's and the user's side, against oidc-provider:
// - providers saved by an admin: the client secret sealed at rest and never read back, bad input named;
// - the `bind` policy: a first sign-in binds to an existing account after its password (wrong passwords
//   refused with the login's rules, the binding kept), or its phone and SMS code; creating an account
//   refused; the next sign-in goes straight in;
// - `create` with a taken username: binding, or a new account under another name;
// - the account settings: my links, linking while signed in, unlinking.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, body, createUser, loginToken, nextAddress } from './helpers.js';
import {
  CLIENT_SECRET,
  LOGIN_PAGE,
  callback,
  callbackOf,
  redeem,
  saveProvider,
  sessionCount,
  signIn,
  startSuite,
  stopSuite,
  type OidcSuite,
} from './oidc-helpers.js';
import { signInAt, type TestAccount } from './oidc-provider.js';
import { captureSms, requestSms, setPhone } from './sms-helpers.js';

interface LoginResult {
  token: string;
  userInfo: { id: string; username: string };
}

const ACCOUNTS = new Map<string, TestAccount>([
  ['bob-sub', { preferred_username: 'bob.idp', name: 'Bob', email: 'bob@acme.test' }],
  ['carol-sub', { preferred_username: 'carol.idp', name: 'Carol', email: 'carol@acme.test' }],
  ['dave-sub', { preferred_username: 'localdave', name: 'Dave', email: 'dave@acme.test' }],
  ['erin-sub', { preferred_username: 'erin.idp', name: 'Erin', email: 'erin@acme.test' }],
]);

describe.each(DIALECTS)('OpenID Connect binding and providers (%s)', (dialect) => {
  let suite: OidcSuite;
  const sms = captureSms();

  const post = (url: string, payload: object, token?: string) =>
    suite.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: nextAddress(),
      headers: token ? { 'x-access-token': token } : {},
    });

  beforeAll(async () => {
    suite = await startSuite(dialect, ACCOUNTS, { smsSender: sms });
    await saveProvider(suite, { code: 'binder', firstLogin: 'bind', defaultRole: null });
    await saveProvider(suite, { code: 'acme' });
    await createUser(suite.app, { username: 'localbob', password: 'Local-pass-1', roleCode: 'partner' });
    await createUser(suite.app, { username: 'localdave', password: 'Local-pass-1', roleCode: 'partner' });
    const carol = await createUser(suite.app, { username: 'localcarol', password: 'Local-pass-1' });
    await setPhone(suite.app, carol, '13800003333');
    await createUser(suite.app, { username: 'localerin', password: 'Local-pass-1', roleCode: 'staff' });
  });
  afterAll(() => stopSuite(suite));

  it('keeps the client secret sealed, never reads it back, and names bad input', async () => {
    const headers = { 'x-access-token': suite.adminToken };
    const list = await suite.app.inject({ method: 'GET', url: '/api/sys/thirdProvider/list', headers });
    expect(list.body).not.toContain(CLIENT_SECRET);
    const rows = body<{ code: string; hasSecret: boolean }[]>(list).result;
    expect(rows.map((r) => [r.code, r.hasSecret])).toEqual([
      ['acme', true],
      ['binder', true],
    ]);
    const stored = await suite.app.db.selectFrom('sys_third_provider').select('client_secret').execute();
    for (const row of stored) expect(row.client_secret).toMatch(/^gcm1:/);

    const base = { code: 'x', name: 'X', issuer: suite.op.issuer, clientId: 'c', firstLogin: 'bind' };
    const bad = async (fields: Record<string, unknown>) =>
      body(await post('/api/sys/thirdProvider/add', { ...base, ...fields }, suite.adminToken)).message;
    expect(await bad({ code: 'acme' })).toBe('code: 编码已存在');
    expect(await bad({ code: 'render' })).toBe('code: 编码已存在');
    expect(await bad({ issuer: 'ftp://idp' })).toBe('issuer: 须为 http:// 或 https:// 地址');
    expect(await bad({ tokenEndpoint: `${suite.op.issuer}/token` })).toMatch(/^authorizationEndpoint: /);
    expect(await bad({ firstLogin: 'create' })).toBe('defaultRole: 自动创建账号须指定默认角色');
    expect(await bad({ defaultRole: 'nosuchrole' })).toBe('defaultRole: 角色不存在');
    expect(await bad({ code: 'bad code' })).toMatch(/^code/);

    const pub = body<{ code: string; name: string }[]>(
      await suite.app.inject({ method: 'GET', url: '/api/sys/thirdLogin/providers' }),
    ).result;
    expect(pub).toEqual([
      { code: 'acme', name: '测试身份源' },
      { code: 'binder', name: '测试身份源' },
    ]);
  });

  it('binds a first sign-in to an existing account after its password, and signs straight in next time', async () => {
    const back = (await signIn(suite, 'binder', 'bob-sub')).query;
    const bindId = back.get('oidcBind')!;
    expect(bindId).toBeTruthy();
    expect(back.get('thirdCreate')).toBeNull();
    const created = body(await post('/api/sys/third/user/create', { bindId }));
    expect(created).toMatchObject({ success: false, message: '该登录方式不允许创建账号，请绑定已有账号' });

    const before = await sessionCount(suite.app);
    const wrong = body(
      await post('/api/sys/third/user/checkPassword', { bindId, username: 'localbob', password: 'nope' }),
    );
    expect(wrong).toMatchObject({ success: false, message: '用户名或密码错误' });
    expect(await sessionCount(suite.app)).toBe(before);

    const right = body<LoginResult>(
      await post('/api/sys/third/user/checkPassword', {
        bindId,
        username: 'localbob',
        password: 'Local-pass-1',
      }),
    );
    expect(right.success).toBe(true);
    expect(right.result.userInfo.username).toBe('localbob');
    const reused = body(
      await post('/api/sys/third/user/checkPassword', {
        bindId,
        username: 'localbob',
        password: 'Local-pass-1',
      }),
    );
    expect(reused.success).toBe(false);

    const next = (await signIn(suite, 'binder', 'bob-sub')).query;
    expect(next.get('oidcBind')).toBeNull();
    const again = body<LoginResult>(
      await redeem(suite, next.get('oidc')!, `/api/sys/thirdLogin/getLoginUser/${next.get('oidc')}`),
    );
    expect(again.result.userInfo.id).toBe(right.result.userInfo.id);
  });

  it('binds by phone and SMS code', async () => {
    const bindId = (await signIn(suite, 'binder', 'carol-sub')).query.get('oidcBind')!;
    await requestSms(suite.app, '13800003333', '0');
    const res = body<LoginResult>(
      await post('/api/sys/thirdLogin/bindingThirdPhone', {
        bindId,
        mobile: '13800003333',
        captcha: sms.codeFor('13800003333'),
      }),
    );
    expect(res.success).toBe(true);
    expect(res.result.userInfo.username).toBe('localcarol');
    expect((await signIn(suite, 'binder', 'carol-sub')).query.get('oidc')).toBeTruthy();
  });

  it('under the create policy, binds or creates another name when the username is taken', async () => {
    const back = (await signIn(suite, 'acme', 'dave-sub')).query;
    const bindId = back.get('oidcBind')!;
    expect(bindId).toBeTruthy();
    // The page is told it may offer a new account beside binding one.
    expect(back.get('thirdCreate')).toBe('1');
    const taken = body(await post('/api/sys/third/user/create', { bindId, username: 'localdave' }));
    expect(taken).toMatchObject({ success: false, message: '用户名已注册' });
    const made = body<LoginResult>(
      await post('/api/sys/thirdLogin/user/create', { bindId, username: 'dave2' }),
    );
    expect(made.success).toBe(true);
    expect(made.result.userInfo.username).toBe('dave2');
  });

  it('lists, links and unlinks providers in the account settings', async () => {
    const token = await loginToken(suite.app, 'localerin', 'Local-pass-1');
    const start = body<{ url: string }>(
      await post('/api/sys/thirdLogin/bind/acme', { redirect: `${LOGIN_PAGE}?settings=1` }, token),
    );
    expect(start.success).toBe(true);
    const back = await callback(suite, await signInAt(start.result.url, 'erin-sub', callbackOf('acme')));
    expect(back.get('thirdBound')).toBe('acme');
    expect(back.get('settings')).toBe('1');

    const headers = { 'x-access-token': token };
    const mine = body<{ links: { providerCode: string; realname: string }[]; providers: unknown[] }>(
      await suite.app.inject({ method: 'GET', url: '/api/sys/thirdLogin/bindings', headers }),
    ).result;
    expect(mine.links).toMatchObject([{ providerCode: 'acme', realname: 'Erin' }]);
    expect(mine.providers).toHaveLength(2);
    const signedIn = body<LoginResult>(
      await redeem(suite, (await signIn(suite, 'acme', 'erin-sub')).query.get('oidc')!),
    );
    expect(signedIn.result.userInfo.username).toBe('localerin');

    const unbind = await suite.app.inject({
      method: 'DELETE',
      url: '/api/sys/thirdLogin/unbind/acme',
      headers,
    });
    expect(body(unbind).success).toBe(true);
    const twice = await suite.app.inject({
      method: 'DELETE',
      url: '/api/sys/thirdLogin/unbind/acme',
      headers,
    });
    expect(twice.statusCode).toBe(404);
    // Unlinked: the same person's next sign-in is a first one again (erin.idp is free: a new account).
    const fresh = body<LoginResult>(
      await redeem(suite, (await signIn(suite, 'acme', 'erin-sub')).query.get('oidc')!),
    );
    expect(fresh.result.userInfo.username).toBe('erin.idp');
  });

  it('keeps the secret on an edit without one, and carries the links along a renamed code', async () => {
    const headers = { 'x-access-token': suite.adminToken };
    const rows = body<{ id: string; code: string }[]>(
      await suite.app.inject({ method: 'GET', url: '/api/sys/thirdProvider/list', headers }),
    ).result;
    const binder = rows.find((r) => r.code === 'binder')!;
    const edited = await suite.app.inject({
      method: 'PUT',
      url: '/api/sys/thirdProvider/edit',
      headers,
      payload: {
        id: binder.id,
        code: 'binder2',
        name: '改名',
        issuer: suite.op.issuer,
        clientId: 'console',
        firstLogin: 'bind',
      },
    });
    expect(body<{ hasSecret: boolean; code: string }>(edited).result).toMatchObject({
      hasSecret: true,
      code: 'binder2',
    });
    const links = await suite.app.db
      .selectFrom('sys_third_account')
      .select('provider_code')
      .where('subject', '=', 'bob-sub')
      .execute();
    expect(links).toEqual([{ provider_code: 'binder2' }]);

    const gone = await suite.app.inject({
      method: 'DELETE',
      url: `/api/sys/thirdProvider/delete?id=${binder.id}`,
      headers,
    });
    expect(body(gone).success).toBe(true);
    const left = await suite.app.db
      .selectFrom('sys_third_account')
      .select('id')
      .where('provider_code', '=', 'binder2')
      .execute();
    expect(left).toEqual([]);
  });
});
