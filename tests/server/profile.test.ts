// GET/PUT /sys/user/profile and /sys/user/preferences: the caller's own record only, validation naming
// fields, phone and email uniqueness, a new phone proven by an SMS code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  DIALECTS,
  authGet,
  body,
  buildTestApp,
  closeTestApp,
  createUser,
  login,
  loginToken,
} from './helpers.js';
import { captureSms, requestSms, setPhone } from './sms-helpers.js';

describe.each(DIALECTS)('own profile and preferences (%s)', (dialect) => {
  let app: FastifyInstance;
  let carol: string;
  let dave: string;
  const sms = captureSms();
  const put = (url: string, token: string, payload: object, lang?: string) =>
    app.inject({
      method: 'PUT',
      url: `/api/sys/user/${url}`,
      payload,
      headers: { 'x-access-token': token, ...(lang ? { 'accept-language': lang } : {}) },
    });

  beforeAll(async () => {
    app = await buildTestApp(dialect, { smsSender: sms });
    const carolId = await createUser(app, {
      username: 'carol',
      password: 'Carol-pass-1',
      roleCode: 'partner',
      orgCodes: ['A02'],
    });
    const daveId = await createUser(app, { username: 'dave', password: 'Dave-pass-12', roleCode: 'staff' });
    await setPhone(app, daveId, '13822220002');
    await app.db
      .updateTable('sys_user')
      .set({ email: 'dave@example.com' })
      .where('id', '=', daveId)
      .execute();
    await setPhone(app, carolId, '13822220001');
    carol = await loginToken(app, 'carol', 'Carol-pass-1');
    dave = await loginToken(app, 'dave', 'Dave-pass-12');
  });
  afterAll(() => closeTestApp(app));

  it('requires a token', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/sys/user/profile' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'PUT', url: '/api/sys/user/profile', payload: {} })).statusCode).toBe(
      401,
    );
    expect((await app.inject({ method: 'GET', url: '/api/sys/user/preferences' })).statusCode).toBe(401);
  });

  it("returns the caller's own record with roles and departments, never the password", async () => {
    const env = body<Record<string, unknown>>(await authGet(app, '/api/sys/user/profile', carol));
    expect(env.result).toMatchObject({
      username: 'carol',
      phone: '13822220001',
      roles: [{ roleCode: 'partner', roleName: '合作伙伴' }],
      departs: [{ orgCode: 'A02' }],
    });
    expect(env.result).not.toHaveProperty('password');
    expect(env.result).not.toHaveProperty('loginFailCount');
  });

  it('updates only the caller, ignoring fields such as username, status or id', async () => {
    const res = await put('profile', carol, {
      realname: ' Carol C. ',
      sex: 2,
      birthday: '1990-02-28',
      email: 'Carol@Example.com',
      username: 'mallory',
      status: 2,
      id: 'someone-else',
    });
    const env = body<Record<string, unknown>>(res);
    expect(env).toMatchObject({ success: true, message: '保存成功' });
    expect(env.result).toMatchObject({
      username: 'carol',
      realname: 'Carol C.',
      sex: 2,
      birthday: '1990-02-28',
      email: 'carol@example.com',
      status: 1,
    });
    const daveRow = await app.db
      .selectFrom('sys_user')
      .selectAll()
      .where('username', '=', 'dave')
      .executeTakeFirstOrThrow();
    expect(daveRow.realname).toBe('dave');
  });

  it('names invalid fields with HTTP 400', async () => {
    const res = await put('profile', carol, {
      realname: '',
      email: 'nope',
      phone: '123',
      sex: 7,
      birthday: '1990/01/01',
    });
    expect(res.statusCode).toBe(400);
    const message = res.json().message as string;
    for (const field of ['realname', 'email', 'phone', 'sex', 'birthday']) expect(message).toContain(field);
    const future = await put('profile', carol, { birthday: '2999-01-01' }, 'en-US');
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe('birthday is invalid');
    expect((await put('profile', carol, { realname: '   ' })).json().message).toBe('realname: 必填');
    const month13 = await put('profile', carol, { birthday: '1990-13-01' });
    expect(month13.json().message).toContain('birthday');
    const feb30 = await put('profile', carol, { birthday: '2001-02-30' });
    expect(feb30.json().message).toContain('birthday');
  });

  it("refuses another user's email or phone", async () => {
    expect(body(await put('profile', carol, { email: 'DAVE@example.com' })).message).toBe('邮箱已被注册');
    expect(body(await put('profile', carol, { phone: '13822220002' })).message).toBe('该手机号已被使用');
  });

  it('changes the phone only with the SMS code sent to the new number', async () => {
    const noCode = await put('profile', carol, { phone: '13822220003' });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().message).toContain('smscode');
    await requestSms(app, '13822220003', '1');
    const wrong = String((Number(sms.codeFor('13822220003')) + 1) % 1_000_000).padStart(6, '0');
    expect(body(await put('profile', carol, { phone: '13822220003', smscode: wrong })).message).toBe(
      '手机验证码错误',
    );
    const env = body<{ phone: string }>(
      await put('profile', carol, { phone: '13822220003', smscode: sms.codeFor('13822220003') }),
    );
    expect(env).toMatchObject({ success: true, result: { phone: '13822220003' } });
    // Keeping the same phone needs no code; clearing fields with '' stores null.
    const cleared = body<Record<string, unknown>>(
      await put('profile', carol, { phone: '13822220003', email: '', birthday: '' }),
    );
    expect(cleared.result).toMatchObject({ phone: '13822220003', email: null, birthday: null });
  });

  it('refuses an avatar path that is not one of the caller own uploads', async () => {
    const res = await put('profile', carol, { avatar: 'avatar/0123456789abcdef0123456789abcdef.png' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('avatar');
  });

  it('keeps preferences per user, with defaults', async () => {
    expect(body(await authGet(app, '/api/sys/user/preferences', carol)).result).toEqual({
      landingPage: null,
      language: null,
      notifyNotice: true,
      notifySystem: true,
      notifyEmail: false,
    });
    const saved = body(
      await put('preferences', carol, {
        landingPage: '/caseManage/list',
        language: 'en-US',
        notifySystem: false,
        notifyEmail: true,
      }),
    );
    expect(saved).toMatchObject({
      success: true,
      result: {
        landingPage: '/caseManage/list',
        language: 'en-US',
        notifySystem: false,
        notifyEmail: true,
        notifyNotice: true,
      },
    });
    expect(body(await authGet(app, '/api/sys/user/preferences', carol)).result).toMatchObject({
      language: 'en-US',
      notifyEmail: true,
    });
    // Dave's are untouched.
    expect(body(await authGet(app, '/api/sys/user/preferences', dave)).result).toMatchObject({
      language: null,
      notifyEmail: false,
    });
    // A partial update keeps the rest.
    const partial = body(await put('preferences', carol, { notifyNotice: false }));
    expect(partial.result).toMatchObject({
      language: 'en-US',
      notifyNotice: false,
      landingPage: '/caseManage/list',
    });
  });

  it('sends the landing page and language with every sign-in, so the login page can apply them', async () => {
    await put('preferences', dave, { landingPage: '/dashboard/workplace', language: 'en-US' });
    const env = body<{ preferences: unknown }>(await login(app, 'dave', 'Dave-pass-12'));
    expect(env.result.preferences).toEqual({ landingPage: '/dashboard/workplace', language: 'en-US' });
  });

  it('accepts only a landing page of the caller own menu, and known languages', async () => {
    // Partners have no workplace dashboard; staff do.
    const res = await put('preferences', carol, { landingPage: '/dashboard/workplace' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('landingPage');
    expect(body(await put('preferences', dave, { landingPage: '/dashboard/workplace' })).success).toBe(true);
    const lang = await put('preferences', carol, { language: 'fr-FR', notifyEmail: 'yes' });
    expect(lang.statusCode).toBe(400);
    expect(lang.json().message).toMatch(/language.*notifyEmail/);
  });
});
