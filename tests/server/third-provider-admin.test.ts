// The provider admin routes as the schema page (system.thirdProvider.form) calls them: the form sends
// back the whole record it loaded (hasSecret, times, labels) without a secret, which keeps the stored
// one; the list labels each name in the caller's language (name_dictText).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, DIALECTS, body, buildTestApp, closeTestApp, loginToken } from './helpers.js';

type Row = Record<string, unknown>;

describe.each(DIALECTS)('third-party sign-in provider admin (%s)', (dialect) => {
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    await app.ready();
    token = await loginToken(app, 'admin', ADMIN_PASSWORD);
  });
  afterAll(() => closeTestApp(app));

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Row, lang = 'zh-CN') =>
    app.inject({
      method,
      url: `/api${url}`,
      headers: { 'x-access-token': token, 'accept-language': lang },
      payload,
    });

  it('takes the form back with the loaded record, keeps the secret, and lists names by language', async () => {
    const added = body<Row>(
      await call('POST', '/sys/thirdProvider/add', {
        code: 'corp',
        name: '企业账号',
        nameEn: 'Corporate account',
        issuer: 'https://id.example.com',
        clientId: 'console',
        clientSecret: 'top-secret',
        firstLogin: 'bind',
        enabled: true,
        sortNo: 0,
      }),
    );
    expect(added).toMatchObject({ success: true, result: { hasSecret: true } });
    const id = (added.result as Row).id as string;

    const loaded = body<Row>(await call('GET', `/sys/thirdProvider/queryById?id=${id}`)).result;
    const edited = await call('PUT', '/sys/thirdProvider/edit', { ...loaded, name: '企业统一身份', id });
    expect(body<Row>(edited)).toMatchObject({
      success: true,
      result: { name: '企业统一身份', hasSecret: true },
    });
    const stored = await app.db
      .selectFrom('sys_third_provider')
      .select('client_secret')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.client_secret).toMatch(/^gcm1:/);

    const zh = body<Row[]>(await call('GET', '/sys/thirdProvider/list')).result;
    const en = body<Row[]>(await call('GET', '/sys/thirdProvider/list', undefined, 'en-US')).result;
    expect(zh.find((r) => r.id === id)).toMatchObject({ name_dictText: '企业统一身份' });
    expect(en.find((r) => r.id === id)).toMatchObject({ name_dictText: 'Corporate account' });
  });
});
