// List pages carry the properties a table shows: `x-inList: false` ones (a case's 5,000-character
// description) are left out of `<basePath>/list`, while queryById and exports still have them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { recordColumns } from '../../server/src/crud/records.js';
import { ADMIN_PASSWORD, DIALECTS, body, buildTestApp, closeTestApp, loginToken } from './helpers.js';
import { caller, sheetRows, type Caller, type Json } from './crud-helpers.js';

const LONG = 'Storage latency report. '.repeat(200).slice(0, 4800);

describe.each(DIALECTS)('list columns (%s)', (dialect) => {
  let app: FastifyInstance;
  let admin: Caller;

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    admin = caller(app, await loginToken(app, 'admin', ADMIN_PASSWORD));
    const res = await admin.send('POST', '/biz/case/add', {
      title: 'Long description case',
      customerName: 'c',
      product: 'p',
      priority: 'H',
      status: '0',
      caseType: '1',
      description: LONG,
    });
    expect(res.statusCode, res.body).toBe(200);
  });
  afterAll(() => closeTestApp(app));

  const listed = async () => {
    const res = await admin.get('/biz/case/list?title=Long*');
    expect(res.statusCode, res.body).toBe(200);
    const { records } = body<{ records: Json[] }>(res).result;
    expect(records).toHaveLength(1);
    return records[0]!;
  };

  it('selects the list columns only: no x-inList: false property, still labelled and filterable', async () => {
    const model = app.models.models.get('biz_case')!;
    expect(recordColumns(model, 'list')).not.toContain('description');
    expect(recordColumns(model)).toContain('description');
    const record = await listed();
    expect(record).not.toHaveProperty('description');
    expect(record).not.toHaveProperty('description_dictText');
    expect(record).toMatchObject({ title: 'Long description case', priority: 'H', priority_dictText: '高' });
    // Filtering on the property still works: only the select leaves it out.
    const res = await admin.get('/biz/case/list?description=Storage*&title=Long*');
    expect(body<{ total: number }>(res).result.total).toBe(1);
  });

  it('sends the list fields in select order, then their labels, and nothing else', async () => {
    const model = app.models.models.get('biz_case')!;
    const fields = recordColumns(model, 'list').map(
      (column) => model.fields.find((f) => f.column === column)!.name,
    );
    const keys = Object.keys(await listed());
    expect(keys.slice(0, fields.length)).toEqual(fields);
    const labels = keys.slice(fields.length);
    expect(labels).toContain('priority_dictText');
    for (const label of labels) expect(fields).toContain(label.replace(/_dictText$|_files$/, ''));
  });

  it('labels the values that are there only, as JeecgBoot does: an unset field gets no _dictText', async () => {
    const record = await listed();
    // Set on add: dictionary and option labels are sent.
    expect(record).toMatchObject({
      status_dictText: expect.any(String),
      caseType_dictText: expect.any(String),
    });
    // Left empty on add: the value is null and no label is sent, not even a null one.
    expect(record.productCategory).toBeNull();
    expect(record).not.toHaveProperty('productCategory_dictText');
    expect(record.assignee ?? null).toBeNull();
    expect(record).not.toHaveProperty('assignee_dictText');
  });

  it('queryById has the whole record', async () => {
    const { id } = await listed();
    const res = await admin.get(`/biz/case/queryById?id=${String(id)}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(body<Json>(res).result).toMatchObject({ id, description: LONG });
  });

  it('exports keep every column', async () => {
    const res = await admin.get('/biz/case/exportXls?title=Long*');
    expect(res.statusCode).toBe(200);
    const rows = await sheetRows(res.rawPayload);
    expect(rows.some((row) => row.includes(LONG))).toBe(true);
  });
});
