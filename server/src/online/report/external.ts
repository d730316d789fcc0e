// Reports over a data source (sys_data_source): a read-only connection to another database, opened per
// request and closed after it, bounded in time. Its tables and columns are read from the database's own
// catalogue and become a compiled model, so a definition over them is checked and compiled exactly like
// one over a model of the registry: every identifier that reaches SQL is a column the catalogue listed.
import SQLite from 'better-sqlite3';
import { Kysely, MysqlDialect, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { createPool } from 'mysql2';
import pg from 'pg';
import type { ModelField, ModelSchema } from '../../../../runtime/schema/index.js';
import { compileModel, type CompiledModel } from '../../crud/model.js';
import { sqliteFile, type ConnectionDef } from '../../services/data-source-test.js';

/** How long one statement on a data source may run. */
export const EXTERNAL_STATEMENT_MS = 10_000;
/** Column and table names a report may use: plain identifiers only. */
const NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const MAX_TABLES = 500;
const MAX_COLUMNS = 200;

export interface ExternalDb {
  // Tables of another database have no static types.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>;
  kind: ConnectionDef['dbType'];
  close: () => Promise<void>;
}

/** The data source's file is missing or outside DATA_DIR. */
export class ExternalFileError extends Error {}

/**
 * A read-only connection to a data source (PostgreSQL and MySQL sessions set read-only with a
 * statement time limit; SQLite files inside DATA_DIR opened read-only).
 *
 * @example
 * const ext = openExternal(def, config.dataDir); try { … } finally { await ext.close(); }
 */
export function openExternal(def: ConnectionDef, dataDir: string): ExternalDb {
  if (def.dbType === 'sqlite') {
    const file = sqliteFile(dataDir, def.dbName);
    if (!file) throw new ExternalFileError(def.dbName);
    const database = new SQLite(file, { readonly: true, fileMustExist: true, timeout: 1000 });
    const db = new Kysely({ dialect: new SqliteDialect({ database }) });
    return { db, kind: 'sqlite', close: () => db.destroy() };
  }
  if (def.dbType === 'postgresql') {
    const pool = new pg.Pool({
      host: def.host,
      port: def.port ?? 5432,
      database: def.dbName,
      user: def.dbUsername,
      password: def.dbPassword ?? '',
      max: 1,
      connectionTimeoutMillis: 5000,
      options: `-c default_transaction_read_only=on -c statement_timeout=${EXTERNAL_STATEMENT_MS}`,
    });
    pool.on('error', () => undefined);
    const db = new Kysely({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgresql', close: () => db.destroy() };
  }
  const pool = createPool({
    host: def.host,
    port: def.port ?? 3306,
    database: def.dbName,
    user: def.dbUsername,
    password: def.dbPassword ?? '',
    connectionLimit: 1,
    connectTimeout: 5000,
    flags: ['-LOCAL_FILES'],
  });
  const db = new Kysely({
    dialect: new MysqlDialect({
      pool,
      onCreateConnection: async (connection) => {
        await connection.executeQuery(sql`set session transaction read only`.compile(db));
        await connection.executeQuery(
          sql.raw(`set session max_execution_time = ${EXTERNAL_STATEMENT_MS}`).compile(db),
        );
      },
    }),
  });
  return { db, kind: 'mysql', close: () => db.destroy() };
}

/**
 * The tables and views of the data source's default schema, by name.
 *
 * @example
 * await externalTables(ext); // ['orders', 'customers']
 */
export async function externalTables(ext: ExternalDb): Promise<string[]> {
  const query =
    ext.kind === 'sqlite'
      ? sql<{
          name: string;
        }>`select name from sqlite_master where type in ('table', 'view') and name not like 'sqlite_%' order by name`
      : ext.kind === 'postgresql'
        ? sql<{
            name: string;
          }>`select table_name as name from information_schema.tables where table_schema = current_schema() order by table_name`
        : sql<{
            name: string;
          }>`select table_name as name from information_schema.tables where table_schema = database() order by table_name`;
  const { rows } = await query.execute(ext.db);
  return rows
    .map((r) => String(r.name))
    .filter((n) => NAME.test(n))
    .slice(0, MAX_TABLES);
}

/** A column's JSON-schema type and format from the database's type name. */
function fieldOf(column: string, type: string): ModelField {
  const t = type.toLowerCase();
  const base = { 'x-label': column, 'x-storage': { column } };
  if (/bool/.test(t)) return { ...base, type: 'boolean' };
  if (/int|serial/.test(t)) return { ...base, type: 'integer' };
  if (/num|dec|real|double|float|money/.test(t)) return { ...base, type: 'number' };
  if (/timestamp|datetime/.test(t)) return { ...base, type: 'string', format: 'datetime' };
  if (/^date$/.test(t)) return { ...base, type: 'string', format: 'date' };
  return { ...base, type: 'string' };
}

/**
 * A table of the data source as a compiled model (its property names are its column names), or
 * undefined when the source has no such table.
 *
 * @example
 * const model = await externalModel(ext, 'orders', 'ds_sales');
 */
export async function externalModel(ext: ExternalDb, table: string, source: string) {
  if (!NAME.test(table) || !(await externalTables(ext)).includes(table)) return undefined;
  const query =
    ext.kind === 'sqlite'
      ? sql<{ name: string; type: string }>`select name, type from pragma_table_info(${table})`
      : ext.kind === 'postgresql'
        ? sql<{
            name: string;
            type: string;
          }>`select column_name as name, data_type as type from information_schema.columns where table_schema = current_schema() and table_name = ${table} order by ordinal_position`
        : sql<{
            name: string;
            type: string;
          }>`select column_name as name, data_type as type from information_schema.columns where table_schema = database() and table_name = ${table} order by ordinal_position`;
  const { rows } = await query.execute(ext.db);
  const columns = rows
    .map((r) => ({ name: String(r.name), type: String(r.type ?? '') }))
    .filter((c) => NAME.test(c.name))
    .slice(0, MAX_COLUMNS);
  if (columns.length === 0) return undefined;
  const names = columns.map((c) => c.name);
  const schema: ModelSchema = {
    $id: `urn:lowcode:model:${table.toLowerCase()}`,
    type: 'object',
    'x-label': table,
    // Plain reports order by the primary key for stable pages: `id` when the table has one, else the
    // first column.
    'x-storage': { table, primaryKey: names.includes('id') ? 'id' : names[0] },
    properties: Object.fromEntries(columns.map((c) => [c.name, fieldOf(c.name, c.type)])),
  };
  return compileModel(schema, `dataSource:${source}`) as CompiledModel;
}
