// The request log writes one line per request (lib/request-log.ts) with what Fastify's two lines held:
// the method, url and client of the request, and the status and time of the response.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../server/src/config.js';
import { buildTestApp, closeTestApp } from './helpers.js';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  req?: { method: string; url: string; remoteAddress: string };
  res?: { statusCode: number };
  responseTime?: number;
}

describe('request log', () => {
  let app: FastifyInstance;
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split('\n')) if (text) lines.push(JSON.parse(text) as LogLine);
      done();
    },
  });

  beforeAll(async () => {
    // Fastify takes a pino destination beside the level; the config type names only the level.
    const logger = { level: 'info', stream } as unknown as AppConfig['logger'];
    app = await buildTestApp('sqlite', { logger });
    await app.ready();
  });
  afterAll(() => closeTestApp(app));

  const requestLines = () => lines.filter((l) => l.req !== undefined || l.responseTime !== undefined);

  it('writes one line per answered request, with the request and the response in it', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/api/health?probe=1', remoteAddress: '10.1.2.3' });
    const [line, ...more] = requestLines();
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/api/health?probe=1', remoteAddress: '10.1.2.3' },
      res: { statusCode: 200 },
    });
    expect(line!.responseTime).toBeGreaterThanOrEqual(0);
    expect(lines.some((l) => l.msg === 'incoming request')).toBe(false);
  });

  it('logs refused requests the same way, with their status', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/api/biz/case/list' });
    await app.inject({ method: 'GET', url: '/api/sys/user/list' });
    const logged = requestLines();
    expect(logged.map((l) => [l.req?.url, l.res?.statusCode])).toEqual([
      ['/api/biz/case/list', 401],
      ['/api/sys/user/list', 401],
    ]);
    expect(new Set(logged.map((l) => l.reqId)).size).toBe(2);
  });
});
