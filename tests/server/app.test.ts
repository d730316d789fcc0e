import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import authPlugin, { accessOf } from '../../server/src/plugins/auth.js';
import i18nPlugin from '../../server/src/plugins/i18n.js';
import { DIALECTS, body, buildTestApp, closeTestApp } from './helpers.js';

// The routes that may be called without a token; every other route must answer 401 without one.
const PUBLIC_ROUTES = new Set([
  '/config.js',
  // The load balancers' health check (nothing secret in it).
  '/health',
  '/api/health',
  '/api/sys/login',
  '/api/sys/logout',
  '/api/sys/getEncryptedString',
  '/*',
  // Session flows: open sign-in, registration and password-reset steps, captcha, avatars.
  '/api/sys/loginCaptchaRequired',
  '/api/sys/randomImage/:key',
  '/api/sys/sms',
  '/api/sys/phoneLogin',
  // CAS single sign-on: the service ticket is the credential; the CAS server's single-logout callback.
  '/api/cas/client/validateLogin',
  '/api/sys/cas/client/validateLogin',
  '/api/cas/client/logout',
  '/api/sys/cas/client/logout',
  // Third-party sign-in (OpenID Connect): the login page's buttons, the way out to the provider and
  // back, the one-time id's redemption and a first sign-in's binding (the binding id is the credential).
  '/api/sys/thirdLogin/providers',
  '/api/sys/thirdLogin/render/:code',
  '/api/sys/thirdLogin/oauth2/:code/login',
  '/api/sys/thirdLogin/:code/callback',
  '/api/sys/thirdLogin/getLoginUser/:id',
  '/api/sys/thirdLogin/getLoginUser/:id/:thirdType',
  '/api/thirdLogin/getLoginUser/:id',
  '/api/sys/third/user/checkPassword',
  '/api/sys/third/user/create',
  '/api/sys/thirdLogin/user/checkPassword',
  '/api/sys/thirdLogin/user/create',
  '/api/sys/thirdLogin/bindingThirdPhone',
  '/api/sys/user/register',
  '/api/sys/user/checkOnlyUser',
  '/api/sys/user/phoneVerification',
  // The open partner search (SPEC §2: /partner/search without signing in).
  '/api/partner/search',
  '/api/partner/search/options',
  '/api/sys/user/passwordChange',
  // Stored files at any depth under their business path (and the bare path, which names none), and
  // the PDF preview page that frames one of them: a frame or an <img> cannot send X-Access-Token.
  '/api/sys/common/static',
  // `/static/*`, as printRoutes shows the wildcard under the bare path.
  '/api/sys/common/static*',
  '/api/sys/common/pdf/pdfPreviewIframe',
  // The local store's signed object links (the object-storage list's "pre-signed" links): the HMAC
  // signature and expiry in the query are the access.
  '/api/sys/oss/file/signed',
]);

/**
 * Every method and path the router knows, read from Fastify's own route table. Routes sharing a prefix
 * print as a tree ('/api/sys/login' with a child 'CaptchaRequired'), so each line's path is its parent's
 * plus its own segment; the depth is the width of the '│   ' indentation.
 */
function routeTable(app: FastifyInstance): { url: string; methods: string[] }[] {
  const parents: string[] = [];
  const routes: { url: string; methods: string[] }[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([│ ]*)[├└]── (\S+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    parents.length = depth;
    const url = (parents[depth - 1] ?? '') + m[2]!;
    parents.push(url);
    if (m[3]) routes.push({ url, methods: m[3].split(', ') });
  }
  return routes;
}

describe.each(DIALECTS)('app (%s)', (dialect) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(dialect, {
      staticDomain: 'https://static.example.com',
      appTitle: 'Support </script><script>alert(1)</script>',
    });
    app.get('/api/test/boom', { config: { public: true } }, async () => {
      throw new Error('secret internals at /srv/app.ts:42');
    });
    await app.ready();
  });
  afterAll(() => closeTestApp(app));

  it('sends security headers on API, error and script responses', async () => {
    for (const url of ['/api/sys/dict/getDictItems/sex', '/api/nowhere', '/config.js']) {
      const res = await app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("img-src 'self' data: blob: https://static.example.com");
      expect(csp).toContain("connect-src 'self' ws: wss:");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('unsafe-eval');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBeDefined();
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });

  it('serves /config.js with escaped JSON and no caching', async () => {
    const res = await app.inject({ method: 'GET', url: '/config.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).not.toContain('</script>');
    const prefix = 'window.__APP_CONFIG__ = ';
    expect(res.body.startsWith(prefix)).toBe(true);
    const json = JSON.parse(res.body.slice(prefix.length).trim().replace(/;$/, '')) as Record<string, string>;
    expect(json).toEqual({
      apiBase: '/api',
      staticDomain: 'https://static.example.com',
      websocketDomain: '',
      title: 'Support </script><script>alert(1)</script>',
    });
  });

  it('answers unknown API paths with a 404 envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/no/such/route' });
    expect(res.statusCode).toBe(404);
    expect(body(res)).toMatchObject({ success: false, code: 404, message: '路径不存在，请检查路径是否正确' });
  });

  it('never leaks a stack or an internal message on a 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(body(res)).toMatchObject({
      success: false,
      code: 500,
      message: '操作失败，服务器内部错误',
      result: null,
    });
    expect(res.body).not.toMatch(/secret internals|\/srv\/app|at .*:\d+|stack/);
  });

  it('reports malformed JSON as a 400 envelope', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/sys/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({ success: false, code: 400 });
    const poisoned = await app.inject({
      method: 'POST',
      url: '/api/sys/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":"a","password":"b","__proto__":{"x":1}}',
    });
    expect(poisoned.statusCode).toBe(400);
    const empty = await app.inject({
      method: 'POST',
      url: '/api/sys/login',
      headers: { 'content-type': 'application/json' },
    });
    expect(empty.statusCode).toBe(400);
    expect(body(empty).message).toBe('body: 必填');
  });

  it('requires a token on every route except the declared public ones', async () => {
    const routes = routeTable(app);
    expect(routes.length).toBeGreaterThanOrEqual(8);
    for (const { url, methods } of routes) {
      if (PUBLIC_ROUTES.has(url) || url.startsWith('/api/test/')) continue;
      for (const method of methods) {
        const path = url.replace(/:(\w+)/g, 'sample');
        const res = await app.inject({ method: method as 'GET', url: path });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
      }
    }
  });

  it('refuses at registration a route that declares no access', async () => {
    const fresh = await buildTestApp(dialect);
    try {
      expect(() => fresh.get('/api/undeclared', async () => 'open')).toThrow(
        /GET \/api\/undeclared must declare exactly one of config\.public/,
      );
      expect(() =>
        fresh.get('/api/both', { config: { public: true, permission: 'user:add' } }, async () => 'both'),
      ).toThrow(/must declare exactly one/);
    } finally {
      await closeTestApp(fresh);
    }
  });
});

describe('access declarations', () => {
  it('accessOf accepts public or a permission and nothing else', () => {
    expect(accessOf({ method: 'GET', url: '/a', config: { public: true } })).toEqual({ public: true });
    expect(accessOf({ method: 'GET', url: '/a', config: { permission: 'authenticated' } })).toEqual({
      permission: 'authenticated',
    });
    expect(() => accessOf({ method: 'GET', url: '/a', config: {} })).toThrow();
    expect(() => accessOf({ method: 'GET', url: '/a', config: { permission: '' } })).toThrow();
    expect(() => accessOf({ method: 'GET', url: '/a' })).toThrow();
  });

  it('fails the start of any app whose plugin adds an undeclared route', async () => {
    const bare = Fastify();
    await bare.register(i18nPlugin);
    await bare.register(authPlugin, { authenticate: async () => null });
    bare.register(async (scope) => {
      scope.get('/inside-plugin', async () => 'open');
    });
    await expect(bare.ready()).rejects.toThrow(/must declare exactly one/);
  });
});

describe.each(DIALECTS)('web app serving (%s)', (dialect) => {
  let app: FastifyInstance;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'console-web-'));
    mkdirSync(join(webRoot, 'assets'));
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>shell</title>');
    writeFileSync(join(webRoot, 'assets', 'app-123.js'), 'console.log(1);');
    writeFileSync(join(webRoot, 'favicon.ico'), 'icon');
    writeFileSync(join(webRoot, '.env'), 'SECRET=do-not-serve');
    app = await buildTestApp(dialect, { webRoot });
  });
  afterAll(async () => {
    await closeTestApp(app);
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('serves index.html for / and for client routes, uncached', async () => {
    for (const url of ['/', '/user/login', '/isystem/user?x=1', '/anything/at/all']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<title>shell</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    }
  });

  it('serves hashed assets with a long cache and other files uncached', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1);');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('keeps missing files and API paths out of the app shell', async () => {
    for (const url of ['/assets/missing-1.js', '/api/unknown', '/api', '/favicon-missing.png']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(body(res), url).toMatchObject({ success: false, code: 404 });
    }
  });

  it('never serves files from outside the web root', async () => {
    for (const url of [
      '/../../etc/passwd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/assets/..%2f..%2f..%2fetc%2fpasswd',
      '/.env',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.body, url).not.toContain('root:');
      expect(res.body, url).not.toContain('do-not-serve');
    }
  });
});
