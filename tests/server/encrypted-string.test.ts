// GET /sys/getEncryptedString (api-contract §3.3): public, answers the {key, iv} pair the client keeps
// under ENCRYPTED_STRING; never JeecgBoot's published fixed pair.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DIALECTS, body, buildTestApp, closeTestApp } from './helpers.js';

describe.each(DIALECTS)('GET /sys/getEncryptedString (%s)', (dialect) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(dialect);
  });
  afterAll(() => closeTestApp(app));

  it('answers a 16-character key and iv without a token, the same pair on every call', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/sys/getEncryptedString' });
    expect(first.statusCode).toBe(200);
    const env = body<{ key: string; iv: string }>(first);
    expect(env.success).toBe(true);
    expect(env.result.key).toMatch(/^[a-z0-9]{16}$/);
    expect(env.result.iv).toMatch(/^[a-z0-9]{16}$/);
    expect(env.result.key).not.toBe('1234567890adbcde');
    expect(env.result.iv).not.toBe('1234567890hjlkew');
    const again = body<{ key: string; iv: string }>(
      await app.inject({ method: 'GET', url: '/api/sys/getEncryptedString' }),
    );
    expect(again.result).toEqual(env.result);
  });
});
