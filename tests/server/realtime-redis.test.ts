// Two server instances on one database (PostgreSQL when TEST_DATABASE_URL is set, else one SQLite file)
// and one Redis (TEST_REDIS_URL): what one instance publishes reaches sockets held by the other.
import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { Redis } from 'ioredis';
import { buildApp } from '../../server/src/app.js';
import { loadConfig } from '../../server/src/config.js';
import { SESSION_ENDED_CODE } from '../../server/src/realtime/sweeper.js';
import { releaseDue } from '../../server/src/services/announcement-scheduler.js';
import { ADMIN_PASSWORD, TEST_SCRYPT_COST, createUser, loginToken } from './helpers.js';
import { addAnnouncement, publishAnnouncement } from './announcement-helpers.js';
import { closed, openSocket, socketUrl, type Opened } from './realtime-helpers.js';

const REDIS_URL = process.env.TEST_REDIS_URL;
const PG_URL = process.env.TEST_DATABASE_URL;

async function pgQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

describe.skipIf(!REDIS_URL)(`two instances over Redis (${PG_URL ? 'postgres' : 'sqlite'})`, () => {
  let dataDir = '';
  const dbName = `console_rt_${randomBytes(6).toString('hex')}`;
  const prefix = `test-${randomBytes(6).toString('hex')}:`;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let admin: string;
  let userId: string;
  let userToken: string;
  const sockets: Opened[] = [];

  const instance = async (sessionCacheTtlMs = 0) => {
    const url = PG_URL ? Object.assign(new URL(PG_URL), { pathname: `/${dbName}` }).toString() : undefined;
    const app = await buildApp({
      ...loadConfig({ DATA_DIR: dataDir }),
      databaseUrl: url,
      adminPassword: ADMIN_PASSWORD,
      scryptCost: TEST_SCRYPT_COST,
      webRoot: join(dataDir, 'no-web-build'),
      logger: false,
      sessionCacheTtlMs,
      redisUrl: REDIS_URL,
      redisKeyPrefix: prefix,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    return app;
  };

  beforeAll(async () => {
    // Created here, not while collecting, so a skipped suite leaves nothing behind.
    dataDir = mkdtempSync(join(tmpdir(), 'console-realtime-redis-'));
    if (PG_URL) await pgQuery(`CREATE DATABASE "${dbName}"`);
    a = await instance();
    b = await instance();
    userId = await createUser(a, { username: 'frank', password: 'Frank-Passw0rd', roleCode: 'staff' });
    userToken = await loginToken(b, 'frank', 'Frank-Passw0rd');
    admin = await loginToken(a, 'admin', ADMIN_PASSWORD);
  });
  afterAll(async () => {
    for (const s of sockets) s.socket.terminate();
    await a?.close();
    await b?.close();
    if (PG_URL) await pgQuery(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const connect = async (app: FastifyInstance, token = userToken) => {
    const opened = await openSocket(socketUrl(app, userId), token);
    sockets.push(opened);
    return opened;
  };

  it('delivers what instance A publishes to a socket on instance B, once per socket', async () => {
    const onB = await connect(b);
    const onA = await connect(a);
    const id = await publishAnnouncement(a, admin, {
      titile: 'Failover test tonight',
      msgType: 'USER',
      userIds: [userId],
    });
    const expected = { cmd: 'user', msgId: id, msgTxt: 'Failover test tonight' };
    expect(await onB.next((m) => m.msgId === id)).toEqual(expected);
    expect(await onA.next((m) => m.msgId === id)).toEqual(expected);
    await new Promise((r) => setTimeout(r, 200));
    expect(onB.messages.filter((m) => m.msgId === id)).toHaveLength(1);
    expect(onA.messages.filter((m) => m.msgId === id)).toHaveLength(1);
  });

  it('ignores foreign or malformed messages on the channel', async () => {
    const onB = await connect(b);
    const intruder = new Redis(REDIS_URL!);
    try {
      await intruder.publish(`${prefix}realtime`, 'not json');
      await intruder.publish(`${prefix}realtime`, JSON.stringify({ audience: 'all', message: { cmd: 5 } }));
      await intruder.publish(
        `${prefix}realtime`,
        JSON.stringify({ audience: 'x', message: { cmd: 'user' } }),
      );
    } finally {
      intruder.disconnect();
    }
    const id = await publishAnnouncement(a, admin, { titile: 'After the noise' });
    expect(await onB.next((m) => m.msgId === id)).toMatchObject({ cmd: 'topic', msgId: id });
    expect(onB.messages.every((m) => m.cmd === 'topic' && m.msgId === id)).toBe(true);
  });

  // PostgreSQL only: two SQLite connections in one thread cannot wait for each other's write lock.
  it.skipIf(!PG_URL)('publishes a scheduled draft once although both instances look for it', async () => {
    const id = await addAnnouncement(a, admin, {
      titile: 'Scheduled once',
      publishAt: '2999-01-01 00:00:00',
    });
    const [fromA, fromB] = await Promise.all([
      releaseDue(a.db, '2999-01-01 00:00:01'),
      releaseDue(b.db, '2999-01-01 00:00:01'),
    ]);
    expect([...fromA!, ...fromB!].map((d) => d.announcement.id)).toEqual([id]);
    const sends = await a.db
      .selectFrom('sys_announcement_send')
      .select('user_id')
      .where('annt_id', '=', id)
      .execute();
    expect(sends.filter((s) => s.user_id === userId)).toHaveLength(1);
  });

  it('drops a session B has cached as soon as it is logged out on A', async () => {
    const [c, d] = [await instance(10_000), await instance(10_000)];
    try {
      const token = await loginToken(c, 'frank', 'Frank-Passw0rd');
      const ask = () =>
        d.inject({ method: 'GET', url: '/api/sys/user/profile', headers: { 'x-access-token': token } });
      expect((await ask()).json<{ code: number }>().code).toBe(200);
      await c.inject({ method: 'POST', url: '/api/sys/logout', headers: { 'x-access-token': token } });
      // Well within the 10 s cache: the revocation crossed Redis.
      const dropped = async () => (await ask()).json<{ code: number }>().code === 401;
      const deadline = Date.now() + 1000;
      while (!(await dropped()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(await dropped()).toBe(true);
    } finally {
      await c.close();
      await d.close();
    }
  });

  it('closes a socket on B within one second when its session logs out on A, without a sweep', async () => {
    const token = await loginToken(a, 'frank', 'Frank-Passw0rd');
    const onB = await connect(b, token);
    const code = closed(onB.socket);
    const started = Date.now();
    await a.inject({ method: 'POST', url: '/api/sys/logout', headers: { 'x-access-token': token } });
    expect(await code).toBe(SESSION_ENDED_CODE);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("closes every socket of a user on B within one second when the user's password changes on A", async () => {
    const token = await loginToken(a, 'frank', 'Frank-Passw0rd');
    const other = await loginToken(a, 'frank', 'Frank-Passw0rd');
    const [first, second] = [await connect(b, token), await connect(b, other)];
    const codes = Promise.all([closed(first.socket), closed(second.socket)]);
    const started = Date.now();
    const res = await a.inject({
      method: 'PUT',
      url: '/api/sys/user/updatePassword',
      headers: { 'x-access-token': token },
      payload: {
        username: 'frank',
        oldpassword: 'Frank-Passw0rd',
        password: 'Frank-Passw0rd-2',
        confirmpassword: 'Frank-Passw0rd-2',
      },
    });
    expect(res.json<{ success: boolean }>().success).toBe(true);
    expect(await codes).toEqual([SESSION_ENDED_CODE, SESSION_ENDED_CODE]);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('REDIS_URL configuration', () => {
  it('is read from the environment and must be a redis URL', () => {
    expect(loadConfig({ REDIS_URL: 'redis://cache:6379/2' })).toMatchObject({
      redisUrl: 'redis://cache:6379/2',
      redisKeyPrefix: 'console:',
    });
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(() => loadConfig({ REDIS_URL: 'http://cache:6379' })).toThrow(/REDIS_URL must be a redis/);
  });

  it('stops the start with a clear message when Redis cannot be reached', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'console-redis-down-'));
    try {
      await expect(
        buildApp({
          ...loadConfig({ DATA_DIR: dir }),
          adminPassword: ADMIN_PASSWORD,
          scryptCost: TEST_SCRYPT_COST,
          logger: false,
          redisUrl: 'redis://127.0.0.1:1',
        }),
      ).rejects.toThrow(/REDIS_URL: cannot subscribe/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
