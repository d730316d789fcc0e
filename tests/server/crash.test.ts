// Crash safety (issue 15): a real server process, run from source with tsx, takes a stream of
// concurrent writes and is killed with SIGKILL in the middle of it. Started again on the same data,
// it must hold every write it acknowledged, and the database must be intact: SQLite's integrity check
// says ok, and on PostgreSQL (when TEST_DATABASE_URL is set) every row reads back whole.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { Dialect } from '../../server/src/db/connect.js';
import { ADMIN_PASSWORD, DIALECTS } from './helpers.js';
import { announcementBody } from './announcement-helpers.js';

const PG_URL = process.env.TEST_DATABASE_URL;
const WRITES = 200;
const CONCURRENCY = 16;
/** Acknowledged writes after which the server is killed: well inside the stream. */
const KILL_AFTER = 60;
const ROOT = join(import.meta.dirname, '../..');

interface Envelope<T> {
  success: boolean;
  message: string;
  result: T;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer().once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** The server from source (tsx) on `dataDir` and, for PostgreSQL, `databaseUrl`; resolves once it listens. */
async function startServer(dataDir: string, databaseUrl: string | undefined) {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_PASSWORD,
    SCRYPT_N: '16384',
    WEB_ROOT: join(dataDir, 'no-web'),
    LOG_LEVEL: 'warn',
    LOGIN_CAPTCHA: 'off',
  };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`:${port}/`)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return { child, base: `http://127.0.0.1:${port}/api` };
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) =>
    child.exitCode !== null || child.signalCode ? resolve() : child.once('exit', () => resolve()),
  );
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode) return;
  child.kill('SIGTERM');
  await exited(child);
}

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/sys/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  const env = (await res.json()) as Envelope<{ token: string }>;
  if (!env.success) throw new Error(`sign-in failed: ${env.message}`);
  return env.result.token;
}

/** A fresh PostgreSQL database for the process, dropped afterwards. */
async function createPgDatabase() {
  const name = `console_crash_${randomBytes(6).toString('hex')}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE "${name}"`);
  const url = new URL(PG_URL!);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

/** Fires WRITES announcement adds, CONCURRENCY at a time, and kills the server after KILL_AFTER acks. */
async function writeUntilKilled(base: string, token: string, child: ChildProcess) {
  const acknowledged: string[] = [];
  let next = 0;
  let killed = false;
  const worker = async () => {
    while (next < WRITES) {
      const n = next++;
      try {
        const res = await fetch(`${base}/sys/annountCement/add`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-access-token': token },
          body: JSON.stringify(announcementBody({ titile: `crash write ${n}` })),
        });
        const env = (await res.json()) as Envelope<{ id: string }>;
        if (res.ok && env.success) acknowledged.push(env.result.id);
      } catch {
        // The connection died with the process: this write was never acknowledged.
      }
      if (!killed && acknowledged.length >= KILL_AFTER) {
        killed = true;
        child.kill('SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return acknowledged;
}

describe.each(DIALECTS)('crash: kill -9 during concurrent writes (%s)', (dialect: Dialect) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'console-crash-'));
  let pgDb: Awaited<ReturnType<typeof createPgDatabase>> | undefined;
  const children: ChildProcess[] = [];

  afterAll(async () => {
    for (const child of children) await stop(child);
    await pgDb?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged write and an intact database after a restart', async () => {
    if (dialect === 'postgres') pgDb = await createPgDatabase();
    const first = await startServer(dataDir, pgDb?.url);
    children.push(first.child);
    const acknowledged = await writeUntilKilled(first.base, await signIn(first.base), first.child);
    await exited(first.child);
    expect(first.child.signalCode).toBe('SIGKILL');
    // Killed mid-stream: some writes were acknowledged, not all of them got through.
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(acknowledged.length).toBeLessThan(WRITES);

    const second = await startServer(dataDir, pgDb?.url);
    children.push(second.child);
    const token = await signIn(second.base);
    const missing: string[] = [];
    for (const id of acknowledged) {
      const res = await fetch(`${second.base}/sys/annountCement/queryById?id=${id}`, {
        headers: { 'x-access-token': token },
      });
      const env = (await res.json()) as Envelope<{ id: string; titile: string }>;
      if (!env.success || env.result.id !== id || !env.result.titile.startsWith('crash write '))
        missing.push(id);
    }
    expect(missing).toEqual([]);
    // The restarted server still takes writes.
    const after = await fetch(`${second.base}/sys/annountCement/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-access-token': token },
      body: JSON.stringify(announcementBody({ titile: 'after the crash' })),
    });
    expect(after.status).toBe(200);
    await stop(second.child);

    if (dialect === 'sqlite') {
      const db = new SQLite(join(dataDir, 'app.db'), { readonly: true });
      try {
        expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
        expect(db.pragma('foreign_key_check')).toEqual([]);
        const rows = db
          .prepare("SELECT id FROM sys_announcement WHERE titile LIKE 'crash write %'")
          .all() as {
          id: string;
        }[];
        const stored = new Set(rows.map((r) => r.id));
        expect(stored.size).toBe(rows.length);
        expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
      } finally {
        db.close();
      }
    } else {
      const client = new pg.Client({ connectionString: pgDb!.url });
      await client.connect();
      try {
        // Every row reads back whole (a full scan touches every page), ids unique, the acknowledged there.
        const { rows } = await client.query<{ id: string; msg_content: string | null }>(
          "SELECT id, msg_content FROM sys_announcement WHERE titile LIKE 'crash write %'",
        );
        expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
        expect(rows.every((r) => (r.msg_content ?? '').length > 0)).toBe(true);
        const stored = new Set(rows.map((r) => r.id));
        expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
        const counted = await client.query<{ n: string }>(
          "SELECT count(*) AS n FROM sys_announcement WHERE titile LIKE 'crash write %'",
        );
        expect(Number(counted.rows[0]!.n)).toBe(rows.length);
      } finally {
        await client.end();
      }
    }
  }, 120_000);
});
