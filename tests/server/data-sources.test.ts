// Data sources: the password sealed at rest and never answered, kept by an edit that leaves it empty;
// the connection test with a time limit, clear failures and SQLite files only inside DATA_DIR.
import { statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config.js';
import { open, seal, sealingKey } from '../../server/src/services/data-source-secret.js';
import { ADMIN_PASSWORD, DIALECTS, body, buildTestApp, closeTestApp, loginToken } from './helpers.js';
import { caller, type Caller, type Json } from './crud-helpers.js';

const PG_URL = process.env.TEST_DATABASE_URL;
const PLAIN = 'S3cret-pass-word';

/** A TCP server that accepts and then says nothing (or hangs up at once). */
async function silentServer(hangUp: boolean): Promise<{ server: Server; port: number }> {
  const server = createServer((socket) => (hangUp ? socket.destroy() : undefined));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  return { server, port: typeof address === 'object' && address ? address.port : 0 };
}

describe.each(DIALECTS)('data sources (%s)', (dialect) => {
  let app: FastifyInstance;
  let admin: Caller;
  const stored = async (code: string) => {
    const { rows } = await sql<{ db_password: string | null }>`
      select db_password from sys_data_source where code = ${code}`.execute(app.db);
    return rows[0]?.db_password;
  };
  const test = (payload: Json, lang?: string) =>
    admin.send('POST', '/sys/dataSource/testConnection', payload, lang);

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    admin = caller(app, await loginToken(app, 'admin', ADMIN_PASSWORD));
  });
  afterAll(() => closeTestApp(app));

  it('seals the password, never answers it, and keeps it when an edit leaves it empty', async () => {
    const add = await admin.send('POST', '/sys/dataSource/add', {
      code: 'report_pg',
      name: '报表库',
      dbType: 'postgresql',
      host: '127.0.0.1',
      port: 5432,
      dbName: 'reports',
      dbUsername: 'reader',
      dbPassword: PLAIN,
    });
    expect(add.statusCode, add.body).toBe(200);
    const id = String(body<Json>(add).result.id);
    expect(add.body).not.toContain(PLAIN);
    const sealed = await stored('report_pg');
    expect(sealed).toMatch(/^gcm1:/);
    expect(sealed).not.toContain(PLAIN);
    for (const url of ['/sys/dataSource/list', `/sys/dataSource/queryById?id=${id}`]) {
      const res = await admin.get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('dbPassword');
      expect(res.body).not.toContain('gcm1:');
    }
    const exported = await admin.get('/sys/dataSource/exportXls');
    expect(exported.statusCode).toBe(200);
    expect(exported.rawPayload.includes(Buffer.from('gcm1:'))).toBe(false);

    const keep = await admin.send('PUT', '/sys/dataSource/edit', {
      id,
      name: '报表库（只读）',
      dbPassword: '',
    });
    expect(keep.statusCode, keep.body).toBe(200);
    expect(await stored('report_pg')).toBe(sealed);
    await admin.send('PUT', '/sys/dataSource/edit', { id, dbPassword: 'another-one' });
    const changed = await stored('report_pg');
    expect(changed).toMatch(/^gcm1:/);
    expect(changed).not.toBe(sealed);

    const long = await admin.send(
      'PUT',
      '/sys/dataSource/edit',
      { id, dbPassword: 'x'.repeat(101) },
      'en-US',
    );
    expect(long.statusCode).toBe(400);
    expect(body(long).message).toBe('dbPassword must have at most 100 characters');
    const badType = await admin.send('POST', '/sys/dataSource/add', {
      code: 'bad',
      name: 'x',
      dbType: 'oracle',
      dbName: 'x',
    });
    expect(badType.statusCode).toBe(400);
    expect(body(badType).message).toContain('dbType');
    // The generated key is the owner's only.
    expect(statSync(join(app.config.dataDir, 'data-source.key')).mode & 0o777).toBe(0o600);
  });

  it('tests a SQLite file inside DATA_DIR and refuses any other file', async () => {
    const file = join(app.config.dataDir, 'reports.db');
    const db = new SQLite(file);
    db.exec('create table t (a int)');
    db.close();
    const good = await test({ dbType: 'sqlite', dbName: 'reports.db' });
    expect(body(good)).toMatchObject({ success: true, message: '数据库连接成功' });
    for (const dbName of ['/etc/passwd', '../../../../etc/passwd', 'missing.db']) {
      const res = await test({ dbType: 'sqlite', dbName }, 'en-US');
      expect(res.statusCode).toBe(400);
      expect(body(res).message).toBe(
        'dbName: the SQLite file does not exist or is outside the data directory',
      );
    }
    writeFileSync(join(app.config.dataDir, 'notes.txt'), 'not a database, just text'.repeat(50));
    const notDb = await test({ dbType: 'sqlite', dbName: 'notes.txt' }, 'en-US');
    expect(notDb.statusCode).toBe(200);
    expect(body(notDb)).toMatchObject({ success: false });
    expect(body(notDb).message).toMatch(/^Connection failed: .*not a database/);

    const add = await admin.send('POST', '/sys/dataSource/add', {
      code: 'local_file',
      name: '本地文件',
      dbType: 'sqlite',
      dbName: 'reports.db',
    });
    const id = String(body<Json>(add).result.id);
    expect(body(await test({ id }))).toMatchObject({ success: true });
    const jeecg = await admin.send('POST', '/online/cgreport/api/testConnection', { id });
    expect(body(jeecg)).toMatchObject({ success: true });
    const unknown = await test({ id: 'nope' });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers a refused, a silent and a hung-up server with a clear failure, never a 5xx', async () => {
    const refused = await test({ dbType: 'postgresql', host: '127.0.0.1', port: 1, dbName: 'x' }, 'en-US');
    expect(refused.statusCode).toBe(200);
    expect(body(refused).message).toMatch(/^Connection failed: .*ECONNREFUSED/);
    const noHost = await test({ dbType: 'mysql', dbName: 'x' }, 'en-US');
    expect(body(noHost).message).toBe('host is required');

    const hangUp = await silentServer(true);
    const mysqlRes = await test({ dbType: 'mysql', host: '127.0.0.1', port: hangUp.port, dbName: 'x' });
    hangUp.server.close();
    expect(mysqlRes.statusCode).toBe(200);
    expect(body(mysqlRes)).toMatchObject({ success: false });
    expect(body(mysqlRes).message).toMatch(/^数据库连接失败：/);

    const silent = await silentServer(false);
    const started = Date.now();
    const slow = await test(
      { dbType: 'postgresql', host: '127.0.0.1', port: silent.port, dbName: 'x' },
      'en-US',
    );
    silent.server.close();
    expect(slow.statusCode).toBe(200);
    expect(body(slow).message).toBe('Connection failed: no answer within 5 s');
    expect(Date.now() - started).toBeLessThan(7000);
  }, 15_000);

  it.runIf(PG_URL)('connects to a live PostgreSQL and reports a wrong database by name', async () => {
    const url = new URL(PG_URL!);
    const def = {
      dbType: 'postgresql',
      host: url.hostname,
      port: Number(url.port || 5432),
      dbUsername: decodeURIComponent(url.username),
      dbPassword: decodeURIComponent(url.password),
    };
    expect(body(await test({ ...def, dbName: url.pathname.slice(1) || 'postgres' }))).toMatchObject({
      success: true,
    });
    const wrong = await test({ ...def, dbName: 'no_such_database_here' }, 'en-US');
    expect(body(wrong).message).toMatch(/no_such_database_here/);
  });
});

describe('the data-source key', () => {
  it('takes DATA_SOURCE_KEY as 64 hex digits and refuses anything else, naming it', () => {
    expect(() => loadConfig({ DATA_SOURCE_KEY: 'short' })).toThrow(/DATA_SOURCE_KEY/);
    const key = 'ab'.repeat(32);
    const config = loadConfig({ DATA_SOURCE_KEY: key });
    const sealed = seal(sealingKey(config), PLAIN);
    expect(open(Buffer.from(key, 'hex'), sealed)).toBe(PLAIN);
    expect(open(Buffer.from('cd'.repeat(32), 'hex'), sealed)).toBeUndefined();
    expect(open(sealingKey(config), `${sealed.slice(0, -4)}AAAA`)).toBeUndefined();
  });
});
