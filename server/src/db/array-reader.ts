// Reads of the list hot path: each row as an array of its column values in select order, straight
// from the driver. Building one object per row (some 20 properties each) was half the time of a
// 20-row page read on SQLite (bench/README.md, api), and the records are built afresh from the values
// anyway. Everything else goes through Kysely as usual; the SQL comes from Kysely's compiler.
import type SQLite from 'better-sqlite3';
import type { CompiledQuery } from 'kysely';
import type pg from 'pg';

/** Runs a compiled select and returns its rows as arrays of column values, in select order. */
export type ReadArrays = (query: Pick<CompiledQuery, 'sql' | 'parameters'>) => Promise<unknown[][]>;

/**
 * The SQLite reader. Its statements are its own (prepared in raw mode), never the ones Kysely's
 * `prepare` cache hands out, which must keep returning objects.
 *
 * @example
 * const read = sqliteArrayReader(database);
 * const rows = await read(query.compile()); // [['CS0001', '…'], …]
 */
export function sqliteArrayReader(database: SQLite.Database, max = 200): ReadArrays {
  // The class's own `prepare`: the instance's is replaced by the shared cache (statement-cache.ts).
  const prepare = (Object.getPrototypeOf(database) as SQLite.Database).prepare.bind(database);
  const statements = new Map<string, SQLite.Statement<unknown[], unknown[]>>();
  return async ({ sql, parameters }) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = prepare<unknown[], unknown[]>(sql).raw(true);
      // A few texts per model and filter shape; the oldest goes first past `max`.
      if (statements.size >= max) statements.delete(statements.keys().next().value!);
      statements.set(sql, statement);
    }
    return statement.all(...parameters);
  };
}

/**
 * The PostgreSQL reader (pg's array row mode, on the pool Kysely uses).
 *
 * @example
 * const read = postgresArrayReader(pool);
 */
export function postgresArrayReader(pool: pg.Pool): ReadArrays {
  return async ({ sql, parameters }) => {
    const result = await pool.query<unknown[]>({ text: sql, values: [...parameters], rowMode: 'array' });
    return result.rows;
  };
}
