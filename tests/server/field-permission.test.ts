// Properties guarded by `x-permission`: a user without the code never receives them (list, queryById,
// export, record versions) and cannot set them (add, edit, import); holders see and set them. The code
// exists as a button permission after start, granted to admin only.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buttonId, roleId } from '../../server/src/db/seed/rows.js';
import { newId } from '../../server/src/lib/ids.js';
import { ADMIN_PASSWORD, DIALECTS, body, buildTestApp, closeTestApp, loginToken } from './helpers.js';
import {
  caller,
  multipart,
  sheetRows,
  userCaller,
  workbook,
  type Caller,
  type Json,
} from './crud-helpers.js';

const ROOT = join(import.meta.dirname, '../..');

// A small module whose `cost` only holders of biz:quote:cost may read or write.
const QUOTE_MODEL = {
  $id: 'urn:lowcode:model:biz_quote',
  type: 'object',
  'x-label': { $t: 'quote.entity', default: '报价' },
  'x-i18n': {
    'zh-CN': { 'quote.entity': '报价', 'quote.title': '标题', 'quote.cost': '内部成本' },
    'en-US': { 'quote.entity': 'Quote', 'quote.title': 'Title', 'quote.cost': 'Internal cost' },
  },
  'x-storage': { table: 'biz_quote', audit: true, dataLog: true },
  'x-api': { basePath: '/biz/quote', permissionPrefix: 'biz:quote' },
  required: ['title'],
  properties: {
    id: { type: 'string', maxLength: 32, readOnly: true },
    title: { type: 'string', minLength: 1, maxLength: 100, 'x-label': { $t: 'quote.title' } },
    cost: {
      type: 'number',
      minimum: 0,
      'x-label': { $t: 'quote.cost' },
      'x-permission': 'biz:quote:cost',
    },
  },
};

describe.each(DIALECTS)('x-permission fields (%s)', (dialect) => {
  let app: FastifyInstance;
  let dir: string;
  let admin: Caller;
  let staff: Caller;
  let quoteId: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'field-permission-'));
    cpSync(join(ROOT, 'schemas'), join(dir, 'schemas'), { recursive: true });
    writeFileSync(join(dir, 'schemas/models/biz_quote.json'), JSON.stringify(QUOTE_MODEL, null, 2));
    app = await buildTestApp(dialect, { schemasDir: join(dir, 'schemas') });
    admin = caller(app, await loginToken(app, 'admin', ADMIN_PASSWORD));
    // Staff may use every route of the module, but not the field's code.
    const codes = ['list', 'add', 'edit', 'export', 'import'].map((a) => `biz:quote:${a}`);
    await app.db
      .insertInto('sys_role_permission')
      .values(codes.map((code) => ({ id: newId(), role_id: roleId('staff'), permission_id: buttonId(code) })))
      .execute();
    staff = await userCaller(app, 'quotestaff', 'staff');
    const added = await admin.send('POST', '/biz/quote/add', { title: 'Cloud migration', cost: 1200 });
    quoteId = (body<Json>(added).result as Json).id as string;
  });
  afterAll(async () => {
    await closeTestApp(app);
    rmSync(dir, { recursive: true, force: true });
  });

  it('creates the field code as a button permission held by admin only', async () => {
    const row = await app.db
      .selectFrom('sys_permission')
      .select(['perms', 'menu_type', 'name', 'name_en'])
      .where('id', '=', buttonId('biz:quote:cost'))
      .executeTakeFirst();
    expect(row).toMatchObject({ perms: 'biz:quote:cost', menu_type: 2, name: '字段：内部成本' });
    expect(row?.name_en).toBe('Field: Internal cost');
    const holders = await app.db
      .selectFrom('sys_role_permission')
      .select('role_id')
      .where('permission_id', '=', buttonId('biz:quote:cost'))
      .execute();
    expect(holders.map((h) => h.role_id)).toEqual([roleId('admin')]);
  });

  it('leaves the field out of lists, records and record versions for a user without the code', async () => {
    const list = body<{ records: Json[] }>(await staff.get('/biz/quote/list')).result!.records;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ title: 'Cloud migration' });
    expect(list[0]).not.toHaveProperty('cost');
    const record = body<Json>(await staff.get(`/biz/quote/queryById?id=${quoteId}`)).result!;
    expect(record).not.toHaveProperty('cost');
    const versions = body<Json[]>(
      await staff.get(`/sys/dataLog/queryDataVerList?dataTable=biz_quote&dataId=${quoteId}`),
    ).result!;
    expect(versions[0]!.dataContent).not.toContain('1200');
    // The holder sees it everywhere.
    const full = body<Json>(await admin.get(`/biz/quote/queryById?id=${quoteId}`)).result!;
    expect(full.cost).toBe(1200);
  });

  it('refuses a write of the field by a user without the code, naming it, and writes nothing', async () => {
    const add = await staff.send('POST', '/biz/quote/add', { title: 'Sneaky', cost: 1 }, 'en-US');
    expect(add.statusCode).toBe(400);
    expect(body(add).message).toBe('Internal cost may not be set without its permission');
    const edit = await staff.send('PUT', '/biz/quote/edit', { id: quoteId, cost: 0 }, 'zh-CN');
    expect(edit.statusCode).toBe(400);
    expect(body(edit).message).toBe('内部成本: 没有修改此字段的权限');
    const titles = body<{ records: Json[] }>(await admin.get('/biz/quote/list')).result!.records;
    expect(titles.map((r) => r.title)).toEqual(['Cloud migration']);
    expect(titles[0]!.cost).toBe(1200);
    // Without the field, the same user's writes go through.
    const ok = await staff.send('PUT', '/biz/quote/edit', { id: quoteId, title: 'Cloud migration v2' });
    expect(body(ok).success).toBe(true);
  });

  it('exports without the column and refuses imported values for it', async () => {
    const exported = await staff.get('/biz/quote/exportXls');
    expect(exported.statusCode).toBe(200);
    const header = (await sheetRows(exported.rawPayload))[2]!;
    expect(header).toContain('标题');
    expect(header).not.toContain('内部成本');
    const adminHeader = (await sheetRows((await admin.get('/biz/quote/exportXls')).rawPayload))[2]!;
    expect(adminHeader).toContain('内部成本');

    const file = await workbook(['标题', '内部成本'], [['Imported quote', 5]]);
    const upload = multipart(file);
    const res = await app.inject({
      method: 'POST',
      url: '/api/biz/quote/importExcel',
      headers: { ...upload.headers, 'x-access-token': staff.token, 'accept-language': 'en-US' },
      payload: upload.payload,
    });
    expect(JSON.stringify(body(res))).toContain('Internal cost may not be set without its permission');
    const titles = body<{ records: Json[] }>(await admin.get('/biz/quote/list')).result!.records;
    expect(titles.map((r) => r.title)).not.toContain('Imported quote');
  });

  it('refuses to group or measure by the field for a user without the code (aggregate)', async () => {
    const byCost = await staff.get('/biz/quote/aggregate?measure=sum:cost', 'en-US');
    expect(byCost.statusCode).toBe(400);
    expect(body(byCost).message).toContain('measure');
    expect((await staff.get('/biz/quote/aggregate?groupBy=cost')).statusCode).toBe(400);
    const counted = body<{ total: number }>(await staff.get('/biz/quote/aggregate')).result!;
    expect(counted.total).toBe(1);
    const summed = body<{ total: number }>(await admin.get('/biz/quote/aggregate?measure=sum:cost')).result!;
    expect(summed.total).toBe(1200);
  });

  it('does not filter, search or sort by the field for a user without the code (no guessing by rows)', async () => {
    const total = async (url: string, as: Caller) => body<{ total: number }>(await as.get(url)).result!.total;
    // The holder's filters work: only a cost of 1200 matches.
    expect(await total('/biz/quote/list?cost=999', admin)).toBe(0);
    expect(await total('/biz/quote/list?cost_begin=1000', admin)).toBe(1);
    // For the others a condition on the field is no condition: the same rows whatever the value.
    expect(await total('/biz/quote/list?cost=999', staff)).toBe(1);
    expect(await total('/biz/quote/list?cost_begin=5000', staff)).toBe(1);
    expect(await total('/biz/quote/list?cost_MultiString=1,2', staff)).toBe(1);
    expect(await total('/biz/quote/aggregate?cost=999', staff)).toBe(1);
    const superQuery = encodeURIComponent(JSON.stringify([{ field: 'cost', rule: 'gt', val: 5000 }]));
    const searched = await staff.get(`/biz/quote/list?superQueryParams=${superQuery}`);
    expect(searched.statusCode).toBe(400);
    expect((await admin.get(`/biz/quote/list?superQueryParams=${superQuery}`)).statusCode).toBe(200);
    const sorted = await staff.get('/biz/quote/list?column=cost&order=asc', 'en-US');
    expect(sorted.statusCode).toBe(400);
    expect(body(sorted).message).toContain('cost');
    expect((await admin.get('/biz/quote/list?column=cost&order=asc')).statusCode).toBe(200);
  });
});
