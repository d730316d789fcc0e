import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { hashToken } from '../../server/src/lib/tokens.js';
import {
  ADMIN_PASSWORD,
  DIALECTS,
  authGet,
  body,
  buildTestApp,
  closeTestApp,
  loginToken,
} from './helpers.js';

const PERMISSION_URL = '/api/sys/permission/getUserPermissionByToken';
const TOKEN_EXPIRED = { success: false, code: 401, message: 'Token失效，请重新登录!', result: null };

describe.each(DIALECTS)('sessions (%s)', (dialect) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(dialect);
  });
  afterAll(() => closeTestApp(app));

  it('answers 401 in the envelope without a token or with an unknown one', async () => {
    const missing = await app.inject({ method: 'GET', url: PERMISSION_URL });
    expect(missing.statusCode).toBe(401);
    expect(body(missing)).toMatchObject(TOKEN_EXPIRED);
    const unknown = await authGet(app, PERMISSION_URL, 'x'.repeat(43));
    expect(unknown.statusCode).toBe(401);
    expect(body(unknown)).toMatchObject(TOKEN_EXPIRED);
    const huge = await authGet(app, PERMISSION_URL, 'x'.repeat(5000));
    expect(huge.statusCode).toBe(401);
    const en = await app.inject({ method: 'GET', url: PERMISSION_URL, headers: { 'accept-language': 'en' } });
    expect(body(en).message).toBe('Token expired, please log in again!');
  });

  it('ignores a token passed in the query string', async () => {
    const token = await loginToken(app, 'admin', ADMIN_PASSWORD);
    const res = await app.inject({ method: 'GET', url: `${PERMISSION_URL}?token=${token}` });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a token whose session expired', async () => {
    const token = await loginToken(app, 'admin', ADMIN_PASSWORD);
    await app.db
      .updateTable('sys_session')
      .set({ expires_at: Date.now() - 1000 })
      .where('token_hash', '=', hashToken(token))
      .execute();
    const res = await authGet(app, PERMISSION_URL, token);
    expect(res.statusCode).toBe(401);
    expect(body(res)).toMatchObject(TOKEN_EXPIRED);
  });

  it('stores sessions with a seven-day expiry', async () => {
    const token = await loginToken(app, 'admin', ADMIN_PASSWORD);
    const row = await app.db
      .selectFrom('sys_session')
      .selectAll()
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    expect(row.expires_at - row.created_at).toBe(7 * 24 * 60 * 60 * 1000);
  });

  it('revokes the token on logout', async () => {
    const token = await loginToken(app, 'admin', ADMIN_PASSWORD);
    expect((await authGet(app, PERMISSION_URL, token)).statusCode).toBe(200); // now cached in memory
    // As the JeecgBoot client sends it: a JSON content type and no body at all.
    const out = await app.inject({
      method: 'POST',
      url: '/api/sys/logout',
      headers: { 'x-access-token': token, 'content-type': 'application/json;charset=UTF-8' },
    });
    expect(body(out)).toMatchObject({ success: true, message: '退出登录成功！' });
    const after = await authGet(app, PERMISSION_URL, token);
    expect(after.statusCode).toBe(401);
    const logRow = await app.db
      .selectFrom('sys_log')
      .select('log_content')
      .where('log_content', '=', '用户名: admin,退出成功！')
      .executeTakeFirst();
    expect(logRow).toBeDefined();
    // Logging out twice, or without a token, is refused in the envelope.
    expect(
      body(await app.inject({ method: 'GET', url: '/api/sys/logout', headers: { 'x-access-token': token } })),
    ).toMatchObject({ success: false });
    expect(body(await app.inject({ method: 'POST', url: '/api/sys/logout' }))).toMatchObject({
      success: false,
      message: '退出登录失败！',
    });
  });

  it('refuses the sessions of a user frozen after sign-in', async () => {
    const noCache = await buildTestApp(dialect, { sessionCacheTtlMs: 0 });
    try {
      const token = await loginToken(noCache, 'admin', ADMIN_PASSWORD);
      expect((await authGet(noCache, PERMISSION_URL, token)).statusCode).toBe(200);
      await noCache.db.updateTable('sys_user').set({ status: 2 }).where('username', '=', 'admin').execute();
      expect((await authGet(noCache, PERMISSION_URL, token)).statusCode).toBe(401);
    } finally {
      await closeTestApp(noCache);
    }
  });
});
