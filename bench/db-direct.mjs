// Straight database access for the benches, one shape for both dialects: `all`, `run` (rows changed)
// and `plan` (EXPLAIN QUERY PLAN on SQLite, EXPLAIN on PostgreSQL, as one line per step), with `?`
// placeholders; `ilike` stands for the server's case-insensitive LIKE on PostgreSQL.
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);

/** Opens the bench's database: `dataDir/app.db` on SQLite, `databaseUrl` on PostgreSQL. */
export async function openDirect(dialect, dataDir, databaseUrl) {
  if (dialect === 'sqlite') {
    const Database = require('better-sqlite3');
    const db = new Database(join(dataDir, 'app.db'));
    db.pragma('busy_timeout = 10000');
    return {
      all: async (q, values = []) => db.prepare(q).all(...values),
      run: async (q, values = []) => db.prepare(q).run(...values).changes,
      plan: async (q, values = []) =>
        db
          .prepare(`explain query plan ${q}`)
          .all(...values)
          .map((r) => r.detail),
      close: async () => db.close(),
      raw: db,
    };
  }
  const pg = require('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const text = (q) => {
    let n = 0;
    return q.replace(/\?/g, () => `$${(n += 1)}`).replace(/ like /g, ' ilike ');
  };
  return {
    all: async (q, values = []) => (await client.query(text(q), values)).rows,
    run: async (q, values = []) => (await client.query(text(q), values)).rowCount,
    plan: async (q, values = []) =>
      (await client.query(`explain ${text(q)}`, values)).rows.map((r) => r['QUERY PLAN'].trim()),
    close: () => client.end(),
    raw: client,
  };
}
