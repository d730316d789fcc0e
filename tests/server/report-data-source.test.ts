// Online reports over a data source: the designer's catalog lists the source's tables and columns, a
// draft previews and a stored report reads, filters and exports a table of another database (a SQLite
// file in DATA_DIR; PostgreSQL when TEST_DATABASE_URL is set) read-only; an unknown table or column, a
// missing source and a source that does not answer are 400s naming the field, never a 5xx; only holders
// of onlineReport:list read such reports.
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openExternal } from '../../server/src/online/report/external.js';
import { ADMIN_PASSWORD, DIALECTS, body, buildTestApp, closeTestApp, loginToken } from './helpers.js';
import { caller, userCaller, type Caller, type Json } from './crud-helpers.js';

const PG_URL = process.env.TEST_DATABASE_URL;
const ORDERS: [string, number][] = [
  ['north', 10],
  ['north', 5.5],
  ['south', 7],
  ['east', 1],
];
const BY_REGION = {
  groupBy: ['region'],
  aggregates: [
    { fn: 'sum', field: 'amount', as: 'total', label: '金额' },
    { fn: 'count', as: 'n' },
  ],
  filters: [{ field: 'region', op: 'in' }],
  sort: [{ field: 'region', order: 'asc' }],
  chart: { type: 'bar', x: 'region', y: 'total' },
};
type Page = { records: Json[]; total: number };

describe.each(DIALECTS)('reports over a data source (%s)', (dialect) => {
  let app: FastifyInstance;
  let admin: Caller;
  let staff: Caller;
  const addSource = async (payload: Json) => {
    const res = await admin.send('POST', '/sys/dataSource/add', {
      name: `源 ${String(payload.code)}`,
      ...payload,
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const preview = (payload: Json, lang?: string) =>
    admin.send(
      'POST',
      '/online/cgreport/head/preview',
      { ...payload, definition: JSON.stringify(BY_REGION) },
      lang,
    );

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    admin = caller(app, await loginToken(app, 'admin', ADMIN_PASSWORD));
    staff = await userCaller(app, 'ds_report_staff', 'staff');
    const file = new SQLite(join(app.config.dataDir, 'orders.db'));
    file.exec('create table orders (id integer primary key, region text, amount real, created date)');
    const insert = file.prepare('insert into orders (region, amount, created) values (?, ?, ?)');
    for (const [region, amount] of ORDERS) insert.run(region, amount, '2026-11-20');
    file.close();
    await addSource({ code: 'ds_orders', dbType: 'sqlite', dbName: 'orders.db' });
    await addSource({ code: 'ds_silent', dbType: 'postgresql', host: '127.0.0.1', port: 1, dbName: 'x' });
  });
  afterAll(() => closeTestApp(app));

  it('lists the tables and columns of a data source for the designer', async () => {
    const res = await admin.get('/online/cgreport/head/models?dbSource=ds_orders');
    expect(res.statusCode, res.body).toBe(200);
    const tables = body<{ name: string; fields: Json[] }[]>(res).result!;
    expect(tables.map((t) => t.name)).toEqual(['orders']);
    expect(tables[0]!.fields).toEqual([
      expect.objectContaining({ name: 'id', type: 'integer', numeric: true }),
      expect.objectContaining({ name: 'region', type: 'string', text: true }),
      expect.objectContaining({ name: 'amount', type: 'number', numeric: true }),
      expect.objectContaining({ name: 'created', format: 'date' }),
    ]);
    const missing = await admin.get('/online/cgreport/head/models?dbSource=nope', 'en-US');
    expect(missing.statusCode).toBe(400);
    expect(body(missing).message).toBe('dbSource: no data source has this code');
  });

  it('previews, stores, reads, filters and exports a grouped report over a table of the source', async () => {
    const draft = await preview({ dbSource: 'ds_orders', model: 'orders' });
    expect(draft.statusCode, draft.body).toBe(200);
    expect((body<Page>(draft).result as Page).records).toEqual([
      { region: 'east', total: 1, n: 1 },
      { region: 'north', total: 15.5, n: 2 },
      { region: 'south', total: 7, n: 1 },
    ]);
    const add = await admin.send('POST', '/online/cgreport/head/add', {
      code: 'ordersByRegion',
      name: '区域订单',
      dbSource: 'ds_orders',
      model: 'orders',
      definition: JSON.stringify(BY_REGION),
    });
    expect(body(add).success, add.body).toBe(true);
    const columns = body<Json>(await admin.get('/online/cgreport/api/getRpColumns/ordersByRegion')).result!;
    expect(columns).toMatchObject({ name: '区域订单', exportable: true, paged: false });
    const filtered = await admin.get('/online/cgreport/api/getData/ordersByRegion?region=north,south');
    expect((body<Page>(filtered).result as Page).records.map((r) => r.region)).toEqual(['north', 'south']);
    const xlsx = await admin.get('/online/cgreport/api/exportXls/ordersByRegion');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    // The console's data rules do not reach another database: only report administrators read it.
    expect((await staff.get('/online/cgreport/api/getData/ordersByRegion')).statusCode).toBe(403);
  });

  it('names the field of an unknown table or column, a missing source and one that does not answer', async () => {
    const table = await preview({ dbSource: 'ds_orders', model: 'missing' }, 'en-US');
    expect(table.statusCode).toBe(400);
    expect(body(table).message).toBe('model: the data source has no such table');
    const column = await admin.send(
      'POST',
      '/online/cgreport/head/preview',
      {
        dbSource: 'ds_orders',
        model: 'orders',
        definition: JSON.stringify({ columns: [{ field: 'secret' }] }),
      },
      'en-US',
    );
    expect(column.statusCode).toBe(400);
    expect(body(column).message).toContain('definition.columns[0].field');
    const source = await preview({ dbSource: 'nope', model: 'orders' }, 'en-US');
    expect(body(source).message).toBe('dbSource: no data source has this code');
    const silent = await preview({ dbSource: 'ds_silent', model: 'orders' }, 'en-US');
    expect(silent.statusCode).toBe(400);
    expect(body(silent).message).toMatch(/^dbSource: the data source query failed: .*ECONNREFUSED/);
    const stored = await admin.send('POST', '/online/cgreport/head/add', {
      code: 'brokenSource',
      name: '坏源',
      dbSource: 'ds_silent',
      model: 'orders',
      definition: JSON.stringify(BY_REGION),
    });
    expect(stored.statusCode).toBe(400);
    expect(JSON.stringify(body(stored).result)).toContain('dbSource');
  });

  it.runIf(dialect === 'postgres' && PG_URL)('reads a PostgreSQL table read-only', async () => {
    await sql`create table ds_pg_orders (id serial primary key, region varchar(20), amount numeric(10, 2))`.execute(
      app.db,
    );
    for (const [region, amount] of ORDERS)
      await sql`insert into ds_pg_orders (region, amount) values (${region}, ${amount})`.execute(app.db);
    const url = new URL(app.config.databaseUrl!);
    await addSource({
      code: 'ds_pg',
      dbType: 'postgresql',
      host: url.hostname,
      port: Number(url.port || 5432),
      dbName: url.pathname.slice(1),
      dbUsername: decodeURIComponent(url.username) || undefined,
    });
    const res = await preview({ dbSource: 'ds_pg', model: 'ds_pg_orders' });
    expect(res.statusCode, res.body).toBe(200);
    expect((body<Page>(res).result as Page).records).toEqual([
      { region: 'east', total: 1, n: 1 },
      { region: 'north', total: 15.5, n: 2 },
      { region: 'south', total: 7, n: 1 },
    ]);
    // The session itself is read-only and time-limited, whatever a future bug would send.
    const ext = openExternal(
      {
        dbType: 'postgresql',
        host: url.hostname,
        port: Number(url.port || 5432),
        dbName: url.pathname.slice(1),
        dbUsername: decodeURIComponent(url.username) || undefined,
      },
      app.config.dataDir,
    );
    try {
      await expect(
        sql`insert into ds_pg_orders (region, amount) values ('west', 1)`.execute(ext.db),
      ).rejects.toThrow(/read-only transaction/);
    } finally {
      await ext.close();
    }
  });
});
