// The monitoring API (schemas/api/monitor.ts): each read answers the contract's shape for an admin and
// is closed to staff (403) and anonymous callers (401); the HTTP trace keeps paths without queries and
// never a secret; bad parameters are 400s naming the field; /health tells nothing secret.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HISTORY_POINTS,
  TRACE_SIZE,
  type DiskInfo,
  type HttpServerInfo,
  type NodeRuntimeInfo,
  type RedisInfo,
  type SystemInfo,
  type TracePage,
} from '../../schemas/api/monitor.js';
import {
  ADMIN_PASSWORD,
  DIALECTS,
  authGet,
  body,
  buildTestApp,
  closeTestApp,
  createUser,
  loginToken,
} from './helpers.js';

const READS = ['node', 'http', 'system', 'disk', 'trace', 'redis'].map((r) => `/api/sys/monitor/${r}`);

const isSample = (s: unknown) =>
  typeof s === 'object' &&
  s !== null &&
  typeof (s as { t: unknown }).t === 'number' &&
  typeof (s as { v: unknown }).v === 'number';

describe.each(DIALECTS)('monitoring API (%s)', (dialect) => {
  let app: FastifyInstance;
  let admin: string;
  let staff: string;

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    await app.ready();
    await createUser(app, { username: 'mon_staff', password: 'Monitor-pass-1', roleCode: 'staff' });
    admin = await loginToken(app, 'admin', ADMIN_PASSWORD);
    staff = await loginToken(app, 'mon_staff', 'Monitor-pass-1');
  });
  afterAll(() => closeTestApp(app));

  it('closes every monitoring route to anonymous callers (401) and staff (403)', async () => {
    for (const url of READS) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      expect((await authGet(app, url, staff)).statusCode, url).toBe(403);
    }
    const post = (token?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/sys/monitor/redis/command',
        headers: token ? { 'x-access-token': token } : {},
        payload: { command: 'PING' },
      });
    expect((await post()).statusCode).toBe(401);
    expect((await post(staff)).statusCode).toBe(403);
  });

  it('describes the Node runtime', async () => {
    await app.monitor.sample();
    const res = await authGet(app, '/api/sys/monitor/node', admin);
    expect(res.statusCode).toBe(200);
    const info = body<NodeRuntimeInfo>(res).result;
    expect(info.versions.node).toBe(process.versions.node);
    expect(info.versions.v8).toBe(process.versions.v8);
    expect(info.versions.app).toMatch(/^\d+\.\d+\.\d+/);
    expect(info.pid).toBe(process.pid);
    expect(info.memory.rss).toBeGreaterThan(info.memory.heapUsed);
    expect(info.heapLimit).toBeGreaterThan(info.memory.heapTotal);
    expect(Object.keys(info.eventLoopDelayMs).sort()).toEqual(['max', 'mean', 'min', 'p50', 'p90', 'p99']);
    expect(info.eventLoopUtilization).toBeGreaterThanOrEqual(0);
    expect(info.eventLoopUtilization).toBeLessThanOrEqual(1);
    expect(Array.isArray(info.gc)).toBe(true);
    expect(info.activeHandles).toBeGreaterThan(0);
    expect(Object.keys(info.history).sort()).toEqual(['cpuPercent', 'eventLoopP99', 'heapUsed', 'rss']);
    expect(info.history.rss.length).toBeGreaterThanOrEqual(1);
    expect(info.history.rss.length).toBeLessThanOrEqual(HISTORY_POINTS);
    expect(info.history.rss.every(isSample)).toBe(true);
  });

  it('counts requests by route pattern and status, never by raw URL', async () => {
    await authGet(app, '/api/sys/dict/getDictItems/sex?x=1', admin);
    await authGet(app, '/api/sys/dict/getDictItems/priority', admin);
    await app.inject({ method: 'GET', url: '/api/no/such/route/abc123' });
    const info = body<HttpServerInfo>(await authGet(app, '/api/sys/monitor/http', admin)).result;
    expect(info.totalRequests).toBeGreaterThan(3);
    const routes = info.routes.map((r) => `${r.method} ${r.route}`);
    expect(routes).toContain('GET /api/sys/dict/getDictItems/:dictCode');
    expect(routes).toContain('GET (unmatched)');
    expect(routes.some((r) => r.includes('sex') || r.includes('abc123'))).toBe(false);
    const dict = info.routes.find((r) => r.route === '/api/sys/dict/getDictItems/:dictCode')!;
    expect(dict.count).toBe(2);
    expect(dict.p50Ms).toBeGreaterThan(0);
    expect(dict.p99Ms).toBeGreaterThanOrEqual(dict.p50Ms);
    expect(info.byStatus.find((s) => s.status === '404')?.count).toBeGreaterThanOrEqual(1);
    expect(info.inFlight).toBeGreaterThanOrEqual(0);
    expect(info.websockets).toBe(0);
    expect(Object.keys(info.history).sort()).toEqual(['connections', 'errorRate', 'p95Ms', 'requestsPerSec']);
  });

  it('describes the machine and its disks', async () => {
    const system = body<SystemInfo>(await authGet(app, '/api/sys/monitor/system', admin)).result;
    expect(system.os.platform).toBe(process.platform);
    expect(system.cpu.cores).toBeGreaterThan(0);
    expect(system.cpuLoad.length).toBe(system.cpu.cores);
    expect(system.loadAvg).toHaveLength(3);
    expect(system.memory.total).toBeGreaterThan(system.memory.used);
    expect(Array.isArray(system.network)).toBe(true);
    expect(Object.keys(system.history).sort()).toEqual(['cpuPercent', 'memUsed']);

    const disk = body<DiskInfo>(await authGet(app, '/api/sys/monitor/disk', admin)).result;
    expect(disk.mounts.length).toBeGreaterThan(0);
    for (const m of disk.mounts) expect(m.size).toBeGreaterThanOrEqual(m.used);
    expect(disk.dataDir.path).toBe(app.config.dataDir);
    if (dialect === 'sqlite') {
      // The SQLite file lives there.
      expect(disk.dataDir.files).toBeGreaterThan(0);
      expect(disk.dataDir.size).toBeGreaterThan(0);
    }
  });

  it('says Redis is not configured without REDIS_URL, and the terminal refuses', async () => {
    const info = body<RedisInfo>(await authGet(app, '/api/sys/monitor/redis', admin));
    expect(info.result).toEqual({ configured: false });
    for (const [lang, text] of [
      ['zh-CN', 'Redis 未配置'],
      ['en-US', 'Redis is not configured'],
    ] as const) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/sys/monitor/redis/command',
        headers: { 'x-access-token': admin, 'accept-language': lang },
        payload: { command: 'INFO' },
      });
      expect(res.statusCode).toBe(400);
      expect(body(res).message).toContain(text);
    }
  });

  it('keeps in the trace the path only: no token, cookie, query or body', async () => {
    const secrets = ['TokSecret123abc', 'PwSecret456def', 'CookieSecret789', 'BodyPass000xyz'];
    const res = await app.inject({
      method: 'POST',
      url: `/api/sys/dict/getDictItems/sex?token=${secrets[0]}&password=${secrets[1]}`,
      headers: { 'x-access-token': admin, cookie: `session=${secrets[2]}` },
      payload: { password: secrets[3] },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    await app.inject({
      method: 'GET',
      url: `/api/sys/dict/getDictItems/sex?token=${secrets[0]}`,
      headers: { 'x-access-token': admin, cookie: `session=${secrets[2]}` },
    });
    const page = body<TracePage>(
      await authGet(app, `/api/sys/monitor/trace?limit=${TRACE_SIZE}`, admin),
    ).result;
    const text = JSON.stringify(page);
    for (const secret of [...secrets, admin]) expect(text).not.toContain(secret);
    // The two requests above, newest first (an earlier test asked for the same path).
    const mine = page.records.filter((r) => r.path === '/api/sys/dict/getDictItems/sex').slice(0, 2);
    expect(mine.map((r) => r.method)).toEqual(['GET', 'POST']);
    const get = mine[0]!;
    expect(get).toMatchObject({ status: 200, user: 'admin' });
    expect(typeof get.ip).toBe('string');
    expect(get.durationMs).toBeGreaterThanOrEqual(0);
    // Newest first, and the pages' own polling is not traced.
    expect(page.records[0]!.id).toBeGreaterThan(page.records[page.records.length - 1]!.id);
    expect(page.records.some((r) => r.path.startsWith('/api/sys/monitor/'))).toBe(false);
    expect(page.kept).toBeGreaterThanOrEqual(page.records.length);
  });

  it('filters the trace by status (exact or class) and path', async () => {
    await app.inject({ method: 'GET', url: '/api/trace/filter/missing' });
    const get = async (query: string) =>
      body<TracePage>(await authGet(app, `/api/sys/monitor/trace?${query}`, admin)).result.records;
    const notFound = await get('status=4xx');
    expect(notFound.length).toBeGreaterThan(0);
    expect(notFound.every((r) => r.status >= 400 && r.status < 500)).toBe(true);
    expect((await get('status=404')).every((r) => r.status === 404)).toBe(true);
    const byPath = await get('path=FILTER/MISS');
    expect(byPath.map((r) => r.path)).toEqual(['/api/trace/filter/missing']);
    expect(await get('limit=1')).toHaveLength(1);
  });

  it('refuses bad trace parameters with a 400 naming the field', async () => {
    for (const [query, field] of [
      ['limit=0', 'limit'],
      [`limit=${TRACE_SIZE + 1}`, 'limit'],
      ['limit=many', 'limit'],
      ['status=abc', 'status'],
      ['status=6xx', 'status'],
      [`path=${'p'.repeat(201)}`, 'path'],
    ] as const) {
      const res = await authGet(app, `/api/sys/monitor/trace?${query}`, admin);
      expect(res.statusCode, query).toBe(400);
      expect(body(res).message, query).toContain(field);
    }
  });

  it('answers /health with ok or fail per dependency and nothing else', async () => {
    for (const url of ['/health', '/api/health']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', checks: { database: 'ok' } });
      for (const secret of [
        app.config.dataDir,
        process.versions.node,
        'postgres',
        'sqlite',
        ADMIN_PASSWORD,
      ]) {
        expect(res.body).not.toContain(secret);
      }
    }
  });

  it('grants the monitoring buttons and the monitor dashboard to admins only, with Node titles', async () => {
    const perms = async (token: string) => (await app.sessions.authenticate(token))!.perms;
    expect((await perms(admin)).has('monitor:view')).toBe(true);
    expect((await perms(admin)).has('monitor:redis:terminal')).toBe(true);
    expect((await perms(staff)).has('monitor:view')).toBe(false);
    const titles = await app.db
      .selectFrom('sys_permission')
      .select(['component', 'name', 'name_en'])
      .where('component', 'in', ['modules/monitor/JvmInfo', 'modules/monitor/TomcatInfo'])
      .orderBy('component')
      .execute();
    expect(titles).toEqual([
      { component: 'modules/monitor/JvmInfo', name: 'Node运行时', name_en: 'Node runtime' },
      { component: 'modules/monitor/TomcatInfo', name: 'HTTP服务', name_en: 'HTTP server' },
    ]);
    const menu = body<{ menu: { path: string; children?: { path: string }[] }[] }>(
      await authGet(app, '/api/sys/permission/getUserPermissionByToken', staff),
    ).result.menu;
    const paths = JSON.stringify(menu);
    expect(paths).toContain('/dashboard/workplace');
    expect(paths).not.toContain('/dashboard/monitor');
  });
});
