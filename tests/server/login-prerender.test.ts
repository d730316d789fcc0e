// The login page's prerendered copy (scripts/prerender-login.mjs → user-login.<locale>.html): sent for
// /user/login in the language of the `locale` cookie (zh-CN without one), only in the year it was built
// and to a deployment of the title it shows; every other client route gets the bare shell.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadLoginPrerenders } from '../../server/src/plugins/login-prerender.js';
import { buildTestApp, closeTestApp } from './helpers.js';

const YEAR = new Date().getFullYear();
const copy = (locale: string, year = YEAR, title = '支持中心') =>
  `<!doctype html><html lang="${locale}"><head><meta name="prerender-year" content="${year}">` +
  `<meta name="prerender-title" content="${title}"></head><body>copy ${locale}</body></html>`;

let webRoot: string;
let app: FastifyInstance;

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'console-prerender-'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(join(webRoot, 'user-login.zh-CN.html'), copy('zh-CN'));
  writeFileSync(join(webRoot, 'user-login.en-US.html'), copy('en-US'));
  app = await buildTestApp('sqlite', { webRoot });
});

afterAll(async () => {
  await closeTestApp(app);
  rmSync(webRoot, { recursive: true, force: true });
});

describe('the login page prerendered copy', () => {
  it('is sent for /user/login in the language of the locale cookie, zh-CN without one', async () => {
    const plain = await app.inject({ method: 'GET', url: '/user/login?redirect=%2FcaseManage%2Flist' });
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toContain('copy zh-CN');
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(String(plain.headers.vary)).toContain('Cookie');
    const english = await app.inject({
      method: 'GET',
      url: '/user/login',
      headers: { cookie: 'other=1; locale=en-US' },
    });
    expect(english.body).toContain('copy en-US');
    const unknown = await app.inject({ method: 'GET', url: '/user/login', headers: { cookie: 'locale=fr' } });
    expect(unknown.body).toContain('copy zh-CN');
  });

  it('is not sent for any other route', async () => {
    for (const url of ['/', '/user/register', '/isystem/user', '/user/login/extra']) {
      const res = await app.inject({ method: 'GET', url, headers: { cookie: 'locale=en-US' } });
      expect(res.body, url).toContain('<title>shell</title>');
    }
  });

  it('is left out when it names another year or another deployment title', () => {
    const dir = mkdtempSync(join(tmpdir(), 'console-prerender-stale-'));
    try {
      writeFileSync(join(dir, 'user-login.zh-CN.html'), copy('zh-CN', YEAR - 1));
      writeFileSync(join(dir, 'user-login.en-US.html'), copy('en-US'));
      const prerenders = loadLoginPrerenders(dir, '支持中心');
      expect(prerenders.fileFor(undefined)).toBeUndefined();
      expect(prerenders.fileFor('locale=en-US')).toBe('user-login.en-US.html');
      expect(prerenders.fileFor('locale=en-US', new Date(YEAR + 1, 0, 1))).toBeUndefined();
      expect(loadLoginPrerenders(dir, 'ACME 支持').fileFor('locale=en-US')).toBeUndefined();
      expect(loadLoginPrerenders(join(dir, 'missing'), '支持中心').fileFor(undefined)).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
