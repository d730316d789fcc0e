// What a PostgreSQL start prepares before the first request:
// - connections kept warm (db/connect.ts WARM_CONNECTIONS): opened at start, and still open after the
//   pool's idle timeout (10 s), so a request after a pause does not pay for a new backend. Before,
//   every connection closed after 10 s idle and the next request reconnected (18–36 ms here);
// - statistics of the tables it created and seeded (db/analyze-new.ts), so the session check's reads
//   are planned from real row counts (before: 17 ms a session check, after: 4–6 ms).
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeNewTables } from '../../server/src/db/analyze-new.js';
import { WARM_CONNECTIONS } from '../../server/src/db/connect.js';
import { ADMIN_PASSWORD, DIALECTS, buildTestApp, closeTestApp, loginToken } from './helpers.js';

/** pg-pool's default idle timeout, and a little more. */
const PAST_IDLE_TIMEOUT_MS = 10_500;

describe.skipIf(!DIALECTS.includes('postgres'))('a PostgreSQL start', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp('postgres');
    await app.ready();
  });
  afterAll(() => closeTestApp(app));

  it('opens them at start, and a pause longer than the idle timeout closes only the ones above them', async () => {
    expect(app.dbPoolFigures()).toEqual({ total: WARM_CONNECTIONS, idle: WARM_CONNECTIONS, waiting: 0 });
    const token = await loginToken(app, 'admin', ADMIN_PASSWORD);
    const list = () =>
      app.inject({
        method: 'GET',
        url: '/api/sys/user/list?pageSize=5',
        headers: { 'x-access-token': token },
      });
    // One after another: the warm connections serve them, none is opened.
    for (let i = 0; i < 5; i += 1) expect((await list()).statusCode).toBe(200);
    expect(app.dbPoolFigures()?.total).toBe(WARM_CONNECTIONS);
    // A burst may open more; after the idle timeout the pool is back to the warm ones, not to none.
    const burst = await Promise.all(Array.from({ length: 12 }, list));
    expect(burst.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
    await new Promise((resolve) => setTimeout(resolve, PAST_IDLE_TIMEOUT_MS));
    expect(app.dbPoolFigures()).toEqual({ total: WARM_CONNECTIONS, idle: WARM_CONNECTIONS, waiting: 0 });
  }, 30_000);

  it('has statistics for every table it created, the seeded ones with their rows, and takes them only once', async () => {
    const { rows } = await sql<{ name: string; tuples: number }>`
      select c.relname as name, c.reltuples as tuples from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind = 'r'`.execute(app.db);
    expect(rows.filter((r) => r.tuples < 0).map((r) => r.name)).toEqual([]);
    const permissions = await app.db
      .selectFrom('sys_permission')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(permissions.n)).toBeGreaterThan(100);
    expect(rows.find((r) => r.name === 'sys_permission')?.tuples).toBe(Number(permissions.n));
    // A later start (or a second call) finds nothing left to analyze.
    expect(await analyzeNewTables(app.db)).toEqual([]);
  });
});
