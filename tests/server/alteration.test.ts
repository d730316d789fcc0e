// Forgotten password: the smsmode '2' code must be the one sent to that user's phone and not expired;
// it yields a single-use ticket; the password change needs the ticket, hashes with scrypt and revokes
// every session. The contract's GET with the password in the query string does not exist.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { RESET_TICKET_TTL_MS } from '../../server/src/services/verification-codes.js';
import {
  DIALECTS,
  authGet,
  body,
  buildTestApp,
  closeTestApp,
  createUser,
  login,
  loginToken,
  nextAddress,
} from './helpers.js';
import { captureSms, requestSms, setPhone } from './sms-helpers.js';

const post = (app: FastifyInstance, url: string, payload: object) =>
  app.inject({ method: 'POST', url: `/api/sys/user/${url}`, payload, remoteAddress: nextAddress() });

describe.each(DIALECTS)('password reset by phone (%s)', (dialect) => {
  let app: FastifyInstance;
  const sms = captureSms();
  const verify = (phone: string, smscode: string, username: string) =>
    post(app, 'phoneVerification', { phone, smscode, username });
  const change = (username: string, password: string, ticket: string) =>
    post(app, 'passwordChange', { username, password, ticket });
  const codeFor = async (phone: string) => {
    await app.db.deleteFrom('sys_sms_code').where('mobile', '=', phone).execute();
    await requestSms(app, phone, '2');
    return sms.codeFor(phone);
  };
  const ticketFor = async (phone: string, username: string) => {
    const env = body<{ ticket: string; username: string }>(
      await verify(phone, await codeFor(phone), username),
    );
    if (!env.success) throw new Error(env.message);
    return env.result.ticket;
  };

  beforeAll(async () => {
    app = await buildTestApp(dialect, { smsSender: sms });
    await setPhone(
      app,
      await createUser(app, { username: 'alice', password: 'Alice-pass-1', roleCode: 'staff' }),
      '13811110001',
    );
    await setPhone(
      app,
      await createUser(app, { username: 'bob', password: 'Bob-pass-12', roleCode: 'staff' }),
      '13811110002',
    );
  });
  afterAll(() => closeTestApp(app));

  it('resets the password, ends every session, and the new password signs in', async () => {
    const token = await loginToken(app, 'alice', 'Alice-pass-1');
    const smscode = await codeFor('13811110001');
    const verified = body<{ ticket: string; username: string }>(
      await verify('13811110001', smscode, 'alice'),
    );
    expect(verified).toMatchObject({ success: true, result: { username: 'alice' } });
    expect(verified.result.ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const done = body(await change('alice', 'Alice-new-pass-2', verified.result.ticket));
    expect(done).toMatchObject({ success: true, message: '密码重置完成！' });
    expect((await authGet(app, '/api/sys/permission/getUserPermissionByToken', token)).statusCode).toBe(401);
    expect(body(await login(app, 'alice', 'Alice-pass-1')).success).toBe(false);
    expect(body(await login(app, 'alice', 'Alice-new-pass-2')).success).toBe(true);
    const row = await app.db
      .selectFrom('sys_user')
      .select('password')
      .where('username', '=', 'alice')
      .executeTakeFirstOrThrow();
    expect(row.password).toMatch(/^scrypt\$/);
  });

  it("refuses bob's user name with the code sent to alice's phone ('未找到用户！')", async () => {
    const smscode = await codeFor('13811110001');
    expect(body(await verify('13811110001', smscode, 'bob'))).toMatchObject({
      success: false,
      message: '未找到用户！',
    });
    // Nor does bob's phone number with alice's code help.
    expect(body(await verify('13811110002', smscode, 'bob')).success).toBe(false);
  });

  it("refuses a wrong code ('短信验证码不匹配！') and one that expired ('短信验证码失效！')", async () => {
    const smscode = await codeFor('13811110002');
    const wrong = String((Number(smscode) + 1) % 1_000_000).padStart(6, '0');
    expect(body(await verify('13811110002', wrong, 'bob')).message).toBe('短信验证码不匹配！');
    await app.db
      .updateTable('sys_sms_code')
      .set({ expires_at: Date.now() - 1 })
      .where('mobile', '=', '13811110002')
      .execute();
    expect(body(await verify('13811110002', smscode, 'bob')).message).toBe('短信验证码失效！');
  });

  it('uses a code once, and a ticket once', async () => {
    const smscode = await codeFor('13811110002');
    const ticket = body<{ ticket: string }>(await verify('13811110002', smscode, 'bob')).result.ticket;
    expect(body(await verify('13811110002', smscode, 'bob')).message).toBe('短信验证码失效！');
    expect(body(await change('bob', 'Bob-new-pass-1', ticket)).success).toBe(true);
    expect(body(await change('bob', 'Bob-new-pass-2', ticket))).toMatchObject({
      success: false,
      message: '重置凭证无效或已过期，请重新验证手机',
    });
  });

  it('limits guesses: after five wrong tries the right code no longer works', async () => {
    const smscode = await codeFor('13811110002');
    const wrong = String((Number(smscode) + 7) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i += 1) await verify('13811110002', wrong, 'bob');
    expect(body(await verify('13811110002', smscode, 'bob')).message).toBe('短信验证码失效！');
  });

  it('refuses an expired ticket, and a ticket presented for another user', async () => {
    const ticket = await ticketFor('13811110002', 'bob');
    expect(body(await change('alice', 'Whatever-pass-1', ticket)).success).toBe(false);
    const expired = await ticketFor('13811110002', 'bob');
    await app.db
      .updateTable('sys_reset_ticket')
      .set({ expires_at: Date.now() - RESET_TICKET_TTL_MS })
      .execute();
    expect(body(await change('bob', 'Whatever-pass-1', expired)).success).toBe(false);
    expect(body(await change('bob', 'Whatever-pass-1', 'made-up-ticket')).success).toBe(false);
  });

  it('sends no code for a phone without an account, so the flow cannot start', async () => {
    const before = sms.sent.length;
    expect((await requestSms(app, '13911119999', '2')).env.success).toBe(true);
    expect(sms.sent.length).toBe(before);
    expect(body(await verify('13911119999', '000000', 'alice')).success).toBe(false);
  });

  it('names bad fields with HTTP 400: a short password, a malformed phone', async () => {
    const res = await change('bob', 'short', 'x');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('password');
    const bad = await verify('12', '1', '');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/phone.*smscode.*username/);
  });

  it('refuses the GET with the password in the URL, pointing to the POST, and changes nothing', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/sys/user/passwordChange?username=bob&password=Leaked-pass-1&smscode=123456&phone=13811110002',
    });
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe('password: 请以 POST 提交新密码（密码不可放在地址中）');
    expect((await login(app, 'bob', 'Leaked-pass-1')).json()).toMatchObject({ success: false });
  });

  it('answers in English', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/sys/user/phoneVerification',
      payload: { phone: '13811110002', smscode: '123456', username: 'bob' },
      headers: { 'accept-language': 'en-US' },
      remoteAddress: nextAddress(),
    });
    expect(body(res).message).toBe('The SMS verification code has expired!');
  });
});
