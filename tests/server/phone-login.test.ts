// POST /sys/phoneLogin: the login result of /sys/login for the holder of an smsmode '0' code; the code is
// checked then consumed, wrong tries are limited, and phones without an account never sign in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DIALECTS, authGet, body, buildTestApp, closeTestApp, createUser, nextAddress } from './helpers.js';
import { captureSms, requestSms, setPhone } from './sms-helpers.js';

interface LoginResult {
  token: string;
  userInfo: { username: string; phone: string; orgCode: string };
  departs: { orgCode: string }[];
  multi_depart: number;
  sysAllDictItems: Record<string, unknown[]>;
}

function phoneLogin(app: FastifyInstance, mobile: string, captcha: string, remoteAddress = nextAddress()) {
  return app.inject({
    method: 'POST',
    url: '/api/sys/phoneLogin',
    payload: { mobile, captcha },
    remoteAddress,
  });
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe.each(DIALECTS)('POST /sys/phoneLogin (%s)', (dialect) => {
  let app: FastifyInstance;
  const sms = captureSms();
  beforeAll(async () => {
    app = await buildTestApp(dialect, { smsSender: sms });
    const id = await createUser(app, {
      username: 'phoneuser',
      password: 'Phone-pass-1',
      roleCode: 'staff',
      orgCodes: ['A01A01', 'A01A02'],
    });
    await setPhone(app, id, '13800001111');
    const frozen = await createUser(app, { username: 'phonefrozen', password: 'Phone-pass-1', status: 1 });
    await setPhone(app, frozen, '13800002222');
  });
  afterAll(() => closeTestApp(app));

  it('signs in with the code and returns the same result shape as /sys/login', async () => {
    await requestSms(app, '13800001111', '0');
    const env = body<LoginResult>(await phoneLogin(app, '13800001111', sms.codeFor('13800001111')));
    expect(env).toMatchObject({ success: true, code: 200, message: '登录成功' });
    expect(env.result.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(env.result.userInfo).toMatchObject({
      username: 'phoneuser',
      phone: '13800001111',
      orgCode: 'A01A01',
    });
    expect(env.result.userInfo).not.toHaveProperty('password');
    expect(env.result.multi_depart).toBe(2);
    expect(env.result.departs.map((d) => d.orgCode).sort()).toEqual(['A01A01', 'A01A02']);
    expect(env.result.sysAllDictItems.sex).toBeDefined();
    const perms = await authGet(app, '/api/sys/permission/getUserPermissionByToken', env.result.token);
    expect(perms.statusCode).toBe(200);
  });

  it('consumes the code: it signs in only once', async () => {
    await requestSms(app, '13800001111', '0');
    const code = sms.codeFor('13800001111');
    expect(body(await phoneLogin(app, '13800001111', code)).success).toBe(true);
    expect(body(await phoneLogin(app, '13800001111', code))).toMatchObject({
      success: false,
      message: '手机验证码失效，请重新获取',
    });
  });

  it('refuses a wrong code ("手机验证码错误") and discards the code after five wrong tries', async () => {
    await requestSms(app, '13800001111', '0');
    const code = sms.codeFor('13800001111');
    for (let i = 0; i < 5; i += 1) {
      expect(body(await phoneLogin(app, '13800001111', wrongCode(code))).message).toBe('手机验证码错误');
    }
    expect(body(await phoneLogin(app, '13800001111', code))).toMatchObject({
      success: false,
      message: '手机验证码失效，请重新获取',
    });
  });

  it('refuses an expired code', async () => {
    await app.db.deleteFrom('sys_sms_code').execute();
    await requestSms(app, '13800001111', '0');
    await app.db
      .updateTable('sys_sms_code')
      .set({ expires_at: Date.now() - 1 })
      .execute();
    const env = body(await phoneLogin(app, '13800001111', sms.codeFor('13800001111')));
    expect(env).toMatchObject({ success: false, message: '手机验证码失效，请重新获取' });
  });

  it('never signs in for a phone without an account, with the same message as a wrong code', async () => {
    await requestSms(app, '13900003333', '0');
    // No SMS went out; a guess is treated as a wrong code.
    expect(body(await phoneLogin(app, '13900003333', '123456')).message).toBe('手机验证码错误');
  });

  it('a code for another purpose does not sign in', async () => {
    await app.db.deleteFrom('sys_sms_code').execute();
    await requestSms(app, '13800001111', '2');
    const env = body(await phoneLogin(app, '13800001111', sms.codeFor('13800001111')));
    expect(env.success).toBe(false);
  });

  it('refuses an account frozen after the code was sent', async () => {
    await requestSms(app, '13800002222', '0');
    await app.db.updateTable('sys_user').set({ status: 2 }).where('username', '=', 'phonefrozen').execute();
    const env = body(await phoneLogin(app, '13800002222', sms.codeFor('13800002222')));
    expect(env).toMatchObject({ success: false, message: '该用户已冻结' });
  });

  it('names bad fields with HTTP 400', async () => {
    const res = await phoneLogin(app, 'abc', '12');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/mobile.*captcha|captcha.*mobile/);
  });

  it('writes login log rows without the code or the full phone', async () => {
    const rows = await app.db.selectFrom('sys_log').select('log_content').where('log_type', '=', 1).execute();
    const text = rows.map((r) => r.log_content).join('\n');
    expect(text).toContain('138****1111');
    expect(text).not.toContain('13800001111,登录失败');
    for (const m of sms.sent) expect(text).not.toContain(m.code);
  });
});
