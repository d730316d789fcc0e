// Two server instances on one database (PostgreSQL when TEST_DATABASE_URL is set, else one SQLite file)
// both schedule a per-second job: between them it fires exactly once per second — every second of the
// window has one run, no second has two, and the handler ran once per run.
import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../server/src/app.js';
import { loadConfig } from '../../server/src/config.js';
import { ADMIN_PASSWORD, TEST_SCRYPT_COST, body, loginToken } from './helpers.js';
import { caller, type Caller } from './crud-helpers.js';
import { COUNTING_JOB, addJob, counted, runRows, sleep } from './quartz-helpers.js';

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

describe(`scheduled jobs on two instances (${PG_URL ? 'postgres' : 'sqlite'})`, () => {
  let dataDir = '';
  const dbName = `console_quartz_${randomBytes(6).toString('hex')}`;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let adminA: Caller;
  let adminB: Caller;

  const instance = async () => {
    const url = PG_URL ? Object.assign(new URL(PG_URL), { pathname: `/${dbName}` }).toString() : undefined;
    const app = await buildApp({
      ...loadConfig({ DATA_DIR: dataDir }),
      databaseUrl: url,
      adminPassword: ADMIN_PASSWORD,
      scryptCost: TEST_SCRYPT_COST,
      webRoot: join(dataDir, 'no-web-build'),
      logger: false,
      quartz: { syncMs: 200, timeoutMs: 5000 },
    });
    await app.ready();
    return app;
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'console-quartz-two-'));
    if (PG_URL) await pgQuery(`CREATE DATABASE "${dbName}"`);
    a = await instance();
    b = await instance();
    adminA = caller(a, await loginToken(a, 'admin', ADMIN_PASSWORD));
    adminB = caller(b, await loginToken(b, 'admin', ADMIN_PASSWORD));
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    if (PG_URL) await pgQuery(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('fires a per-second job exactly once per second between them', async () => {
    const tag = `two-${randomBytes(4).toString('hex')}`;
    const id = await addJob(adminA, {
      jobClassName: COUNTING_JOB,
      cronExpression: '* * * * * ?',
      parameter: tag,
    });
    // Instance b learns of the job from its next re-read of the job list.
    await sleep(5500);
    expect(body(await adminB.get(`/sys/quartzJob/pause?id=${id}`))).toMatchObject({ success: true });
    await sleep(1200);
    const runs = (await runRows(a, id)).filter((r) => r.trigger_type === 'cron');
    const seconds = runs.map((r) => Date.parse(r.fire_key)).sort((x, y) => x - y);
    expect(seconds.length).toBeGreaterThanOrEqual(4);
    // One run per second, no gaps: consecutive scheduled times are exactly one second apart.
    for (let i = 1; i < seconds.length; i += 1) expect(seconds[i]! - seconds[i - 1]!).toBe(1000);
    // The handler ran once per run: the losing instance never called it.
    expect(counted.filter((p) => p === tag)).toHaveLength(runs.length);
    expect(runs.every((r) => r.result === 'success')).toBe(true);
    expect(new Set(runs.map((r) => r.instance_id)).size).toBeLessThanOrEqual(2);
  }, 20_000);
});
