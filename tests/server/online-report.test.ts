// Online reports (cgreport): definitions are checked against the model they read as the caller sees it
// (unknown, hidden and injected names refused by path), compile to grouped or paged queries through the
// reader's scope (data rules apply), carry dictionary labels, and export to .xlsx.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buttonId, roleId } from '../../server/src/db/seed/rows.js';
import { newId } from '../../server/src/lib/ids.js';
import { ADMIN_PASSWORD, DIALECTS, body, buildTestApp, closeTestApp, loginToken } from './helpers.js';
import { caller, sheetRows, userCaller, type Caller, type Json } from './crud-helpers.js';

const ROOT = join(import.meta.dirname, '../..');
// A model whose `cost` only holders of biz:quote:cost may read (as in field-permission.test.ts).
const QUOTE_MODEL = {
  $id: 'urn:lowcode:model:biz_quote',
  type: 'object',
  'x-label': { $t: 'quote.entity', default: '报价' },
  'x-i18n': {
    'zh-CN': { 'quote.entity': '报价', 'quote.title': '标题', 'quote.cost': '内部成本' },
    'en-US': { 'quote.entity': 'Quote', 'quote.title': 'Title', 'quote.cost': 'Internal cost' },
  },
  'x-storage': { table: 'biz_quote', audit: true },
  'x-api': { basePath: '/biz/quote', permissionPrefix: 'biz:quote' },
  required: ['title'],
  properties: {
    id: { type: 'string', maxLength: 32, readOnly: true },
    title: { type: 'string', minLength: 1, maxLength: 100, 'x-label': { $t: 'quote.title' } },
    cost: { type: 'number', minimum: 0, 'x-label': { $t: 'quote.cost' }, 'x-permission': 'biz:quote:cost' },
  },
};
const BY_STATUS = {
  groupBy: ['status'],
  aggregates: [{ fn: 'count', as: 'cnt', label: '数量' }],
  sort: [{ field: 'status', order: 'asc' }],
  chart: { type: 'bar', x: 'status', y: 'cnt' },
};
const newCase = (title: string, priority = 'H'): Json => ({
  title,
  customerName: '报表客户',
  product: '弹性云主机',
  priority,
  status: '0',
  caseType: '2',
  description: '报表测试',
  contacts: [{ name: '联系人', role: '1' }],
});
type Page = { records: Json[]; total: number };

describe.each(DIALECTS)('online reports (%s)', (dialect) => {
  let app: FastifyInstance;
  let dir: string;
  let admin: Caller;
  let staff: Caller;
  let alice: Caller;
  const define = (who: Caller, code: string, definition: unknown, model = 'biz_case', lang?: string) =>
    who.send(
      'POST',
      '/online/cgreport/head/add',
      { code, name: `报表 ${code}`, model, definition: JSON.stringify(definition) },
      lang,
    );
  const data = async (who: Caller, code: string, query = '') => {
    const res = await who.get(`/online/cgreport/api/getData/${code}?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return body<Page>(res).result as Page;
  };
  const listTotal = async (who: Caller, query: string) =>
    (body<Page>(await who.get(`/biz/case/list?pageSize=1&${query}`)).result as Page).total;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'online-report-'));
    cpSync(join(ROOT, 'schemas'), join(dir, 'schemas'), { recursive: true });
    writeFileSync(join(dir, 'schemas/models/biz_quote.json'), JSON.stringify(QUOTE_MODEL));
    app = await buildTestApp(dialect, { schemasDir: join(dir, 'schemas') });
    admin = caller(app, await loginToken(app, 'admin', ADMIN_PASSWORD));
    const grant = (role: string, codes: string[]) =>
      app.db
        .insertInto('sys_role_permission')
        .values(codes.map((c) => ({ id: newId(), role_id: roleId(role), permission_id: buttonId(c) })))
        .execute();
    await grant('staff', ['biz:quote:list', 'biz:quote:add', 'onlineReport:list', 'onlineReport:add']);
    staff = await userCaller(app, 'report_staff', 'staff');
    alice = await userCaller(app, 'report_alice', 'partner');
    for (const title of ['Alice 报表工单一', 'Alice 报表工单二'])
      expect(body(await alice.send('POST', '/biz/case/add', newCase(title))).success).toBe(true);
    expect(body(await admin.send('POST', '/biz/quote/add', { title: '迁移', cost: 12 })).success).toBe(true);
    expect(body(await define(admin, 'caseByStatus', BY_STATUS)).success).toBe(true);
  });
  afterAll(async () => {
    await closeTestApp(app);
    rmSync(dir, { recursive: true, force: true });
  });

  it('groups cases by status with a count per status and its label, as the list counts them', async () => {
    const page = await data(admin, 'caseByStatus');
    expect(page.records.length).toBeGreaterThan(1);
    expect(page.total).toBe(page.records.length);
    const statuses = page.records.map((r) => r.status as string);
    expect(statuses).toEqual([...statuses].sort());
    for (const record of page.records) {
      expect(Object.keys(record).sort()).toEqual(['cnt', 'status', 'status_dictText']);
      expect(record.cnt).toBe(await listTotal(admin, `status=${String(record.status)}`));
      expect(typeof record.status_dictText).toBe('string');
      expect(record.status_dictText).not.toBe(record.status);
    }
    const sum = page.records.reduce((n, r) => n + (r.cnt as number), 0);
    expect(sum).toBe(await listTotal(admin, ''));
    const columns = body<Json>(await admin.get('/online/cgreport/api/getRpColumns/caseByStatus', 'en-US'))
      .result as Json;
    expect(columns.chart).toEqual({ type: 'bar', x: 'status', y: 'cnt' });
    expect(columns.columns).toEqual([
      { field: 'status', label: 'Status', dict: 'case_status', dictText: true, type: 'string' },
      { field: 'cnt', label: '数量', dictText: false, aggregate: 'count', type: 'number' },
    ]);
  });

  it('offers the designer the models the caller may read, without the properties withheld from them', async () => {
    const models = async (who: Caller) =>
      body<{ name: string; label: string; fields: Json[] }[]>(
        await who.get('/online/cgreport/head/models', 'en-US'),
      ).result!;
    const forAdmin = await models(admin);
    const cases = forAdmin.find((m) => m.name === 'biz_case')!;
    expect(cases.fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'status', label: 'Status', dict: 'case_status', text: false }),
        expect.objectContaining({ name: 'title', text: true, numeric: false }),
      ]),
    );
    expect(cases.fields.some((f) => f.name === 'delFlag' || f.name === 'password')).toBe(false);
    expect(forAdmin.find((m) => m.name === 'biz_quote')!.fields).toContainEqual(
      expect.objectContaining({ name: 'cost', numeric: true }),
    );
    expect(forAdmin.some((m) => m.name === 'sys_report')).toBe(false);
    // Staff may list quotes but not read their cost; partners may not design reports at all.
    const quote = (await models(staff)).find((m) => m.name === 'biz_quote')!;
    expect(quote.fields.map((f) => f.name)).not.toContain('cost');
    expect((await alice.get('/online/cgreport/head/models')).statusCode).toBe(403);
  });

  it('tells the reader whether they may export the report', async () => {
    const columns = async (who: Caller) =>
      body<Json>(await who.get('/online/cgreport/api/getRpColumns/caseByStatus')).result!;
    expect((await columns(admin)).exportable).toBe(true);
    expect((await columns(alice)).exportable).toBe(false);
  });

  it('starts with a seeded report of work orders by status, listed for administrators', async () => {
    const list = body<Page>(await admin.get('/online/cgreport/head/list?pageSize=50')).result as Page;
    expect(list.records.map((r) => r.code)).toEqual(
      expect.arrayContaining(['caseStatusSummary', 'caseByStatus']),
    );
    const seeded = await data(admin, 'caseStatusSummary', 'priority=H');
    expect(seeded.records.reduce((n, r) => n + (r.cnt as number), 0)).toBe(
      await listTotal(admin, 'priority=H'),
    );
    expect((await alice.get('/online/cgreport/head/list')).statusCode).toBe(403);
  });

  it('applies filters: search-form values from the query, fixed values from the definition', async () => {
    const def = {
      ...BY_STATUS,
      filters: [
        { field: 'priority', op: 'eq' },
        { field: 'title', op: 'like' },
      ],
    };
    expect(body(await define(admin, 'byPriority', def)).success).toBe(true);
    const info = body<Json[]>(await admin.get('/online/cgreport/api/getQueryInfo/byPriority')).result!;
    expect(info.map((f) => [f.field, f.op, f.dict])).toEqual([
      ['priority', 'eq', 'priority'],
      ['title', 'like', undefined],
    ]);
    const high = await data(admin, 'byPriority', 'priority=H');
    const sum = high.records.reduce((n, r) => n + (r.cnt as number), 0);
    expect(sum).toBe(await listTotal(admin, 'priority=H'));
    const like = await data(admin, 'byPriority', `title=${encodeURIComponent('报表工单')}`);
    expect(like.records).toEqual([expect.objectContaining({ status: '0', cnt: 2 })]);
    const fixed = {
      columns: [{ field: 'title' }],
      filters: [{ field: 'title', op: 'in', value: ['Alice 报表工单二'] }],
    };
    expect(body(await define(admin, 'fixedIn', fixed)).success).toBe(true);
    const one = await data(admin, 'fixedIn', 'title=ignored');
    expect(one).toEqual({ records: [{ title: 'Alice 报表工单二' }], total: 1 });
  });

  it('reads between filters from _begin/_end and checks edits like adds', async () => {
    const def = { ...BY_STATUS, filters: [{ field: 'createTime', op: 'between' }] };
    const added = await define(admin, 'byCreated', def);
    const id = (body<Json>(added).result as Json).id as string;
    expect((await data(admin, 'byCreated', 'createTime_begin=2999-01-01')).records).toEqual([]);
    const all = await data(admin, 'byCreated', 'createTime_begin=2000-01-01&createTime_end=2999-01-01');
    expect(all.records.length).toBeGreaterThan(1);
    const renamed = await admin.send('PUT', '/online/cgreport/head/edit', { id, name: '按创建时间' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const broken = await admin.send('PUT', '/online/cgreport/head/edit', {
      id,
      definition: JSON.stringify({ ...def, groupBy: ['nope'] }),
    });
    expect(broken.statusCode).toBe(400);
    expect((body<Json>(broken).result as { errors: Json[] }).errors[0]!.field).toBe('definition.groupBy[0]');
  });

  it('pages a plain report within its limit', async () => {
    const def = { columns: [{ field: 'caseNo' }, { field: 'priority' }], limit: 3 };
    expect(body(await define(admin, 'plainCases', def)).success).toBe(true);
    const first = await data(admin, 'plainCases', 'pageNo=1&pageSize=2');
    expect(first.total).toBe(3);
    expect(first.records).toHaveLength(2);
    expect(Object.keys(first.records[0]!).sort()).toEqual(['caseNo', 'priority', 'priority_dictText']);
    const second = await data(admin, 'plainCases', 'pageNo=2&pageSize=2');
    expect(second.records).toHaveLength(1);
    const bad = await admin.get('/online/cgreport/api/getData/plainCases?pageSize=abc');
    expect(bad.statusCode).toBe(400);
  });

  it('refuses unknown models and fields, injected names and non-numeric sums by path', async () => {
    const refused = async (definition: unknown, field: string, model = 'biz_case') => {
      const res = await define(
        admin,
        `bad${Math.random().toString(36).slice(2, 8)}`,
        definition,
        model,
        'en-US',
      );
      expect(res.statusCode, res.body).toBe(400);
      const errors = (body<Json>(res).result as { errors: Json[] }).errors;
      expect(errors.map((e) => e.field)).toContain(field);
      expect(body(res).message).toContain(field);
    };
    await refused(BY_STATUS, 'model', 'no_such_model');
    await refused(
      { columns: [{ field: 'title' }, { field: 'title' }, { field: 'nope' }] },
      'definition.columns[2].field',
    );
    await refused({ columns: [{ field: 'title; drop table biz_case' }] }, 'definition.columns[0].field');
    await refused(
      { groupBy: ['status'], aggregates: [{ fn: 'count', as: 'x" from sys_user --' }] },
      'definition.aggregates[0].as',
    );
    await refused(
      { groupBy: ['status'], aggregates: [{ fn: 'count(*) --', as: 'n' }] },
      'definition.aggregates[0].fn',
    );
    await refused(
      { groupBy: ['status'], aggregates: [{ fn: 'sum', field: 'title', as: 'n' }] },
      'definition.aggregates[0].field',
    );
    await refused(
      { columns: [{ field: 'title' }], filters: [{ field: 'title', op: 'or 1=1' }] },
      'definition.filters[0].op',
    );
    await refused({ columns: [{ field: 'title' }], limit: 10_001 }, 'definition.limit');
    await refused({ columns: [{ field: 'title' }], sql: 'select * from sys_user' }, 'definition.sql');
    await refused({ ...BY_STATUS, columns: [{ field: 'title' }] }, 'definition.columns[0].field');
    await refused({ ...BY_STATUS, sort: [{ field: 'status desc, (select 1)' }] }, 'definition.sort[0].field');
    const notJson = await admin.send('POST', '/online/cgreport/head/add', {
      code: 'x1',
      name: 'x',
      model: 'biz_case',
      definition: '{',
    });
    expect(notJson.statusCode).toBe(400);
    expect((body<Json>(notJson).result as { errors: Json[] }).errors[0]!.field).toBe('definition');
  });

  it('refuses a property the caller may not read, naming it, to definers and readers', async () => {
    const def = { columns: [{ field: 'title' }, { field: 'cost' }] };
    const byStaff = await define(staff, 'quoteCost', def, 'biz_quote', 'en-US');
    expect(byStaff.statusCode).toBe(400);
    expect(body(byStaff).message).toBe('definition.columns[1].field: you may not read this property');
    expect(body(await define(admin, 'quoteCost', def, 'biz_quote')).success).toBe(true);
    expect((await data(admin, 'quoteCost')).records).toEqual([{ title: '迁移', cost: 12 }]);
    const read = await staff.get('/online/cgreport/api/getData/quoteCost');
    expect(read.statusCode).toBe(400);
    expect(body(read).message).toContain('definition.columns[1].field');
    // Partners may not list quotes at all: the report is not theirs either.
    expect((await alice.get('/online/cgreport/api/getRpColumns/quoteCost')).statusCode).toBe(403);
    expect((await alice.get('/online/cgreport/api/getData/missing')).statusCode).toBe(404);
  });

  it('sums, averages and bounds numeric properties, sorted by an aggregate', async () => {
    for (const [title, cost] of [
      ['迁移', 8],
      ['咨询', 30],
    ] as const)
      expect(body(await admin.send('POST', '/biz/quote/add', { title, cost })).success).toBe(true);
    const def = {
      groupBy: ['title'],
      aggregates: [
        { fn: 'sum', field: 'cost', as: 'total' },
        { fn: 'avg', field: 'cost', as: 'avgCost' },
        { fn: 'max', field: 'cost', as: 'top' },
        { fn: 'count', field: 'cost', as: 'n' },
        { fn: 'min', field: 'createTime', as: 'first' },
      ],
      sort: [{ field: 'total', order: 'desc' }],
    };
    expect(body(await define(admin, 'quoteSums', def, 'biz_quote')).success).toBe(true);
    expect((await data(admin, 'quoteSums')).records).toEqual([
      {
        title: '咨询',
        total: 30,
        avgCost: 30,
        top: 30,
        n: 1,
        first: expect.stringMatching(/^\d{4}-\d\d-\d\d /),
      },
      {
        title: '迁移',
        total: 20,
        avgCost: 10,
        top: 12,
        n: 2,
        first: expect.stringMatching(/^\d{4}-\d\d-\d\d /),
      },
    ]);
  });

  it("keeps a partner's report to the rows the data rules admit", async () => {
    const page = await data(alice, 'caseByStatus');
    expect(page.records).toEqual([{ status: '0', status_dictText: expect.any(String), cnt: 2 }]);
    expect((await data(staff, 'caseByStatus')).records.length).toBeGreaterThan(1);
  });

  it('exports the report as .xlsx with labels, for holders of the export code', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/online/cgreport/api/exportXls/caseByStatus',
      headers: { 'x-access-token': admin.token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const rows = await sheetRows(res.rawPayload);
    expect(rows[2]).toEqual(['状态', '数量']);
    const page = await data(admin, 'caseByStatus');
    expect(rows.slice(3)).toEqual(page.records.map((r) => [r.status_dictText, String(r.cnt)]));
    expect((await alice.get('/online/cgreport/api/exportXls/caseByStatus')).statusCode).toBe(403);
  });

  it('puts a report on the menu as the built-in report page, once', async () => {
    const res = await admin.send('POST', '/online/cgreport/head/addToMenu', { code: 'caseByStatus' });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<Json>(res).result).toMatchObject({
      url: '/online/cgreport/caseByStatus',
      component: 'online/cgreport/OnlineCgreportList',
    });
    const menu = await admin.get('/sys/permission/getUserPermissionByToken');
    expect(menu.body).toContain('/online/cgreport/caseByStatus');
    expect(menu.body).toContain('报表 caseByStatus');
    const again = await admin.send('POST', '/online/cgreport/head/addToMenu', { code: 'caseByStatus' });
    expect(again.statusCode).toBe(400);
    const missing = await admin.send('POST', '/online/cgreport/head/addToMenu', { code: 'nothing' });
    expect(missing.statusCode).toBe(404);
    expect(
      (await staff.send('POST', '/online/cgreport/head/addToMenu', { code: 'caseByStatus' })).statusCode,
    ).toBe(403);
  });

  it('previews a draft definition without storing it', async () => {
    const res = await staff.send('POST', '/online/cgreport/head/preview', {
      model: 'biz_case',
      definition: JSON.stringify(BY_STATUS),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((body<Json>(res).result as Page).records.length).toBeGreaterThan(1);
    expect((await alice.send('POST', '/online/cgreport/head/preview', {})).statusCode).toBe(403);
  });
});
