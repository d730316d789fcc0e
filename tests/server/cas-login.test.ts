// CAS single sign-on (issue 17) against a CAS server speaking the real XML protocol (./cas-server.ts):
// GET /cas/client/validateLogin answers the login result of /sys/login for a good ticket and refuses,
// without a session, bad tickets, wrong services, unknown/frozen/deleted users and forged answers; an
// unreachable CAS server is a 503; the CAS server's single-logout POST ends the session.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { CasConfig } from '../../server/src/config.js';
import { startCasServer, type CasTestServer } from './cas-server.js';
import { DIALECTS, authGet, body, buildTestApp, closeTestApp, createUser, nextAddress } from './helpers.js';

interface LoginResult {
  token: string;
  userInfo: { id: string; username: string; orgCode: string };
  departs: { orgCode: string }[];
  multi_depart: number;
  sysAllDictItems: Record<string, unknown[]>;
}

const SERVICE = 'https://console.example.com/user/login';
const OTHER_SERVICE = 'https://console.example.com/other/login';

function logoutRequest(ticket: string): string {
  return (
    '<samlp:LogoutRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" ' +
    'xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="LR-1" Version="2.0" ' +
    'IssueInstant="2026-11-27T05:00:00Z"><saml:NameID>@NOT_USED@</saml:NameID>' +
    `<samlp:SessionIndex>${ticket}</samlp:SessionIndex></samlp:LogoutRequest>`
  );
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe.each(DIALECTS)('CAS sign-in (%s)', (dialect) => {
  let app: FastifyInstance;
  let cas: CasTestServer;
  let casConfig: CasConfig;

  const validate = (query: Record<string, string>, path = '/api/cas/client/validateLogin') =>
    app.inject({
      method: 'GET',
      url: `${path}?${new URLSearchParams(query).toString()}`,
      remoteAddress: nextAddress(),
    });
  const signIn = (user: string, service = SERVICE) => validate({ ticket: cas.issue(user, service), service });
  const sessionCount = async () =>
    Number(
      (
        await app.db
          .selectFrom('sys_session')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const loginLog = async (fragment: string) =>
    app.db
      .selectFrom('sys_log')
      .select(['log_content', 'userid'])
      .where('log_type', '=', 1)
      .where('log_content', 'like', `%${fragment}%`)
      .execute();

  beforeAll(async () => {
    cas = await startCasServer();
    casConfig = {
      serverUrl: cas.url,
      serviceUrls: [SERVICE, OTHER_SERVICE],
      protocol: 3,
      timeoutMs: 2000,
      createUsers: false,
      attributes: {},
    };
    app = await buildTestApp(dialect, { cas: casConfig });
    await createUser(app, {
      username: 'casuser',
      password: 'Cas-pass-1',
      roleCode: 'staff',
      orgCodes: ['A01A01', 'A01A02'],
    });
    await createUser(app, { username: 'casfrozen', password: 'Cas-pass-1', status: 2 });
    const deleted = await createUser(app, { username: 'casdeleted', password: 'Cas-pass-1' });
    await app.db.updateTable('sys_user').set({ del_flag: 1 }).where('id', '=', deleted).execute();
  });
  afterAll(async () => {
    await closeTestApp(app);
    await cas?.close();
  });

  it('signs an existing user in with the login result of /sys/login (protocol 3.0)', async () => {
    const res = await signIn('casuser');
    expect(res.statusCode).toBe(200);
    const env = body<LoginResult>(res);
    expect(env).toMatchObject({ success: true, code: 200, message: '登录成功' });
    expect(env.result.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(env.result.userInfo).toMatchObject({ username: 'casuser', orgCode: 'A01A01' });
    expect(env.result.userInfo).not.toHaveProperty('password');
    expect(env.result.multi_depart).toBe(2);
    expect(env.result.departs.map((d) => d.orgCode).sort()).toEqual(['A01A01', 'A01A02']);
    expect(env.result.sysAllDictItems.sex).toBeDefined();
    expect(cas.paths.at(-1)).toBe('/cas/p3/serviceValidate');
    const perms = await authGet(app, '/api/sys/permission/getUserPermissionByToken', env.result.token);
    expect(perms.statusCode).toBe(200);
    expect(await loginLog('casuser,CAS登录成功')).toHaveLength(1);
  });

  it('answers the JeecgBoot 2.4+ path /sys/cas/client/validateLogin too, and protocol 2.0 when chosen', async () => {
    casConfig.protocol = 2;
    try {
      const service = SERVICE;
      const res = await validate(
        { ticket: cas.issue('casuser', service), service },
        '/api/sys/cas/client/validateLogin',
      );
      expect(body(res).success).toBe(true);
      expect(cas.paths.at(-1)).toBe('/cas/serviceValidate');
    } finally {
      casConfig.protocol = 3;
    }
  });

  it('maps the username from a configured attribute', async () => {
    casConfig.usernameAttribute = 'uid';
    try {
      const ticket = cas.issue('CN=Cas User,O=Example', SERVICE, {
        attributes: { uid: 'casuser', mail: 'c@x.org' },
      });
      const env = body<LoginResult>(await validate({ ticket, service: SERVICE }));
      expect(env.success).toBe(true);
      expect(env.result.userInfo.username).toBe('casuser');
    } finally {
      casConfig.usernameAttribute = undefined;
    }
  });

  it('refuses an unknown, a frozen and a deleted user, without a session, and logs each', async () => {
    const before = await sessionCount();
    expect(body(await signIn('nobody_here'))).toMatchObject({
      success: false,
      message: '该CAS用户在本系统中没有账号，请联系管理员',
    });
    expect(body(await signIn('casfrozen'))).toMatchObject({ success: false, message: '该用户已冻结' });
    expect(body(await signIn('casdeleted'))).toMatchObject({ success: false, message: '该用户已注销' });
    expect(await sessionCount()).toBe(before);
    expect(await loginLog('nobody_here,CAS登录失败')).toHaveLength(1);
    expect(await loginLog('casfrozen,CAS登录失败')).toHaveLength(1);
  });

  it('answers in English for an English caller', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/cas/client/validateLogin?${new URLSearchParams({ ticket: cas.issue('nobody_here', SERVICE), service: SERVICE }).toString()}`,
      headers: { 'accept-language': 'en-US' },
    });
    expect(body(res).message).toBe('This CAS user has no account here; please ask an administrator');
  });

  it('creates the account of an unknown CAS user with the default role when configured to', async () => {
    Object.assign(casConfig, {
      createUsers: true,
      defaultRole: 'staff',
      attributes: { realname: 'displayName', email: 'mail', phone: 'mobile' },
    });
    try {
      const attributes = { displayName: 'New Person', mail: 'new.person@example.com', mobile: '13900001234' };
      const first = body<LoginResult>(
        await validate({ ticket: cas.issue('cas.new', SERVICE, { attributes }), service: SERVICE }),
      );
      expect(first.success).toBe(true);
      expect(first.result.userInfo).toMatchObject({
        username: 'cas.new',
        realname: 'New Person',
        email: 'new.person@example.com',
        phone: '13900001234',
      });
      const again = body<LoginResult>(
        await validate({ ticket: cas.issue('cas.new', SERVICE, { attributes }), service: SERVICE }),
      );
      expect(again.result.userInfo.id).toBe(first.result.userInfo.id);
      const roles = await app.db
        .selectFrom('sys_user_role as ur')
        .innerJoin('sys_role as r', 'r.id', 'ur.role_id')
        .select('r.role_code')
        .where('ur.user_id', '=', first.result.userInfo.id)
        .execute();
      expect(roles.map((r) => r.role_code)).toEqual(['staff']);
      // A frozen account is still refused, not re-created; a missing default role makes no account.
      expect(body(await signIn('casfrozen'))).toMatchObject({ success: false, message: '该用户已冻结' });
      casConfig.defaultRole = 'no_such_role';
      expect(body(await signIn('cas.norole')).success).toBe(false);
      const created = await app.db
        .selectFrom('sys_user')
        .select('id')
        .where('username', '=', 'cas.norole')
        .execute();
      expect(created).toEqual([]);
    } finally {
      Object.assign(casConfig, { createUsers: false, defaultRole: undefined, attributes: {} });
    }
  });

  it('refuses a reused ticket and an expired one', async () => {
    const ticket = cas.issue('casuser', SERVICE);
    expect(body(await validate({ ticket, service: SERVICE })).success).toBe(true);
    expect(body(await validate({ ticket, service: SERVICE }))).toMatchObject({
      success: false,
      message: 'CAS票据校验失败（INVALID_TICKET），请重新登录',
    });
    const short = cas.issue('casuser', SERVICE, { ttlMs: 1 });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(body(await validate({ ticket: short, service: SERVICE })).success).toBe(false);
  });

  it('refuses a service off the allow-list (400) and a ticket issued for another service', async () => {
    const foreign = await validate({
      ticket: cas.issue('casuser', 'https://evil.example/'),
      service: 'https://evil.example/',
    });
    expect(foreign.statusCode).toBe(400);
    expect(body(foreign).message).toContain('service');
    const other = await validate({ ticket: cas.issue('casuser', OTHER_SERVICE), service: SERVICE });
    expect(body(other)).toMatchObject({
      success: false,
      message: 'CAS票据校验失败（INVALID_SERVICE），请重新登录',
    });
  });

  it('answers 400 naming the field for a missing or oversized ticket or service', async () => {
    const missing = await validate({ service: SERVICE });
    expect(missing.statusCode).toBe(400);
    expect(body(missing).message).toContain('ticket');
    const long = await validate({ ticket: `ST-${'a'.repeat(300)}`, service: SERVICE });
    expect(long.statusCode).toBe(400);
    expect(body(long).message).toContain('ticket');
    const noService = await validate({ ticket: 'ST-1' });
    expect(noService.statusCode).toBe(400);
    expect(body(noService).message).toContain('service');
  });

  it('refuses forged or malformed CAS answers without a 5xx or a session', async () => {
    const before = await sessionCount();
    const answers = [
      'not xml at all',
      '<html><body>CAS login</body></html>',
      '<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationSuccess></cas:authenticationSuccess></cas:serviceResponse>',
      '<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationSuccess><cas:user>casuser',
      // An entity must not expand into a real username (nor into a billion laughs).
      '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY who "casuser">]><cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">' +
        '<cas:authenticationSuccess><cas:user>&who;</cas:user></cas:authenticationSuccess></cas:serviceResponse>',
    ];
    for (const answer of answers) {
      cas.rawAnswer(answer);
      const res = await validate({ ticket: 'ST-forged', service: SERVICE });
      expect(res.statusCode, answer).toBeLessThan(500);
      expect(body(res).success, answer).toBe(false);
    }
    expect(await sessionCount()).toBe(before);
  });

  it('answers 503 with a message when the CAS server is down, slow or answers too much', async () => {
    const original = casConfig.serverUrl;
    const hanging = createServer(() => undefined);
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    try {
      casConfig.serverUrl = `http://127.0.0.1:${await closedPort()}/cas`;
      const down = await validate({ ticket: 'ST-1', service: SERVICE });
      expect(down.statusCode).toBe(503);
      expect(body(down)).toMatchObject({ success: false, message: 'CAS服务器暂时无法访问，请稍后再试' });

      casConfig.serverUrl = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}/cas`;
      casConfig.timeoutMs = 200;
      expect((await validate({ ticket: 'ST-1', service: SERVICE })).statusCode).toBe(503);

      casConfig.serverUrl = original;
      cas.rawAnswer(`<cas:serviceResponse>${'x'.repeat(100_000)}</cas:serviceResponse>`);
      expect((await validate({ ticket: 'ST-1', service: SERVICE })).statusCode).toBe(503);
    } finally {
      casConfig.serverUrl = original;
      casConfig.timeoutMs = 2000;
      hanging.closeAllConnections();
      await new Promise((resolve) => hanging.close(resolve));
    }
  });

  it('ends the session on the CAS server single-logout request', async () => {
    const ticket = cas.issue('casuser', SERVICE);
    const { token } = body<LoginResult>(await validate({ ticket, service: SERVICE })).result;
    expect((await authGet(app, '/api/sys/permission/getUserPermissionByToken', token)).statusCode).toBe(200);
    const stored = await app.db.selectFrom('sys_cas_ticket').select('ticket_hash').execute();
    expect(stored.every((row) => row.ticket_hash !== ticket && /^[0-9a-f]{64}$/.test(row.ticket_hash))).toBe(
      true,
    );

    const res = await app.inject({
      method: 'POST',
      url: '/api/cas/client/logout',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ logoutRequest: logoutRequest(ticket) }).toString(),
    });
    expect(res.statusCode).toBe(200);
    expect((await authGet(app, '/api/sys/permission/getUserPermissionByToken', token)).statusCode).toBe(401);
    expect(await loginLog('casuser,CAS单点登出')).toHaveLength(1);
  });

  it('acknowledges a logout for an unknown ticket and refuses a body that is not a logout request', async () => {
    const post = (payload: string) =>
      app.inject({
        method: 'POST',
        url: '/api/sys/cas/client/logout',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      });
    expect((await post(`logoutRequest=${encodeURIComponent(logoutRequest('ST-unknown'))}`)).statusCode).toBe(
      200,
    );
    const garbage = await post('logoutRequest=%3Cnope');
    expect(garbage.statusCode).toBe(400);
    expect((await post('other=1')).statusCode).toBe(400);
  });

  it('answers 404 "CAS is not configured" when CAS_SERVER_URL is unset', async () => {
    const config = app.config as { cas?: CasConfig };
    config.cas = undefined;
    try {
      const res = await validate({ ticket: 'ST-1', service: SERVICE });
      expect(res.statusCode).toBe(404);
      expect(body(res).message).toBe('未配置CAS单点登录');
    } finally {
      config.cas = casConfig;
    }
  });
});
