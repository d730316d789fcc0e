// Bulk seeding for the API bench: `rows` work-order cases generated inside the database by one
// INSERT … SELECT (a recursive CTE on SQLite, generate_series on PostgreSQL), into the biz_case table
// the server created at start. Secondary indexes are dropped first and rebuilt after, which is how a
// bulk load is done in practice (building an index once from sorted data beats a million updates).
//
// The rows look like real cases: five statuses (half of them closed), three priorities, five products, a ~200-character
// description, an assignee (the admin) whose name the list resolves, create_time spread over ~2 years in
// scrambled order (so the index order is not the insertion order), and 1 % soft-deleted.
import { performance } from 'node:perf_hooks';

const DESCRIPTION =
  'The customer reports intermittent latency on the storage volume attached to the production ' +
  'instance; monitoring shows IO wait above 40 % during peaks. Logs and a support bundle are attached. ';

/** Column → SQL expression of the row number `i` (shared by both dialects; `%` and `||` work in both). */
function generators(n, adminId, dialect) {
  const pad = (expr, width) =>
    dialect === 'sqlite' ? `printf('%0${width}d', ${expr})` : `lpad((${expr})::text, ${width}, '0')`;
  const pick = (list, expr) =>
    `(case (${expr}) ${list.map((v, k) => `when ${k} then '${v}'`).join(' ')} end)`;
  // A permutation of 0..n-1 (7919 is prime and does not divide n), so times are unique and scrambled.
  const slot = dialect === 'sqlite' ? `((i * 7919) % ${n})` : `((i::bigint * 7919) % ${n})`;
  const created =
    dialect === 'sqlite'
      ? `strftime('%Y-%m-%d %H:%M:%S', 1700000000 + ${slot} * 60, 'unixepoch')`
      : `to_char(to_timestamp(1700000000 + ${slot} * 60) at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS')`;
  return {
    id: `'b' || ${pad('i', 31)}`,
    case_no: `'BN' || ${pad('i', 8)}`,
    title: `'Disk latency alarm on node ' || (i % 997)`,
    customer_name: `'Customer ' || (i % 5000)`,
    partner_name: `'Partner ' || (i % 300)`,
    product: pick(['ECS', 'RDS', 'OSS', 'SLB', 'VPC'], 'i % 5'),
    product_version: `'2.' || (i % 10)`,
    priority: pick(['H', 'M', 'L'], 'i % 3'),
    // Most cases are old and closed: 5 % new, 10 % in progress, 5 % waiting, 30 % resolved, 50 % closed.
    status: `(case when (i / 7) % 20 < 1 then '0' when (i / 7) % 20 < 3 then '1' when (i / 7) % 20 < 4 then '2'
      when (i / 7) % 20 < 10 then '3' else '4' end)`,
    case_type: pick(['1', '2', '3'], 'i % 3'),
    description: `'${DESCRIPTION}' || i`,
    contact_name: `'Contact ' || (i % 2000)`,
    contact_phone: `'138' || ${pad('i % 100000000', 8)}`,
    contact_email: `'c' || i || '@example.com'`,
    assignee: `'${adminId}'`,
    create_by: `'admin'`,
    create_time: created,
    del_flag: `(case when i % 100 = 0 then 1 else 0 end)`,
  };
}

/** Seeds SQLite through its own better-sqlite3 connection (WAL: the running server keeps reading). */
export function seedSqlite(Database, file, n) {
  const db = new Database(file);
  db.pragma('busy_timeout = 10000');
  try {
    const started = performance.now();
    const adminId = db.prepare(`select id from sys_user where username = 'admin'`).pluck().get();
    const columns = new Set(db.prepare(`select name from pragma_table_info('biz_case')`).pluck().all());
    const gen = Object.entries(generators(n, adminId, 'sqlite')).filter(([c]) => columns.has(c));
    const indexes = db
      .prepare(
        `select name, sql from sqlite_master where type = 'index' and tbl_name = 'biz_case' and sql is not null`,
      )
      .all();
    db.transaction(() => {
      for (const index of indexes) db.exec(`drop index "${index.name}"`);
      db.prepare(
        `with recursive seq(i) as (select 1 union all select i + 1 from seq where i < ?)
         insert into biz_case (${gen.map(([c]) => c).join(', ')})
         select ${gen.map(([, e]) => e).join(', ')} from seq`,
      ).run(n);
    })();
    const inserted = performance.now();
    for (const index of indexes) db.exec(index.sql);
    db.pragma('wal_checkpoint(TRUNCATE)');
    const done = performance.now();
    return {
      seconds: (done - started) / 1000,
      insertSeconds: (inserted - started) / 1000,
      indexSeconds: (done - inserted) / 1000,
      indexes: indexes.map((i) => i.name),
    };
  } finally {
    db.close();
  }
}

/** Seeds PostgreSQL through a pg client; VACUUM ANALYZE after, as autovacuum would soon do. */
export async function seedPostgres(pg, url, n) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const started = performance.now();
    const adminId = (await client.query(`select id from sys_user where username = 'admin'`)).rows[0].id;
    const columns = new Set(
      (
        await client.query(
          `select column_name from information_schema.columns
           where table_schema = current_schema() and table_name = 'biz_case'`,
        )
      ).rows.map((r) => r.column_name),
    );
    const gen = Object.entries(generators(n, adminId, 'postgres')).filter(([c]) => columns.has(c));
    const indexes = (
      await client.query(
        `select i.indexname as name, i.indexdef as sql from pg_indexes i
         where i.schemaname = current_schema() and i.tablename = 'biz_case'
           and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
      )
    ).rows;
    for (const index of indexes) await client.query(`drop index "${index.name}"`);
    await client.query(
      `insert into biz_case (${gen.map(([c]) => c).join(', ')})
       select ${gen.map(([, e]) => e).join(', ')} from generate_series(1, $1::int) as i`,
      [n],
    );
    const inserted = performance.now();
    for (const index of indexes) await client.query(index.sql);
    await client.query('vacuum analyze biz_case');
    const done = performance.now();
    return {
      seconds: (done - started) / 1000,
      insertSeconds: (inserted - started) / 1000,
      indexSeconds: (done - inserted) / 1000,
      indexes: indexes.map((i) => i.name),
    };
  } finally {
    await client.end();
  }
}
