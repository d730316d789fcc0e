// Avatar upload (POST /sys/common/upload) and serving (GET /sys/common/static/*): size and type checked
// by content, names never trusted, no path outside the stored shape reachable, safe response headers.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DIALECTS, authGet, body, buildTestApp, closeTestApp, createUser, loginToken } from './helpers.js';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR-not-a-real-image-but-png-magic'),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);

interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

function multipartBody(parts: Part[]): { payload: Buffer; contentType: string } {
  const boundary = '----console-test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`;
    chunks.push(
      Buffer.from(head),
      Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe.each(DIALECTS)('avatar upload and static files (%s)', (dialect) => {
  let app: FastifyInstance;
  let erin: string;
  let frank: string;
  const upload = (token: string | undefined, parts: Part[], query = '') => {
    const { payload, contentType } = multipartBody(parts);
    return app.inject({
      method: 'POST',
      url: `/api/sys/common/upload${query}`,
      payload,
      headers: { 'content-type': contentType, ...(token ? { 'x-access-token': token } : {}) },
    });
  };
  const file = (value: Buffer, filename = 'me.png', type = 'image/png'): Part => ({
    name: 'file',
    value,
    filename,
    type,
  });

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    await createUser(app, { username: 'erin', password: 'Erin-pass-12', roleCode: 'partner' });
    await createUser(app, { username: 'frank', password: 'Frank-pass-1', roleCode: 'partner' });
    erin = await loginToken(app, 'erin', 'Erin-pass-12');
    frank = await loginToken(app, 'frank', 'Frank-pass-1');
  });
  afterAll(() => closeTestApp(app));

  it('requires a token', async () => {
    expect((await upload(undefined, [{ name: 'biz', value: 'avatar' }, file(PNG)])).statusCode).toBe(401);
  });

  it('stores an image under a random name of its real type and returns the path in message and result', async () => {
    const env = body<string>(
      await upload(erin, [{ name: 'biz', value: 'avatar' }, file(JPEG, '../../evil.png', 'image/png')]),
    );
    expect(env.success).toBe(true);
    expect(env.result).toMatch(/^avatar\/[0-9a-f]{32}\.jpg$/);
    expect(env.message).toBe(env.result);
    expect(existsSync(join(app.config.dataDir, 'files', env.result))).toBe(true);
    expect(existsSync(join(app.config.dataDir, '..', 'evil.png'))).toBe(false);
  });

  it('serves it publicly with its type, nosniff, an inline disposition with our name, and a sandbox CSP', async () => {
    const path = body<string>(await upload(erin, [file(PNG)], '?biz=avatar')).result;
    const res = await app.inject({ method: 'GET', url: `/api/sys/common/static/${path}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(`inline; filename="${path.slice('avatar/'.length)}"`);
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses content that is not PNG, JPEG, GIF or WEBP, whatever its name and declared type say', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const value of [svg, Buffer.from('GIF8 nope'), Buffer.from('plain text')]) {
      const res = await upload(erin, [file(value, 'a.png', 'image/png')]);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('file');
    }
  });

  it('refuses a file over 2 MB with HTTP 413 naming the field', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const res = await upload(erin, [file(big)]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('file: 文件大小不能超过2 MB');
  });

  it('refuses a request without a file, or with another category', async () => {
    const none = await upload(erin, [{ name: 'biz', value: 'avatar' }]);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toContain('file');
    const other = await upload(erin, [{ name: 'biz', value: '../../etc' }, file(PNG)]);
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toContain('biz');
    const json = await app.inject({
      method: 'POST',
      url: '/api/sys/common/upload',
      payload: {},
      headers: { 'x-access-token': erin },
    });
    expect(json.statusCode).toBe(400);
  });

  it('serves nothing outside the stored shape: traversal, other folders, unknown names', async () => {
    writeFileSync(join(app.config.dataDir, 'secret.txt'), 'secret');
    for (const url of [
      '/api/sys/common/static/../secret.txt',
      '/api/sys/common/static/..%2F..%2Fsecret.txt',
      '/api/sys/common/static/avatar/..%2F..%2Fapp.db',
      '/api/sys/common/static/app.db',
      '/api/sys/common/static/avatar/0123456789abcdef0123456789abcdef.png',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('secret');
    }
  });

  it('sets the avatar from an own upload, deletes the replaced file, and refuses another user upload', async () => {
    const first = body<string>(await upload(erin, [file(PNG)])).result;
    expect(
      body(
        await app.inject({
          method: 'PUT',
          url: '/api/sys/user/profile',
          payload: { avatar: first },
          headers: { 'x-access-token': erin },
        }),
      ).success,
    ).toBe(true);
    const second = body<string>(await upload(erin, [file(JPEG, 'b.jpg', 'image/jpeg')])).result;
    await app.inject({
      method: 'PUT',
      url: '/api/sys/user/profile',
      payload: { avatar: second },
      headers: { 'x-access-token': erin },
    });
    expect(existsSync(join(app.config.dataDir, 'files', first))).toBe(false);
    expect(body<{ avatar: string }>(await authGet(app, '/api/sys/user/profile', erin)).result.avatar).toBe(
      second,
    );

    const stolen = await app.inject({
      method: 'PUT',
      url: '/api/sys/user/profile',
      payload: { avatar: second },
      headers: { 'x-access-token': frank },
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toContain('avatar');
  });

  it('limits uploads per user', async () => {
    let status = 0;
    for (let i = 0; i < 21 && status !== 429; i += 1) status = (await upload(frank, [file(PNG)])).statusCode;
    expect(status).toBe(429);
  });
});
