// The two references the API bench compares the product's list with, each its own process with its own
// event loop like the product server: the bare route (api-bare.mjs, the framework ceiling: the same
// body, no database) and the query route (api-query.mjs, the same page query through the same driver,
// none of the product's safety stack).
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { NODE_FLAGS, freePort, startProcess } from './server-run.mjs';

const snake = (name) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The bench list's properties as the product sends them, without its labels (`<field>_dictText`). */
export const unlabelled = (record) =>
  Object.fromEntries(Object.entries(record).filter(([k]) => !k.endsWith('_dictText')));

/**
 * The SQL the product runs for page n of `status=4&column=createTime&order=desc` (crud/list.ts, as
 * Kysely compiles it: soft-delete condition first, then the filter; the primary key breaks ties in the
 * sort's direction), selecting the columns of the records the product answered.
 */
export function productPageSql(dialect, properties) {
  let n = 0;
  const slot = () => (dialect === 'sqlite' ? '?' : `$${(n += 1)}`);
  const columns = properties.map((p) => `"${snake(p)}"`).join(', ');
  return (
    `select ${columns} from "biz_case" where "del_flag" = 0 and "status" = ${slot()} ` +
    `order by "create_time" desc, "id" desc limit ${slot()} offset ${slot()}`
  );
}

/** Starts the bare route returning `body`; resolves to its process and URL. */
export async function startBare(dataDir, body) {
  const bodyFile = join(dataDir, 'body.json');
  writeFileSync(bodyFile, JSON.stringify(body));
  const port = await freePort();
  const child = await startProcess(
    [...NODE_FLAGS, resolve('bench/api-bare.mjs'), String(port), bodyFile],
    {},
    join(dataDir, 'bare.log'),
    'listening',
  );
  return { child, url: `http://127.0.0.1:${port}/list` };
}

/** The query route's spec (api-query.mjs) for the product's first page `body`. */
export function querySpec(dialect, dataDir, databaseUrl, body) {
  const properties = Object.keys(unlabelled(body.result.records[0]));
  return {
    dialect,
    file: join(dataDir, 'app.db'),
    url: databaseUrl,
    sql: productPageSql(dialect, properties),
    values: ['4'],
    properties,
    template: { ...body, result: { ...body.result, records: [] } },
  };
}

/** Starts the query route for the product's first page `body`; resolves to its process and URL base. */
export async function startQuery(dialect, dataDir, databaseUrl, body) {
  const spec = querySpec(dialect, dataDir, databaseUrl, body);
  const specFile = join(dataDir, 'query.json');
  writeFileSync(specFile, JSON.stringify(spec));
  const port = await freePort();
  const child = await startProcess(
    [...NODE_FLAGS, resolve('bench/api-query.mjs'), String(port), specFile],
    {},
    join(dataDir, 'query.log'),
    'listening',
  );
  return { child, url: `http://127.0.0.1:${port}/list`, sql: spec.sql };
}
