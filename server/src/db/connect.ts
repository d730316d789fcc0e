// Opens the database: the embedded SQLite file by default, PostgreSQL when DATABASE_URL is set.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type LogEvent } from 'kysely';
import pg from 'pg';
import { postgresArrayReader, sqliteArrayReader, type ReadArrays } from './array-reader.js';
import { cachePreparedStatements } from './statement-cache.js';
import type { Database } from './types.js';

export type Dialect = 'sqlite' | 'postgres';

export interface ConnectOptions {
  dataDir: string;
  databaseUrl?: string;
  /**
   * Called when an idle PostgreSQL connection dies (server restart, admin termination). The pool drops
   * that connection and opens a new one on demand; without a listener pg would crash the process.
   */
  onIdleError?: (err: Error) => void;
  /** Called after every query through Kysely with its duration (server/src/monitor): unset, none is timed. */
  onQuery?: (event: LogEvent) => void;
}

export interface Connection {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Row-as-array reads on the same database, for the list hot path. */
  readArrays: ReadArrays;
  /** The PostgreSQL pool's figures (total, idle, waiting clients); null on SQLite. */
  poolFigures: () => { total: number; idle: number; waiting: number } | null;
  /** Opens the connections kept warm (WARM_CONNECTIONS) before the first request needs them; no-op on SQLite. */
  warm: () => Promise<void>;
}

/**
 * PostgreSQL connections opened at start and never closed for being idle. pg's pool closes an idle
 * connection after 10 s, so a console used with pauses reconnected for most requests: a new backend's
 * connection and its first query (its catalog caches still empty) cost 18–36 ms on loopback here
 * against 0.5 ms for the list's page on a warm one. Four, because a console page's first load sends
 * about that many requests at once (permissions, the page's data, dictionaries, the bell).
 */
export const WARM_CONNECTIONS = 4;

const INT8_OID = 20;

/** Creates the Kysely instance; the caller owns it and must `destroy()` it. */
export function connect(options: ConnectOptions): Connection {
  if (options.databaseUrl) return connectPostgres(options.databaseUrl, options.onIdleError, options.onQuery);
  return connectSqlite(options.dataDir, options.onQuery);
}

function connectSqlite(dataDir: string, onQuery?: (event: LogEvent) => void): Connection {
  mkdirSync(dataDir, { recursive: true });
  const database = new SQLite(join(dataDir, 'app.db'));
  // WAL lets readers run beside the writer; busy_timeout waits for a lock instead of failing at once
  // (a second process, e.g. a backup, may hold it briefly). Foreign keys are off by default in SQLite.
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  database.pragma('synchronous = NORMAL');
  cachePreparedStatements(database);
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database }), log: onQuery }),
    dialect: 'sqlite',
    readArrays: sqliteArrayReader(database),
    poolFigures: () => null,
    warm: async () => undefined,
  };
}

function connectPostgres(
  connectionString: string,
  onIdleError?: (err: Error) => void,
  onQuery?: (event: LogEvent) => void,
): Connection {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    min: WARM_CONNECTIONS,
    // bigint columns hold epoch milliseconds and counts, all far below 2^53: read them as numbers so
    // both dialects return the same JavaScript types.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID && format !== 'binary'
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  pool.on('error', (err) => onIdleError?.(err));
  return {
    db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: onQuery }),
    dialect: 'postgres',
    readArrays: postgresArrayReader(pool),
    poolFigures: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    warm: async () => {
      // Asked for at once, so the pool opens that many; released (pool.query does it, failed or
      // not), they stay (min).
      await Promise.all(Array.from({ length: WARM_CONNECTIONS }, () => pool.query('select 1')));
    },
  };
}
