// "Test connection" of a data source: connect, run one trivial query, disconnect, all within a time
// limit. Admin-only, but still bounded: a time limit on every step, SQLite files only inside DATA_DIR
// (never an arbitrary file on the server), and MySQL's LOCAL INFILE off so a hostile server cannot ask
// for a local file (the JimuReport testConnection CVEs, reference/security-history.md).
import { realpathSync, statSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import mysql from 'mysql2/promise';
import pg from 'pg';

export type DbType = 'postgresql' | 'mysql' | 'sqlite';

export interface ConnectionDef {
  dbType: DbType;
  host?: string;
  port?: number;
  dbName: string;
  dbUsername?: string;
  dbPassword?: string;
}

/** What failed, as a message key and its parameters (the route words it in the caller's language). */
export type TestOutcome =
  | { ok: true }
  | { ok: false; key: 'connectionFailed'; reason: string }
  | { ok: false; key: 'connectionTimeout'; seconds: number }
  | { ok: false; key: 'connectionFileMissing' | 'connectionHostRequired' };

interface Attempt {
  run: Promise<void>;
  /** Frees whatever the attempt holds; called however it ends. */
  close: () => void;
}

function postgres(def: ConnectionDef, timeoutMs: number): Attempt {
  const client = new pg.Client({
    host: def.host,
    port: def.port ?? 5432,
    database: def.dbName,
    user: def.dbUsername,
    password: def.dbPassword ?? '',
    // The race in testConnection ends first, with its own message; these only bound the driver.
    connectionTimeoutMillis: timeoutMs + 1000,
    query_timeout: timeoutMs + 1000,
  });
  // An error after the race ended (the server hanging up) must not become an unhandled event.
  client.on('error', () => undefined);
  return {
    run: client.connect().then(() => client.query('select 1').then(() => undefined)),
    close: () => void client.end().catch(() => undefined),
  };
}

function mysqlAttempt(def: ConnectionDef, timeoutMs: number): Attempt {
  let connection: mysql.Connection | undefined;
  let closed = false;
  const run = mysql
    .createConnection({
      host: def.host,
      port: def.port ?? 3306,
      database: def.dbName,
      user: def.dbUsername,
      password: def.dbPassword ?? '',
      connectTimeout: timeoutMs + 1000,
      flags: ['-LOCAL_FILES'],
    })
    .then(async (c) => {
      connection = c;
      if (closed) return c.destroy();
      c.on('error', () => undefined);
      await c.query('select 1');
    });
  return {
    run,
    close: () => {
      closed = true;
      connection?.destroy();
    },
  };
}

/** The SQLite file a definition names, resolved inside `dataDir`; undefined when outside or missing. */
export function sqliteFile(dataDir: string, name: string): string | undefined {
  try {
    const root = realpathSync(dataDir);
    // realpath follows links, so a link inside DATA_DIR cannot lead outside it.
    const file = realpathSync(resolve(root, name));
    const rel = relative(root, file);
    if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return undefined;
    return statSync(file).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

function sqlite(file: string): Attempt {
  const run = (async () => {
    const database = new SQLite(file, { readonly: true, fileMustExist: true, timeout: 1000 });
    try {
      database.prepare('select count(*) from sqlite_master').get();
    } finally {
      database.close();
    }
  })();
  return { run, close: () => undefined };
}

function reasonOf(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  const code = (err as { code?: unknown }).code;
  const text = message || (typeof code === 'string' ? code : 'unknown error');
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

/**
 * Connects with a definition and runs one query, within `timeoutMs`.
 *
 * @example
 * await testConnection({ dbType: 'postgresql', host: 'db', dbName: 'app' }, '/srv/data', 5000);
 */
export async function testConnection(
  def: ConnectionDef,
  dataDir: string,
  timeoutMs: number,
): Promise<TestOutcome> {
  let attempt: Attempt;
  if (def.dbType === 'sqlite') {
    const file = sqliteFile(dataDir, def.dbName);
    if (!file) return { ok: false, key: 'connectionFileMissing' };
    attempt = sqlite(file);
  } else {
    if (!def.host) return { ok: false, key: 'connectionHostRequired' };
    attempt = def.dbType === 'mysql' ? mysqlAttempt(def, timeoutMs) : postgres(def, timeoutMs);
  }
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<TestOutcome>((done) => {
    timer = setTimeout(
      () => done({ ok: false, key: 'connectionTimeout', seconds: timeoutMs / 1000 }),
      timeoutMs,
    );
  });
  const outcome = attempt.run.then(
    (): TestOutcome => ({ ok: true }),
    (err: unknown): TestOutcome => ({ ok: false, key: 'connectionFailed', reason: reasonOf(err) }),
  );
  try {
    return await Promise.race([outcome, timeout]);
  } finally {
    clearTimeout(timer);
    attempt.close();
  }
}
