// Redis monitoring and the Redis terminal against a real Redis (TEST_REDIS_URL), under a key prefix of
// the test's own: INFO in sections and the prefix's keys counted; the terminal answers INFO and GET of a
// prefixed key as redis-cli would, refuses FLUSHALL, CONFIG, KEYS, EVAL, SET and keys outside the
// prefix with a 400 naming the field, and writes every command, run or refused, to the operation log.
// The command-line rules themselves are checked without Redis at the end.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RedisCommandResult, RedisInfo } from '../../schemas/api/monitor.js';
import { checkCommand, splitCommandLine } from '../../server/src/monitor/redis-command.js';
import { parseInfo, render } from '../../server/src/monitor/redis.js';
import { ADMIN_PASSWORD, authGet, body, buildTestApp, closeTestApp, loginToken } from './helpers.js';

const REDIS_URL = process.env.TEST_REDIS_URL;

describe.skipIf(!REDIS_URL)('Redis monitoring (TEST_REDIS_URL)', () => {
  const prefix = `montest_${randomBytes(4).toString('hex')}:`;
  let app: FastifyInstance;
  let admin: string;
  let redis: Redis;

  const run = (command: string, lang = 'en-US') =>
    app.inject({
      method: 'POST',
      url: '/api/sys/monitor/redis/command',
      headers: { 'x-access-token': admin, 'accept-language': lang },
      payload: { command },
    });

  beforeAll(async () => {
    redis = new Redis(REDIS_URL!);
    await redis.set(`${prefix}greeting`, 'hello "world"');
    await redis.hset(`${prefix}hash`, 'a', '1', 'b', '2');
    await redis.set(`other_${prefix}secret`, 'not yours');
    app = await buildTestApp('sqlite', { redisUrl: REDIS_URL, redisKeyPrefix: prefix });
    await app.ready();
    admin = await loginToken(app, 'admin', ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await closeTestApp(app);
    const keys = [`${prefix}greeting`, `${prefix}hash`, `other_${prefix}secret`];
    await redis.del(...keys);
    redis.disconnect();
  });

  it('reads INFO in sections and counts the keys under the prefix', async () => {
    await app.monitor.sample();
    const info = body<RedisInfo>(await authGet(app, '/api/sys/monitor/redis', admin)).result;
    expect(info.configured).toBe(true);
    expect(info.sections?.Server?.redis_version).toMatch(/^\d+\./);
    expect(Number(info.sections?.Memory?.used_memory)).toBe(info.usedMemory);
    // The realtime bus uses no keys: the two set above are the prefix's.
    expect(info.prefixKeys).toBe(2);
    expect(info.prefixKeysComplete).toBe(true);
    expect(info.dbSize).toBeGreaterThanOrEqual(3);
    expect(info.history?.keys.at(-1)?.v).toBe(2);
    const health = await app.inject({ method: 'GET', url: '/health' });
    expect(health.json()).toEqual({ status: 'ok', checks: { database: 'ok', redis: 'ok' } });
  });

  it('answers INFO, GET, HGETALL and a SCAN held to the prefix as redis-cli does', async () => {
    const info = body<RedisCommandResult>(await run('info server')).result;
    expect(info.output).toContain('# Server');
    expect(info.output).toContain('redis_version:');
    expect(body<RedisCommandResult>(await run(`GET ${prefix}greeting`)).result).toEqual({
      command: `GET ${prefix}greeting`,
      output: '"hello \\"world\\""',
    });
    expect(body<RedisCommandResult>(await run(`get "${prefix}missing"`)).result.output).toBe('(nil)');
    expect(body<RedisCommandResult>(await run(`HGETALL ${prefix}hash`)).result.output).toBe(
      '1) "a"\n2) "1"\n3) "b"\n4) "2"',
    );
    expect(body<RedisCommandResult>(await run(`TTL ${prefix}greeting`)).result.output).toBe('(integer) -1');
    expect(body<RedisCommandResult>(await run('PING')).result.output).toBe('PONG');
    // Wrong type: Redis' own error, shown as redis-cli shows it.
    expect(body<RedisCommandResult>(await run(`HGETALL ${prefix}greeting`)).result.output).toMatch(
      /^\(error\) WRONGTYPE/,
    );
    const scan = body<RedisCommandResult>(await run('SCAN 0 COUNT 1000')).result.output;
    expect(scan).toContain(`"${prefix}greeting"`);
    expect(scan).not.toContain(`other_${prefix}secret`);
  });

  it('refuses writes, admin commands and keys outside the prefix with a 400 naming the field', async () => {
    const refused = [
      ['FLUSHALL', 'FLUSHALL is not allowed'],
      ['config get *', 'config is not allowed'],
      ['KEYS *', 'KEYS is not allowed'],
      ['EVAL "return 1" 0', 'EVAL is not allowed'],
      [`SET ${prefix}greeting x`, 'SET is not allowed'],
      [`DEL ${prefix}greeting`, 'DEL is not allowed'],
      [`GET other_${prefix}secret`, `key other_${prefix}secret is outside`],
      [`MGET ${prefix}greeting other`, 'key other is outside'],
      ['GET', 'GET needs a key'],
      ['SCAN 0 MATCH *', 'SCAN takes a cursor'],
      ['SCAN 0 COUNT 100000', 'SCAN takes a cursor'],
      [`GET "${prefix}open`, 'a quote is not closed'],
    ] as const;
    for (const [command, text] of refused) {
      const res = await run(command);
      expect(res.statusCode, command).toBe(400);
      expect(body(res).message, command).toMatch(/^command: /);
      expect(body(res).message, command).toContain(text);
    }
    const zh = await run('FLUSHALL', 'zh-CN');
    expect(body(zh).message).toContain('不允许执行 FLUSHALL');
    expect(await redis.get(`${prefix}greeting`)).toBe('hello "world"');
    const empty = await run('');
    expect(empty.statusCode).toBe(400);
    expect(body(empty).message).toContain('command');
  });

  it('writes every command, run or refused, to the operation log', async () => {
    const commands = [`TYPE ${prefix}greeting`, 'FLUSHDB', `STRLEN other_${prefix}secret`];
    for (const command of commands) await run(command);
    await app.opLog.flush();
    const rows = await app.db
      .selectFrom('sys_log')
      .select(['request_url', 'request_param', 'log_content', 'status_code', 'userid'])
      .where('request_url', '=', '/api/sys/monitor/redis/command')
      .execute();
    for (const command of commands) {
      const row = rows.find((r) => r.request_param?.includes(JSON.stringify(command).slice(1, -1)));
      expect(row, command).toBeDefined();
      expect(row!.userid).toBe('admin');
    }
    const flush = rows.find((r) => r.request_param?.includes('FLUSHDB'))!;
    expect(flush.status_code).toBe(400);
    expect(flush.log_content).toContain('FLUSHDB');
    const typed = rows.find((r) => r.request_param?.includes(`TYPE ${prefix}greeting`))!;
    expect(typed.status_code).toBe(200);
  });
});

describe('Redis terminal command lines', () => {
  it('splits like redis-cli: double quotes with escapes, single quotes literal', () => {
    expect(splitCommandLine(`GET  "a b\\"c"  'd\\n' e`)).toEqual(['GET', 'a b"c', 'd\\n', 'e']);
    expect(splitCommandLine('GET "open')).toBeNull();
    expect(splitCommandLine('   ')).toEqual([]);
  });

  it('holds SCAN to MATCH inside the prefix, escaping its wildcards, and a bounded COUNT', () => {
    expect(checkCommand('scan 0', 'app:')).toEqual({
      ok: true,
      name: 'SCAN',
      args: ['0', 'MATCH', 'app:*', 'COUNT', '100'],
    });
    expect(checkCommand('SCAN 5 MATCH app:user:* COUNT 10 TYPE hash', 'app:')).toMatchObject({
      ok: true,
      args: ['5', 'MATCH', 'app:user:*', 'COUNT', '10', 'TYPE', 'hash'],
    });
    expect(checkCommand('SCAN 0', 'a*b:')).toMatchObject({ args: ['0', 'MATCH', 'a\\*b:*', 'COUNT', '100'] });
    expect(checkCommand('SCAN 0 MATCH a*b:x', 'a*b:')).toMatchObject({ ok: false, key: 'redisScanArgs' });
    expect(checkCommand('SCAN -1', 'app:')).toMatchObject({ ok: false, key: 'redisScanArgs' });
  });

  it('reads INFO text and renders replies as redis-cli does', () => {
    expect(parseInfo('# Server\r\nredis_version:7.0.1\r\n\r\n# Memory\r\nused_memory:42\r\n')).toEqual({
      Server: { redis_version: '7.0.1' },
      Memory: { used_memory: '42' },
    });
    expect(render(null, false)).toBe('(nil)');
    expect(render([], false)).toBe('(empty array)');
    expect(render(['0', ['k1', 'k2']], false)).toBe('1) "0"\n2) 1) "k1"\n   2) "k2"');
  });
});
