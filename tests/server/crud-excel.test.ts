import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ADMIN_PASSWORD, DIALECTS, body, buildTestApp, closeTestApp, loginToken } from './helpers.js';
import { caller, multipart, sheetRows, workbook, type Caller, type Json } from './crud-helpers.js';
import { POSITION_SEED } from '../../server/src/db/seed/positions.js';

const SEEDED = new Set(POSITION_SEED.map((p) => p.code));

interface Summary {
  totalCount: number;
  errorCount: number;
  successCount: number;
  errors: { row: number; field: string; message: string }[];
  msg: string;
}

describe.each(DIALECTS)('Excel import and export (%s)', (dialect) => {
  let app: FastifyInstance;
  let admin: Caller;
  const upload = (file: Buffer, query = '', fields: Record<string, string> = {}, lang?: string) => {
    const { payload, headers } = multipart(file, fields);
    return app.inject({
      method: 'POST',
      url: `/api/sys/position/importExcel${query}`,
      payload,
      headers: { ...headers, 'x-access-token': admin.token, ...(lang ? { 'accept-language': lang } : {}) },
    });
  };
  // The positions this file writes (the seeded ones left out).
  const positions = async () =>
    body<{ records: Json[] }>(
      await admin.get('/sys/position/list?pageSize=100&column=code&order=asc'),
    ).result.records.filter((p) => !SEEDED.has(String(p.code)));

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    admin = caller(app, await loginToken(app, 'admin', ADMIN_PASSWORD));
    await admin.send('POST', '/sys/position/add', { code: 'existing', name: '已有职务', postRank: '1' });
  });
  afterAll(() => closeTestApp(app));

  const header = ['职务编码', '职务名称', '职级'];
  const badFile = () =>
    workbook(header, [
      ['dev1', '开发工程师', '中级'],
      ['existing', '重复编码', '员级'],
      ['dev2', '测试工程师', '9'],
      ['', '', ''],
      ['dev1', '文件内重复', '员级'],
      ['pm1', '项目经理', '4'],
    ]);

  it('imports nothing from a file with bad rows, naming each row and column (by its label)', async () => {
    const res = await upload(await badFile());
    expect(res.statusCode).toBe(400);
    const env = body<Summary>(res);
    expect(env).toMatchObject({
      success: false,
      code: 400,
      message: '文件导入失败：3行数据有错误，未导入任何数据',
    });
    expect(env.result).toMatchObject({ totalCount: 5, errorCount: 3, successCount: 0 });
    expect(env.result.errors.map((e) => [e.row, e.message])).toEqual([
      [5, '职务编码: 该值不可用，系统中已存在！'],
      [6, '职级: 不是字典“position_rank”中的有效值'],
      [8, '职务编码: 该值不可用，系统中已存在！'],
    ]);
    // The text form (msg) names each row.
    expect(env.result.msg).toContain('第6行：职级: 不是字典“position_rank”中的有效值');
    expect((await positions()).map((p) => p.code)).toEqual(['existing']);
  });

  it('imports the valid rows when asked to, with a 201 summary', async () => {
    const res = await upload(await badFile(), '', { importValid: 'true' }, 'en-US');
    expect(res.statusCode).toBe(200);
    const env = body<Summary>(res);
    expect(env).toMatchObject({ success: true, code: 201, message: 'File imported, with errors.' });
    expect(env.result).toMatchObject({ totalCount: 5, errorCount: 3, successCount: 2 });
    // The columns are named in the request's language, as the English template heads them.
    expect(env.result.errors.map((e) => e.message)[0]).toMatch(/^Code\b/);
    expect(env.result.msg).not.toMatch(/\bpostRank\b/);
    const rows = await positions();
    expect(rows.map((p) => [p.code, p.postRank])).toEqual([
      ['dev1', '3'],
      ['existing', '1'],
      ['pm1', '4'],
    ]);
    expect(rows[0]).toMatchObject({ createBy: 'admin', postRank_dictText: '中级' });
  });

  it('imports a clean file whole', async () => {
    const file = await workbook(['code', 'name', 'postRank'], [['qa1', '质量工程师', '助级']], 0);
    expect(body(await upload(file))).toMatchObject({ success: true, message: '共1行数据全部导入成功！' });
  });

  it('refuses what is not an xlsx file, and a request without a file', async () => {
    const res = await upload(Buffer.from('code,name\nx,y\n'));
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe('file: 不是有效的.xlsx文件');
    const none = await app.inject({
      method: 'POST',
      url: '/api/sys/position/importExcel',
      headers: { 'x-access-token': admin.token, 'content-type': 'application/json' },
      payload: {},
    });
    expect(none.statusCode).toBe(400);
    expect(body(none).message).toBe('file: 请上传.xlsx文件');
  });

  it('exports a real xlsx with title, exporter, labels and dictionary texts', async () => {
    const res = await admin.get('/sys/position/exportXls?column=code&order=asc');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('职务')}.xlsx`,
    );
    const rows = await sheetRows(res.rawPayload);
    // The title cell is merged across the columns.
    expect(rows[0]![0]).toBe('职务列表数据');
    expect(rows[1]).toEqual(['导出人:管理员']);
    expect(rows[2]).toEqual(['职务编码', '职务名称', '职级', '创建时间']);
    const written = rows.slice(3).filter((r) => !SEEDED.has(String(r[0])));
    expect(rows.length - 3 - written.length).toBe(SEEDED.size);
    expect(written.map((r) => r.slice(0, 3))).toEqual([
      ['dev1', '开发工程师', '中级'],
      ['existing', '已有职务', '员级'],
      ['pm1', '项目经理', '副高级'],
      ['qa1', '质量工程师', '助级'],
    ]);
  });

  it('exports only the selected rows, filtered like the list', async () => {
    const ids = (await positions()).filter((p) => p.code === 'pm1' || p.code === 'qa1').map((p) => p.id);
    const selected = await sheetRows(
      (await admin.get(`/sys/position/exportXls?selections=${ids.join(',')}`)).rawPayload,
    );
    expect(
      selected
        .slice(3)
        .map((r) => r[0])
        .sort(),
    ).toEqual(['pm1', 'qa1']);
    const filtered = await sheetRows(
      (await admin.get('/sys/position/exportXls?postRank=3', 'en-US')).rawPayload,
    );
    expect(filtered[0]![0]).toBe('Position list');
    expect(filtered[2]).toEqual(['Code', 'Name', 'Rank', 'Created']);
    expect(
      filtered
        .slice(3)
        .map((r) => r[0])
        .filter((code) => !SEEDED.has(String(code))),
    ).toEqual(['dev1']);
  });

  it('round-trips an export through import (the same layout)', async () => {
    const exported = (await admin.get('/sys/position/exportXls?code=qa1')).rawPayload;
    await admin.send(
      'DELETE',
      `/sys/position/delete?id=${(await positions()).find((p) => p.code === 'qa1')!.id}`,
    );
    expect(body(await upload(exported))).toMatchObject({ success: true, message: '共1行数据全部导入成功！' });
    expect((await positions()).find((p) => p.code === 'qa1')).toMatchObject({
      name: '质量工程师',
      postRank: '2',
    });
  });

  it('streams a large export', async () => {
    const rows = Array.from({ length: 2500 }, (_, i) => [
      `bulk${String(i).padStart(4, '0')}`,
      `批量职务${i}`,
      '员级',
    ]);
    expect(body(await upload(await workbook(header, rows)))).toMatchObject({ success: true });
    const sheet = await sheetRows((await admin.get('/sys/position/exportXls?code=bulk*')).rawPayload);
    expect(sheet).toHaveLength(3 + 2500);
  });
});
