// The query ceiling of the API bench (issue 16): a minimal Fastify route that runs the product's own
// page query for the bench's list (the same SQL text, the same driver, rows read as value arrays as the
// product reads them) and answers the same records in the same envelope, with no auth, permission, data
// rule, labels or logging. What the product costs beyond this route is the cost of its safety stack.
//
//   node bench/api-query.mjs <port> <spec.json>
//
// spec.json: { dialect: 'sqlite' | 'postgres', file | url, sql, values, properties, template } —
// `sql` is the product's page SQL with its placeholders (`?` on SQLite, `$n` on PostgreSQL), `values`
// the bound values without limit and offset, `properties` the record property of each selected column
// in select order, `template` the product's envelope (its `total` from the count cache, fixed here).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import Fastify from 'fastify';

const require = createRequire(import.meta.url);

/** Rows as value arrays, like the product's db/array-reader.ts (one prepared statement, raw mode). */
function reader(spec) {
  if (spec.dialect === 'sqlite') {
    const Database = require('better-sqlite3');
    const db = new Database(spec.file, { readonly: true });
    const statement = db.prepare(spec.sql).raw(true);
    return { read: async (values) => statement.all(...values), close: async () => db.close() };
  }
  const pg = require('pg');
  // The product's pool size (db/connect.ts).
  const pool = new pg.Pool({ connectionString: spec.url, max: 10 });
  return {
    read: async (values) => (await pool.query({ text: spec.sql, values, rowMode: 'array' })).rows,
    // Ended with the app, or its connections keep the bench's database from being dropped.
    close: () => pool.end(),
  };
}

/** The query route as a Fastify app (not listening): GET /list?pageNo&pageSize. */
export function buildQueryRoute(spec) {
  const { read, close } = reader(spec);
  const { properties, template } = spec;
  // Records copied from one laid-out blank, as the product builds them (crud/records.ts): built
  // property by property, V8 turns an object of 20-odd properties into a hash table.
  const blank = JSON.parse(JSON.stringify(Object.fromEntries(properties.map((p) => [p, null]))));
  const app = Fastify({ logger: false });
  app.addHook('onClose', close);
  app.get('/list', async (request) => {
    const pageNo = Math.max(1, Number(request.query.pageNo ?? 1));
    const pageSize = Number(request.query.pageSize ?? template.result.size);
    const rows = await read([...spec.values, pageSize, (pageNo - 1) * pageSize]);
    const records = rows.map((values) => {
      const record = { ...blank };
      for (let i = 0; i < properties.length; i++) record[properties[i]] = values[i] ?? null;
      return record;
    });
    const { total } = template.result;
    return {
      ...template,
      result: { records, total, size: pageSize, current: pageNo, pages: Math.ceil(total / pageSize) },
      timestamp: Date.now(),
    };
  });
  return app;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [port, specFile] = process.argv.slice(2);
  const app = buildQueryRoute(JSON.parse(readFileSync(specFile, 'utf8')));
  await app.listen({ port: Number(port), host: '127.0.0.1' });
  console.log(`query reference listening on ${port}`);
}
