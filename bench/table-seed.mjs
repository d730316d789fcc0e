// Bulk loading of one table for the benches: `n` rows generated inside the database by one
// INSERT … SELECT (a recursive CTE on SQLite, generate_series on PostgreSQL), into a table the server
// created at start. `generators` maps each column to an SQL expression of the row number `i`; columns
// the table does not have are left out. Secondary indexes are dropped first and rebuilt after, which is
// how a bulk load is done in practice (building an index once from sorted data beats a million updates).
import { performance } from 'node:perf_hooks';

/** Fills `table` through a better-sqlite3 connection (WAL is checkpointed after). */
export function fillSqlite(db, table, n, generators) {
  const started = performance.now();
  const columns = new Set(db.prepare(`select name from pragma_table_info(?)`).pluck().all(table));
  const gen = Object.entries(generators).filter(([c]) => columns.has(c));
  const indexes = db
    .prepare(`select name, sql from sqlite_master where type = 'index' and tbl_name = ? and sql is not null`)
    .all(table);
  db.transaction(() => {
    for (const index of indexes) db.exec(`drop index "${index.name}"`);
    db.prepare(
      `with recursive seq(i) as (select 1 union all select i + 1 from seq where i < ?)
       insert into ${table} (${gen.map(([c]) => c).join(', ')})
       select ${gen.map(([, e]) => e).join(', ')} from seq`,
    ).run(n);
  })();
  const inserted = performance.now();
  for (const index of indexes) db.exec(index.sql);
  db.pragma('wal_checkpoint(TRUNCATE)');
  return timings(started, inserted, indexes);
}

/** Fills `table` through a pg client; VACUUM ANALYZE after, as autovacuum would soon do. */
export async function fillPostgres(client, table, n, generators) {
  const started = performance.now();
  const columns = new Set(
    (
      await client.query(
        `select column_name from information_schema.columns
         where table_schema = current_schema() and table_name = $1`,
        [table],
      )
    ).rows.map((r) => r.column_name),
  );
  const gen = Object.entries(generators).filter(([c]) => columns.has(c));
  const indexes = (
    await client.query(
      `select i.indexname as name, i.indexdef as sql from pg_indexes i
       where i.schemaname = current_schema() and i.tablename = $1
         and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
      [table],
    )
  ).rows;
  for (const index of indexes) await client.query(`drop index "${index.name}"`);
  await client.query(
    `insert into ${table} (${gen.map(([c]) => c).join(', ')})
     select ${gen.map(([, e]) => e).join(', ')} from generate_series(1, $1::int) as i`,
    [n],
  );
  const inserted = performance.now();
  for (const index of indexes) await client.query(index.sql);
  await client.query(`vacuum analyze ${table}`);
  return timings(started, inserted, indexes);
}

function timings(started, inserted, indexes) {
  const done = performance.now();
  return {
    seconds: (done - started) / 1000,
    insertSeconds: (inserted - started) / 1000,
    indexSeconds: (done - inserted) / 1000,
    indexes: indexes.map((i) => i.name),
  };
}
