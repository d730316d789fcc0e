// POST /sys/user/register and GET /sys/user/checkOnlyUser: validation naming fields, the SMS code, the
// duplicate checks, and the new account (role partner, status 1, the partner organisation).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { verifyPassword } from '../../server/src/lib/password.js';
import { DIALECTS, body, buildTestApp, closeTestApp, createUser, login, nextAddress } from './helpers.js';
import { captureSms, requestSms, setPhone } from './sms-helpers.js';

interface RegisterPayload {
  username: string;
  password: string;
  phone: string;
  smscode: string;
  email?: string;
}

function register(app: FastifyInstance, payload: Partial<RegisterPayload>, lang?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/sys/user/register',
    payload,
    remoteAddress: nextAddress(),
    headers: lang ? { 'accept-language': lang } : {},
  });
}

describe.each(DIALECTS)('POST /sys/user/register (%s)', (dialect) => {
  let app: FastifyInstance;
  const sms = captureSms();
  const codeFor = async (phone: string) => {
    await requestSms(app, phone, '1');
    return sms.codeFor(phone);
  };
  beforeAll(async () => {
    app = await buildTestApp(dialect, { smsSender: sms });
    const id = await createUser(app, { username: 'taken', password: 'Taken-pass-1', roleCode: 'staff' });
    await setPhone(app, id, '13800005555');
    await app.db.updateTable('sys_user').set({ email: 'taken@example.com' }).where('id', '=', id).execute();
  });
  afterAll(() => closeTestApp(app));

  it('creates a partner account with status 1 in the partner organisation, and it can sign in', async () => {
    const smscode = await codeFor('13800006666');
    const payload = {
      username: 'newbie',
      password: 'Newbie-pass-1',
      phone: '13800006666',
      smscode,
      email: 'New@Example.com',
    };
    const env = body(await register(app, payload));
    expect(env).toMatchObject({ success: true, message: '注册成功', result: { username: 'newbie' } });

    const user = await app.db
      .selectFrom('sys_user')
      .selectAll()
      .where('username', '=', 'newbie')
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      status: 1,
      del_flag: 0,
      phone: '13800006666',
      email: 'new@example.com',
      org_code: 'A02',
    });
    expect(await verifyPassword('Newbie-pass-1', user.password)).toBe(true);
    const roles = await app.db
      .selectFrom('sys_user_role as ur')
      .innerJoin('sys_role as r', 'r.id', 'ur.role_id')
      .select('r.role_code')
      .where('ur.user_id', '=', user.id)
      .execute();
    expect(roles.map((r) => r.role_code)).toEqual(['partner']);

    const signIn = body<{ multi_depart: number; userInfo: { orgCode: string } }>(
      await login(app, 'newbie', 'Newbie-pass-1'),
    );
    expect(signIn).toMatchObject({
      success: true,
      code: 200,
      result: { multi_depart: 1, userInfo: { orgCode: 'A02' } },
    });
  });

  it('names every invalid field with HTTP 400', async () => {
    const res = await register(app, {
      username: 'a b',
      password: 'short',
      phone: '123',
      smscode: 'x',
      email: 'nope',
    });
    expect(res.statusCode).toBe(400);
    const message = res.json().message as string;
    for (const field of ['username', 'password', 'phone', 'smscode', 'email'])
      expect(message).toContain(field);
  });

  it('requires username, password, phone and SMS code, in English too', async () => {
    const res = await register(app, {}, 'en-US');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'username is required; password is required; phone is required; smscode is required',
    );
  });

  it('refuses a missing or wrong SMS code before anything else', async () => {
    const noCode = body(
      await register(app, {
        username: 'taken',
        password: 'Some-pass-1',
        phone: '13800007777',
        smscode: '123456',
      }),
    );
    expect(noCode).toMatchObject({ success: false, message: '手机验证码失效，请重新获取' });
    const smscode = await codeFor('13800007777');
    const wrong = String((Number(smscode) + 1) % 1_000_000).padStart(6, '0');
    const env = body(
      await register(app, {
        username: 'taken',
        password: 'Some-pass-1',
        phone: '13800007777',
        smscode: wrong,
      }),
    );
    expect(env).toMatchObject({ success: false, message: '手机验证码错误' });
  });

  it('refuses a taken user name, phone or email without using up the code', async () => {
    const smscode = await codeFor('13800008888');
    const base = { password: 'Some-pass-1', phone: '13800008888', smscode };
    expect(body(await register(app, { ...base, username: 'taken' })).message).toBe('用户名已注册');
    expect(
      body(await register(app, { ...base, username: 'fresh1', email: 'TAKEN@example.com' })).message,
    ).toBe('邮箱已被注册');
    expect(body(await register(app, { ...base, username: 'fresh1' })).success).toBe(true);
    // The code was used by that registration.
    expect(body(await register(app, { ...base, username: 'fresh2' })).message).toBe(
      '手机验证码失效，请重新获取',
    );
  });

  it('refuses a phone that was registered after its code was sent', async () => {
    const smscode = await codeFor('13800009999');
    await setPhone(
      app,
      (
        await app.db
          .selectFrom('sys_user')
          .select('id')
          .where('username', '=', 'taken')
          .executeTakeFirstOrThrow()
      ).id,
      '13800009999',
    );
    const env = body(
      await register(app, { username: 'fresh3', password: 'Some-pass-1', phone: '13800009999', smscode }),
    );
    expect(env).toMatchObject({ success: false, message: '该手机号已注册' });
  });
});

describe.each(DIALECTS)('GET /sys/user/checkOnlyUser (%s)', (dialect) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(dialect);
  });
  afterAll(() => closeTestApp(app));

  const check = (query: string, remoteAddress = nextAddress()) =>
    app.inject({ method: 'GET', url: `/api/sys/user/checkOnlyUser?${query}`, remoteAddress });

  it('answers success false with result true for a taken name (the contract shape), success for a free one', async () => {
    expect(body(await check('username=admin'))).toMatchObject({
      success: false,
      message: '用户账号已存在',
      result: true,
    });
    expect(body(await check('username=nobody-here'))).toMatchObject({ success: true, result: true });
  });

  it('checks the user name only: a phone or email query is a 400 naming username', async () => {
    const res = await check('phone=13800000000');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('username');
  });

  it('is rate-limited per address', async () => {
    const ip = nextAddress();
    let last = 0;
    for (let i = 0; i < 61; i += 1) last = (await check(`username=u${i}`, ip)).statusCode;
    expect(last).toBe(429);
  });
});
