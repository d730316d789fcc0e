// Image captcha: GET /sys/randomImage/:key, single use, 60 s, and when sign-in asks for it (LOGIN_CAPTCHA).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CAPTCHA_ALPHABET } from '../../server/src/lib/svg-captcha.js';
import { CAPTCHA_TTL_MS, consumeCaptcha, issueCaptcha } from '../../server/src/services/captcha.js';
import {
  ADMIN_PASSWORD,
  DIALECTS,
  body,
  buildTestApp,
  closeTestApp,
  createUser,
  nextAddress,
} from './helpers.js';

interface LoginBody {
  username: string;
  password: string;
  captcha?: string;
  checkKey?: string;
}

function postLogin(app: FastifyInstance, payload: LoginBody, remoteAddress: string, lang?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/sys/login',
    payload,
    remoteAddress,
    headers: lang ? { 'accept-language': lang } : {},
  });
}

describe.each(DIALECTS)('image captcha (%s)', (dialect) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(dialect, { loginCaptcha: 'after-failure' });
    await createUser(app, { username: 'capuser', password: 'Cap-pass-123', roleCode: 'staff' });
  });
  afterAll(() => closeTestApp(app));

  it('serves an SVG data URI that carries no readable text, and never caches it', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/sys/randomImage/1732200000000' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const image = body<string>(res).result;
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(image.split(',')[1]!, 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 120 40"/);
    expect(svg).not.toMatch(/<text|<script|<foreignObject|href=/i);
    expect(svg.match(/<path /g)?.length).toBeGreaterThan(6);
  });

  it('names a malformed key with HTTP 400', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/sys/randomImage/bad%20key%3C' });
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toContain('key');
  });

  it('codes use only the unambiguous alphabet', () => {
    for (const ambiguous of ['0', 'O', '1', 'I', 'L', '2', 'Z', '5', 'S', '9', 'G', 'B']) {
      expect(CAPTCHA_ALPHABET).not.toContain(ambiguous);
    }
  });

  it('accepts the right code once, case-insensitively, and never again', async () => {
    await issueCaptcha(app.db, 'k-once', { code: 'ACDE' });
    expect(await consumeCaptcha(app.db, 'k-once', 'acde')).toBe(true);
    expect(await consumeCaptcha(app.db, 'k-once', 'ACDE')).toBe(false);
  });

  it('burns the captcha on a wrong guess, so each image allows one try', async () => {
    await issueCaptcha(app.db, 'k-guess', { code: 'ACDE' });
    expect(await consumeCaptcha(app.db, 'k-guess', 'XXXX')).toBe(false);
    expect(await consumeCaptcha(app.db, 'k-guess', 'ACDE')).toBe(false);
  });

  it('refuses a captcha older than 60 seconds', async () => {
    const issuedAt = Date.now() - CAPTCHA_TTL_MS - 1;
    await issueCaptcha(app.db, 'k-old', { code: 'ACDE', now: issuedAt });
    expect(await consumeCaptcha(app.db, 'k-old', 'ACDE')).toBe(false);
  });

  it('a new image for the same key replaces the old code', async () => {
    await issueCaptcha(app.db, 'k-new', { code: 'ACDE' });
    await issueCaptcha(app.db, 'k-new', { code: 'FHJK' });
    expect(await consumeCaptcha(app.db, 'k-new', 'ACDE')).toBe(false);
    await issueCaptcha(app.db, 'k-new', { code: 'FHJK' });
    expect(await consumeCaptcha(app.db, 'k-new', 'FHJK')).toBe(true);
  });

  it('after-failure: no captcha at first; a failure makes the account and the address ask for one', async () => {
    const ip = nextAddress();
    const probe = await app.inject({
      method: 'GET',
      url: '/api/sys/loginCaptchaRequired',
      remoteAddress: ip,
    });
    expect(body(probe).result).toEqual({ required: false });

    const wrong = body(await postLogin(app, { username: 'capuser', password: 'wrong-pass' }, ip));
    expect(wrong).toMatchObject({
      success: false,
      message: '用户名或密码错误',
      result: { captchaRequired: true },
    });

    const again = await app.inject({
      method: 'GET',
      url: '/api/sys/loginCaptchaRequired',
      remoteAddress: ip,
    });
    expect(body(again).result).toEqual({ required: true });

    // Right password, no captcha: refused with code 412, from this address and from any other one.
    const noCaptcha = body(await postLogin(app, { username: 'capuser', password: 'Cap-pass-123' }, ip));
    expect(noCaptcha).toMatchObject({ success: false, code: 412, message: '请输入验证码' });
    const elsewhere = body(
      await postLogin(app, { username: 'capuser', password: 'Cap-pass-123' }, nextAddress()),
    );
    expect(elsewhere).toMatchObject({ code: 412, result: { captchaRequired: true } });
  });

  it('refuses a wrong captcha with code 412 "验证码错误", in English too', async () => {
    const ip = nextAddress();
    await postLogin(app, { username: 'capuser', password: 'wrong-pass' }, ip);
    await issueCaptcha(app.db, 'k-login-1', { code: 'MNPR' });
    const zh = body(
      await postLogin(
        app,
        { username: 'capuser', password: 'Cap-pass-123', captcha: 'TTTT', checkKey: 'k-login-1' },
        ip,
      ),
    );
    expect(zh).toMatchObject({ success: false, code: 412, message: '验证码错误' });
    await issueCaptcha(app.db, 'k-login-2', { code: 'MNPR' });
    const en = body(
      await postLogin(
        app,
        { username: 'capuser', password: 'Cap-pass-123', captcha: 'TTTT', checkKey: 'k-login-2' },
        ip,
        'en-US',
      ),
    );
    expect(en).toMatchObject({ code: 412, message: 'Incorrect verification code' });
  });

  it('signs in with the right captcha, which then clears the flags', async () => {
    const ip = nextAddress();
    await postLogin(app, { username: 'capuser', password: 'wrong-pass' }, ip);
    await issueCaptcha(app.db, 'k-ok', { code: 'WXY3' });
    const res = body(
      await postLogin(
        app,
        { username: 'capuser', password: 'Cap-pass-123', captcha: 'wxy3', checkKey: 'k-ok' },
        ip,
      ),
    );
    expect(res).toMatchObject({ success: true, code: 200 });
    // The captcha was consumed by that sign-in.
    expect(await consumeCaptcha(app.db, 'k-ok', 'WXY3')).toBe(false);
    const next = body(await postLogin(app, { username: 'capuser', password: 'Cap-pass-123' }, ip));
    expect(next).toMatchObject({ success: true, code: 200 });
  });

  it('asks for the captcha after a failure for an account that does not exist (no enumeration)', async () => {
    await postLogin(app, { username: 'ghost-user', password: 'whatever1' }, nextAddress());
    const res = body(await postLogin(app, { username: 'ghost-user', password: 'whatever1' }, nextAddress()));
    expect(res).toMatchObject({ code: 412, result: { captchaRequired: true } });
  });
});

describe.each(DIALECTS)('LOGIN_CAPTCHA modes (%s)', (dialect) => {
  it('always: the first attempt already needs the captcha', async () => {
    const app = await buildTestApp(dialect, { loginCaptcha: 'always' });
    try {
      const ip = nextAddress();
      const probe = await app.inject({
        method: 'GET',
        url: '/api/sys/loginCaptchaRequired',
        remoteAddress: ip,
      });
      expect(body(probe).result).toEqual({ required: true });
      const res = body(await postLogin(app, { username: 'admin', password: ADMIN_PASSWORD }, ip));
      expect(res).toMatchObject({ success: false, code: 412 });
      await issueCaptcha(app.db, 'k-always', { code: 'HJKM' });
      const ok = body(
        await postLogin(
          app,
          { username: 'admin', password: ADMIN_PASSWORD, captcha: 'HJKM', checkKey: 'k-always' },
          ip,
        ),
      );
      expect(ok).toMatchObject({ success: true, code: 200 });
    } finally {
      await closeTestApp(app);
    }
  });

  it('off: failures never lead to a captcha, and refusals do not announce one', async () => {
    const app = await buildTestApp(dialect, { loginCaptcha: 'off' });
    try {
      const ip = nextAddress();
      const wrong = body(await postLogin(app, { username: 'admin', password: 'wrong-pass' }, ip));
      expect(wrong).toMatchObject({ success: false, code: 500, result: null });
      const probe = await app.inject({
        method: 'GET',
        url: '/api/sys/loginCaptchaRequired',
        remoteAddress: ip,
      });
      expect(body(probe).result).toEqual({ required: false });
      expect(body(await postLogin(app, { username: 'admin', password: ADMIN_PASSWORD }, ip)).success).toBe(
        true,
      );
    } finally {
      await closeTestApp(app);
    }
  });
});
