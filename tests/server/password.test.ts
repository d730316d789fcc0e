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

const PERMISSION_URL = '/api/sys/permission/getUserPermissionByToken';

describe.each(DIALECTS)('POST /sys/user/updatePassword (%s)', (dialect) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(dialect);
    await createUser(app, { username: 'changer', password: 'Old-pass-123', roleCode: 'staff' });
  });
  afterAll(() => closeTestApp(app));

  const change = (token: string, payload: object, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/sys/user/updatePassword',
      headers: { 'x-access-token': token, ...headers },
      payload,
    });
  const form = (overrides: object = {}) => ({
    username: 'changer',
    oldpassword: 'Old-pass-123',
    password: 'New-pass-456',
    confirmpassword: 'New-pass-456',
    ...overrides,
  });

  it('names every missing field with HTTP 400', async () => {
    const token = await loginToken(app, 'changer', 'Old-pass-123');
    const res = await change(token, { username: 'changer' });
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe('oldpassword: 必填; password: 必填; confirmpassword: 必填');
  });

  it('changes only the caller own password', async () => {
    const token = await loginToken(app, 'changer', 'Old-pass-123');
    expect(body(await change(token, form({ username: 'admin' })))).toMatchObject({
      success: false,
      message: '只允许修改自己的密码！',
    });
  });

  it('checks the old password', async () => {
    const token = await loginToken(app, 'changer', 'Old-pass-123');
    const res = await change(token, form({ oldpassword: 'Wrong-old-1' }));
    expect(res.statusCode).toBe(200);
    expect(body(res)).toMatchObject({ success: false, code: 500, message: '旧密码输入错误!' });
    const en = await change(token, form({ oldpassword: 'Wrong-old-1' }), { 'accept-language': 'en-US' });
    expect(body(en).message).toBe('The old password is incorrect!');
  });

  it('requires the confirmation to match, a long enough password, and a new one', async () => {
    const token = await loginToken(app, 'changer', 'Old-pass-123');
    expect(body(await change(token, form({ confirmpassword: 'Other-pass-1' }))).message).toBe(
      '两次输入密码不一致!',
    );
    expect(body(await change(token, form({ password: 'short', confirmpassword: 'short' }))).message).toBe(
      '新密码至少需要8个字符!',
    );
    expect(
      body(await change(token, form({ password: 'Old-pass-123', confirmpassword: 'Old-pass-123' }))).message,
    ).toBe('新密码不能与旧密码相同!');
  });

  it('changes the password and revokes every session of the user', async () => {
    const first = await loginToken(app, 'changer', 'Old-pass-123');
    const second = await loginToken(app, 'changer', 'Old-pass-123');
    expect((await authGet(app, PERMISSION_URL, second)).statusCode).toBe(200); // cached in memory
    const res = await change(first, form());
    expect(body(res)).toMatchObject({ success: true, code: 200, message: '密码重置成功!' });

    expect((await authGet(app, PERMISSION_URL, first)).statusCode).toBe(401);
    expect((await authGet(app, PERMISSION_URL, second)).statusCode).toBe(401);
    expect(body(await login(app, 'changer', 'Old-pass-123')).message).toBe('用户名或密码错误');
    expect(body(await login(app, 'changer', 'New-pass-456')).success).toBe(true);

    const stored = await app.db
      .selectFrom('sys_user')
      .select('password')
      .where('username', '=', 'changer')
      .executeTakeFirstOrThrow();
    expect(stored.password).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
  });

  it('accepts PUT as well', async () => {
    const token = await loginToken(app, 'changer', 'New-pass-456');
    const res = await app.inject({
      method: 'PUT',
      url: '/api/sys/user/updatePassword',
      headers: { 'x-access-token': token },
      payload: form({
        oldpassword: 'New-pass-456',
        password: 'Third-pass-789',
        confirmpassword: 'Third-pass-789',
      }),
    });
    expect(body(res).success).toBe(true);
  });
});
