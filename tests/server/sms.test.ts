// POST /sys/sms: 6-digit codes, 10-minute validity, the contract's mode rules without revealing which
// phones have accounts, per-phone and per-address limits, and the default log sender.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { logSmsSender, maskMobile } from '../../server/src/services/sms.js';
import { SMS_CODE_TTL_MS } from '../../server/src/services/verification-codes.js';
import { DIALECTS, buildTestApp, closeTestApp, createUser, nextAddress } from './helpers.js';
import { captureSms, requestSms, setPhone } from './sms-helpers.js';

describe.each(DIALECTS)('POST /sys/sms (%s)', (dialect) => {
  let app: FastifyInstance;
  const sms = captureSms();
  beforeAll(async () => {
    app = await buildTestApp(dialect, { smsSender: sms });
    const id = await createUser(app, { username: 'smsuser', password: 'Sms-pass-123', roleCode: 'staff' });
    await setPhone(app, id, '13800000001');
  });
  afterAll(() => closeTestApp(app));

  it('sends a 6-digit login code to a registered phone; the code is not in the response', async () => {
    const { env } = await requestSms(app, '13800000001', '0');
    expect(env).toMatchObject({ success: true, message: '短信验证码已发送', result: null });
    expect(JSON.stringify(env)).not.toContain(sms.codeFor('13800000001'));
    expect(sms.codeFor('13800000001')).toMatch(/^\d{6}$/);
    expect(sms.sent.at(-1)).toMatchObject({ mobile: '13800000001', purpose: '0' });
  });

  it('refuses a second code while the first is still valid ("验证码10分钟内，仍然有效！")', async () => {
    await requestSms(app, '13800000002', '1');
    const { env } = await requestSms(app, '13800000002', '1');
    expect(env).toMatchObject({ success: false, message: '验证码10分钟内，仍然有效！' });
  });

  it('issues a new code once the old one has expired', async () => {
    await requestSms(app, '13800000003', '1');
    await app.db
      .updateTable('sys_sms_code')
      .set({ expires_at: Date.now() - 1 })
      .where('mobile', '=', '13800000003')
      .execute();
    const { env } = await requestSms(app, '13800000003', '1');
    expect(env.success).toBe(true);
  });

  it('stores a code for ten minutes, hashed', async () => {
    await requestSms(app, '13800000004', '1');
    const row = await app.db
      .selectFrom('sys_sms_code')
      .selectAll()
      .where('mobile', '=', '13800000004')
      .executeTakeFirstOrThrow();
    expect(row.expires_at - row.created_at).toBe(SMS_CODE_TTL_MS);
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.code_hash).not.toContain(sms.codeFor('13800000004'));
  });

  it('register mode refuses a registered phone', async () => {
    const { env } = await requestSms(app, '13800000001', '1');
    expect(env).toMatchObject({ success: false, message: '该手机号已注册' });
  });

  it('login and forgot modes answer the same for an unknown phone but send nothing', async () => {
    const before = sms.sent.length;
    for (const mode of ['0', '2'] as const) {
      const { env } = await requestSms(app, '13900000009', mode);
      expect(env).toMatchObject({ success: true, message: '短信验证码已发送' });
      // And the "still valid" answer matches a registered phone's too.
      expect((await requestSms(app, '13900000009', mode)).env.message).toBe('验证码10分钟内，仍然有效！');
    }
    expect(sms.sent.length).toBe(before);
  });

  it('names a malformed phone or mode with HTTP 400, in the caller language', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/sys/sms',
      payload: { mobile: '12345', smsmode: '7' },
      headers: { 'accept-language': 'en-US' },
      remoteAddress: nextAddress(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('mobile');
    expect(res.json().message).toContain('smsmode');
  });

  it('limits codes per phone (5 an hour), whatever the address', async () => {
    const mobile = '13700000005';
    const codes = [];
    for (let i = 0; i < 5; i += 1) {
      await app.db.deleteFrom('sys_sms_code').where('mobile', '=', mobile).execute();
      codes.push((await requestSms(app, mobile, '1')).res.statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 200, 200]);
    await app.db.deleteFrom('sys_sms_code').where('mobile', '=', mobile).execute();
    const { res, env } = await requestSms(app, mobile, '1');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect(env.message).toBe('短信发送过于频繁，请稍后再试');
  });

  it('limits codes per address (10 an hour), whatever the phone', async () => {
    const ip = nextAddress();
    const statuses = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await requestSms(app, `1360000010${i % 10}`, '1', ip)).res.statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe.each(DIALECTS)('SMS sender (%s)', (dialect) => {
  it('by default writes the code to the server log with the phone masked', async () => {
    const info = vi.fn();
    await logSmsSender({ info }).send({ mobile: '13812340000', code: '123456', purpose: '0' });
    expect(info).toHaveBeenCalledWith('SMS code for 138****0000: 123456');
    expect(maskMobile('13812345678')).toBe('138****5678');
  });

  it('a failed send discards the code, so the user can ask again at once', async () => {
    const failing = { send: vi.fn(async () => Promise.reject(new Error('gateway down'))) };
    const app = await buildTestApp(dialect, { smsSender: failing });
    try {
      expect((await requestSms(app, '13500000001', '1')).env.success).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(failing.send).toHaveBeenCalledTimes(1);
      expect((await requestSms(app, '13500000001', '1')).env.success).toBe(true);
    } finally {
      await closeTestApp(app);
    }
  });
});
