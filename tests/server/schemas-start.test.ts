// Model schemas at start: additive migration, refusal of unsafe changes and of invalid files, and a
// module added by dropping files into a copy of schemas/.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dialect } from '../../server/src/db/connect.js';
import { ADMIN_PASSWORD, DIALECTS, body, buildTestApp, closeTestApp, loginToken } from './helpers.js';
import { caller, userCaller, type Json } from './crud-helpers.js';

const ROOT = join(import.meta.dirname, '../..');
const PG_URL = process.env.TEST_DATABASE_URL;

/** One database that several app starts share. */
async function sharedDatabase(dialect: Dialect) {
  const dataDir = mkdtempSync(join(tmpdir(), 'schemas-start-'));
  if (dialect === 'sqlite')
    return { overrides: { dataDir }, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  const name = `schemas_start_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(PG_URL!);
  url.pathname = `/${name}`;
  return {
    overrides: { dataDir, databaseUrl: url.toString() },
    drop: async () => {
      const client = new pg.Client({ connectionString: PG_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function schemasCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'schemas-copy-'));
  cpSync(join(ROOT, 'schemas'), join(dir, 'schemas'), { recursive: true });
  return join(dir, 'schemas');
}

function editJson(path: string, change: (doc: Json) => void): void {
  const doc = JSON.parse(readFileSync(path, 'utf8')) as Json;
  change(doc);
  writeFileSync(path, JSON.stringify(doc, null, 2));
}

const positionModel = (dir: string) => join(dir, 'models/sys_position.json');
const props = (doc: Json) => doc.properties as Record<string, Json>;

describe.each(DIALECTS)('model schemas at start (%s)', (dialect) => {
  let db: Awaited<ReturnType<typeof sharedDatabase>>;
  let schemasDir: string;
  const start = () => buildTestApp(dialect, { ...db.overrides, schemasDir });

  beforeAll(async () => {
    db = await sharedDatabase(dialect);
    schemasDir = schemasCopy();
  });
  afterAll(async () => {
    await db.drop();
    rmSync(join(schemasDir, '..'), { recursive: true, force: true });
  });

  it('adds a column for a new property and keeps existing rows', async () => {
    let app = await start();
    let admin = caller(app, await loginToken(app, 'admin', ADMIN_PASSWORD));
    expect(
      body(await admin.send('POST', '/sys/position/add', { code: 'lead', name: '组长', postRank: '3' }))
        .success,
    ).toBe(true);
    await closeTestApp(app);

    editJson(positionModel(schemasDir), (doc) => {
      props(doc).headcount = { type: 'integer', minimum: 0, maximum: 1000 };
    });
    app = await start();
    try {
      admin = caller(app, await loginToken(app, 'admin', ADMIN_PASSWORD));
      const before = body<{ records: Json[] }>(await admin.get('/sys/position/list?code=lead')).result
        .records;
      expect(before).toEqual([expect.objectContaining({ code: 'lead', headcount: null })]);
      const edit = await admin.send('PUT', '/sys/position/edit', { id: before[0]!.id, headcount: 7 });
      expect(body(edit).success).toBe(true);
      expect(body<Json>(await admin.get(`/sys/position/queryById?id=${before[0]!.id}`)).result).toMatchObject(
        {
          headcount: 7,
          name: '组长',
        },
      );
      const bad = await admin.send('PUT', '/sys/position/edit', { id: before[0]!.id, headcount: -1 });
      expect(body(bad).message).toBe('headcount: 不能小于0');
    } finally {
      await closeTestApp(app);
    }
  });

  it('refuses to start when a property changes the type of an existing column', async () => {
    const original = readFileSync(positionModel(schemasDir), 'utf8');
    try {
      editJson(positionModel(schemasDir), (doc) => {
        props(doc).postRank = { type: 'integer', 'x-dict': 'position_rank' };
      });
      await expect(start()).rejects.toThrow(
        'schemas/models/sys_position.json#/properties/postRank: column sys_position.post_rank is varchar(2) in the database but the model needs integer',
      );
      writeFileSync(positionModel(schemasDir), original);
      editJson(positionModel(schemasDir), (doc) => {
        props(doc).name!.maxLength = 500;
      });
      await expect(start()).rejects.toThrow(
        'schemas/models/sys_position.json#/properties/name: column sys_position.name is varchar(100) in the database but the model needs varchar(500)',
      );
    } finally {
      writeFileSync(positionModel(schemasDir), original);
    }
  });

  it('refuses to start on an invalid schema, naming the file and pointer', async () => {
    const page = join(schemasDir, 'pages/system/position.list.json');
    const original = readFileSync(page, 'utf8');
    editJson(page, (doc) => {
      (doc.columns as Json[])[0]!.field = 'shoeSize';
    });
    try {
      await expect(start()).rejects.toThrow(
        'schemas/pages/system/position.list.json#/columns/0/field: property "shoeSize" does not exist in model "sys_position"',
      );
    } finally {
      writeFileSync(page, original);
    }
  });

  it('refuses to start on a schema naming a widget the client does not register', async () => {
    const model = positionModel(schemasDir);
    const original = readFileSync(model, 'utf8');
    editJson(model, (doc) => {
      props(doc).name!['x-widget'] = 'Wysiwyg';
    });
    try {
      await expect(start()).rejects.toThrow(
        'schemas/models/sys_position.json#/properties/name/x-widget: widget "Wysiwyg" is not registered',
      );
    } finally {
      writeFileSync(model, original);
    }
  });

  it('gives a module dropped in as files its table, API, codes and menu item', async () => {
    writeFileSync(
      join(schemasDir, 'models/biz_asset.json'),
      JSON.stringify({
        $id: 'urn:lowcode:model:biz_asset',
        type: 'object',
        'x-label': '资产',
        'x-storage': { table: 'biz_asset', audit: true, softDelete: true },
        'x-api': { basePath: '/biz/asset', permissionPrefix: 'biz:asset' },
        required: ['assetNo', 'name'],
        properties: {
          id: { type: 'string', maxLength: 32, readOnly: true },
          assetNo: { type: 'string', maxLength: 20, 'x-storage': { unique: true } },
          name: { type: 'string', maxLength: 100 },
          priority: { type: 'string', maxLength: 2, 'x-dict': 'priority' },
        },
      }),
    );
    writeFileSync(
      join(schemasDir, 'pages/caseManage/asset.list.json'),
      JSON.stringify({
        id: 'caseManage.asset.list',
        kind: 'list',
        menuKey: 'caseManage/AssetList',
        title: '资产',
        model: 'biz_asset',
        menu: { path: '/caseManage/asset', parent: '/caseManage', roles: ['staff'] },
        columns: [{ field: 'assetNo' }, { field: 'name' }, { field: 'priority', display: 'dictTag' }],
      }),
    );
    const app = await start();
    try {
      const admin = caller(app, await loginToken(app, 'admin', ADMIN_PASSWORD));
      const add = await admin.send('POST', '/biz/asset/add', {
        assetNo: 'A-001',
        name: '机柜',
        priority: 'M',
      });
      expect(body(add).success).toBe(true);
      const page = body<{ records: Json[] }>(await admin.get('/biz/asset/list')).result;
      expect(page.records).toEqual([expect.objectContaining({ assetNo: 'A-001', priority_dictText: '中' })]);
      const staff = await userCaller(app, 'staff_asset', 'staff');
      expect((await staff.get('/biz/asset/list')).statusCode).toBe(200);
      expect((await staff.send('POST', '/biz/asset/add', { assetNo: 'A-002', name: 'x' })).statusCode).toBe(
        403,
      );
      const menu = await app.db
        .selectFrom('sys_permission')
        .select(['name', 'url', 'menu_type', 'parent_id'])
        .where('component', '=', 'caseManage/AssetList')
        .executeTakeFirstOrThrow();
      expect(menu).toMatchObject({ name: '资产', url: '/caseManage/asset', menu_type: 1 });
      const codes = await app.db
        .selectFrom('sys_permission')
        .select('perms')
        .where('perms', 'like', 'biz:asset:%')
        .orderBy('perms')
        .execute();
      expect(codes.map((c) => c.perms)).toEqual([
        'biz:asset:add',
        'biz:asset:delete',
        'biz:asset:edit',
        'biz:asset:export',
        'biz:asset:import',
        'biz:asset:list',
      ]);
    } finally {
      await closeTestApp(app);
    }
  });
});
