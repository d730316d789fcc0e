// Issue 20: the common helpers and semantics JeecgBoot's screens rely on — static files at any depth,
// the PDF preview page, the in-process transitRESTful relay, paths with or without a trailing slash,
// page sizes above the cap clamped, and "none enabled" answers for features we do not offer.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_PAGE_CSP } from '../../server/src/services/pdf-preview.js';
import {
  ADMIN_PASSWORD,
  DIALECTS,
  body,
  buildTestApp,
  closeTestApp,
  createUser,
  loginToken,
} from './helpers.js';

const HEX = '0123456789abcdef0123456789abcdef';
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

describe.each(DIALECTS)('common contract calls (%s)', (dialect) => {
  let app: FastifyInstance;
  let admin: string;
  let staff: string;
  const get = (url: string, token = admin, lang?: string) =>
    app.inject({
      method: 'GET',
      url: `/api${url}`,
      headers: { 'x-access-token': token, ...(lang ? { 'accept-language': lang } : {}) },
    });
  const store = (path: string) => {
    const file = join(app.config.dataDir, 'files', ...path.split('/'));
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, PDF);
  };

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    await createUser(app, { username: 'common_staff', password: 'Staff-pass-1', roleCode: 'staff' });
    admin = await loginToken(app, 'admin', ADMIN_PASSWORD);
    staff = await loginToken(app, 'common_staff', 'Staff-pass-1');
  });
  afterAll(() => closeTestApp(app));

  it('serves a stored file at any depth under its business path, and nothing outside one', async () => {
    store(`biz_case/2026/11/27/${HEX}.pdf`);
    store(`store/attachment/${HEX}.pdf`);
    const deep = await app.inject({
      method: 'GET',
      url: `/api/sys/common/static/biz_case/2026/11/27/${HEX}.pdf`,
    });
    expect(deep.statusCode).toBe(200);
    expect(deep.headers['content-type']).toBe('application/pdf');
    expect(deep.headers['content-disposition']).toMatch(/^attachment/);
    expect(deep.rawPayload.equals(PDF)).toBe(true);
    for (const path of [
      `store/attachment/${HEX}.pdf`,
      `biz_case/../store/attachment/${HEX}.pdf`,
      `biz_case/a.b/${HEX}.pdf`,
      '',
    ]) {
      const res = await app.inject({ method: 'GET', url: `/api/sys/common/static/${path}` });
      expect(res.statusCode, path).toBe(404);
      expect(body(res).message, path).toBe('文件不存在');
    }
    expect(body(await app.inject({ method: 'GET', url: '/api/sys/common/static' })).code).toBe(404);
  });

  it('frames a stored PDF on the preview page, and refuses any other file', async () => {
    store(`biz_case/${HEX}.pdf`);
    for (const file of [`biz_case/${HEX}.pdf`, `/api/sys/common/static/biz_case/${HEX}.pdf`]) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/sys/common/pdf/pdfPreviewIframe?file=${encodeURIComponent(file)}`,
      });
      expect(res.statusCode, file).toBe(200);
      expect(res.headers['content-security-policy']).toBe(PDF_PAGE_CSP);
      expect(res.body).toContain(`<iframe src="/api/sys/common/static/biz_case/${HEX}.pdf?preview=1"`);
    }
    const framed = await app.inject({
      method: 'GET',
      url: `/api/sys/common/static/biz_case/${HEX}.pdf?preview=1`,
    });
    expect(framed.headers['content-disposition']).toMatch(/^inline/);
    expect(framed.headers['content-security-policy']).toContain('sandbox');
    for (const file of [
      'https://evil.example/a.pdf',
      '//evil.example/a.pdf',
      `biz_case/../${HEX}.pdf`,
      'javascript:alert(1)',
      `biz_case/${HEX}.png`,
    ]) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/sys/common/pdf/pdfPreviewIframe?file=${encodeURIComponent(file)}`,
        headers: { 'accept-language': 'en-US' },
      });
      expect(res.statusCode, file).toBe(400);
      expect(body(res).message, file).toMatch(/^file: /);
    }
    const missing = await app.inject({
      method: 'GET',
      url: `/api/sys/common/pdf/pdfPreviewIframe?file=biz_case/${'f'.repeat(32)}.pdf`,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('relays a GET to our own API with the caller’s own token and permissions', async () => {
    const roles = await get('/sys/common/transitRESTful?url=/sys/role/queryall');
    expect(body<unknown[]>(roles).result.length).toBeGreaterThan(0);
    const prefixed = await get(
      `/sys/common/transitRESTful?url=${encodeURIComponent('/api/sys/annountCement/list?pageSize=2')}&pageNo=1`,
    );
    expect(body(prefixed).result).toMatchObject({ size: 2, current: 1 });
    const forbidden = await get('/sys/common/transitRESTful?url=/sys/role/queryall', staff);
    expect(forbidden.statusCode).toBe(403);
    for (const url of [
      'http://169.254.169.254/latest',
      '//evil.example/x',
      'file:///etc/passwd',
      '/sys/../../metrics',
      '/sys/%2e%2e/%2e%2e/metrics',
      'sys/role/queryall',
      '/sys/common/transitRESTful?url=/sys/role/queryall',
      '/sys\\role',
    ]) {
      const res = await get(`/sys/common/transitRESTful?url=${encodeURIComponent(url)}`, admin, 'en-US');
      expect(res.statusCode, url).toBe(400);
      expect(body(res).message, url).toMatch(/^url: /);
    }
    expect(
      (await app.inject({ method: 'GET', url: '/api/sys/common/transitRESTful?url=/sys/role/queryall' }))
        .statusCode,
    ).toBe(401);
  });

  it('answers a path with or without its trailing slash', async () => {
    for (const url of [
      '/sys/role/queryall',
      '/sys/role/queryall/',
      '/sys/annountCement/list/',
      '/sys/tenant/queryList/',
    ]) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
  });

  it('clamps a page size above the cap on every kind of list, and names a bad one', async () => {
    for (const url of [
      '/biz/case/list',
      '/sys/user/list',
      '/sys/annountCement/list',
      '/sys/sysAnnouncementSend/getMyAnnouncementSend',
      '/sys/sysDepartRole/list?deptId=none',
    ]) {
      const join = url.includes('?') ? '&' : '?';
      const res = await get(`${url}${join}pageSize=50000`);
      expect(res.statusCode, url).toBe(200);
      expect(body<{ size: number }>(res).result.size, url).toBe(1000);
      for (const [value, text] of [
        ['0', /pageSize (must be at least 1|must be a positive whole number)/],
        ['-5', /pageSize (must be at least 1|must be a positive whole number)/],
        ['abc', /pageSize (must be a number|must be a positive whole number)/],
      ] as const) {
        const bad = await get(`${url}${join}pageSize=${value}`, admin, 'en-US');
        expect(bad.statusCode, `${url} ${value}`).toBe(400);
        expect(body(bad).message, `${url} ${value}`).toMatch(text);
      }
    }
  });

  it('answers "none enabled" for third-party apps and tenants, to any signed-in user', async () => {
    expect(body(await get('/sys/thirdApp/getEnabledType', staff)).result).toEqual({
      wechatEnterprise: false,
      dingtalk: false,
    });
    expect(body(await get('/sys/tenant/queryList', staff)).result).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/api/sys/tenant/queryList' })).statusCode).toBe(401);
  });
});
