import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ADMIN_PASSWORD, DIALECTS, body, buildTestApp, closeTestApp, loginToken } from './helpers.js';
import { caller, multipart, sheetRows, userCaller, workbook, type Caller } from './crud-helpers.js';

interface Summary {
  errorCount: number;
  fileUrl: string;
  fileName: string;
}

describe.each(DIALECTS)('import error log (%s)', (dialect) => {
  let app: FastifyInstance;
  let admin: Caller;
  let staff: Caller;
  const upload = async (lang: string, importValid = false) => {
    const file = await workbook(
      ['职务编码', '职务名称', '职级'],
      [
        ['qa1', '测试工程师', '中级'],
        ['qa1', '文件内重复', '员级'],
        ['ops1', '运维工程师', '9'],
      ],
    );
    const { payload, headers } = multipart(file, importValid ? { importValid: 'true' } : {});
    const res = await app.inject({
      method: 'POST',
      url: '/api/sys/position/importExcel',
      payload,
      headers: { ...headers, 'x-access-token': admin.token, 'accept-language': lang },
    });
    return body<Summary>(res).result;
  };
  const download = (url: string, token?: string, lang = 'zh-CN') =>
    app.inject({
      method: 'GET',
      url: `/api${url}`,
      headers: { ...(token ? { 'x-access-token': token } : {}), 'accept-language': lang },
    });

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    admin = caller(app, await loginToken(app, 'admin', ADMIN_PASSWORD));
    staff = await userCaller(app, 'logreader', 'staff');
  });
  afterAll(() => closeTestApp(app));

  it('links an .xlsx log of row, field and message in the request language', async () => {
    const zh = await upload('zh-CN');
    expect(zh.errorCount).toBe(2);
    expect(zh.fileUrl).toMatch(/^\/sys\/common\/importLog\/[0-9a-f]{32}\.xlsx$/);
    expect(zh.fileName).toBe('职务导入错误.xlsx');
    const res = await download(zh.fileUrl, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(await sheetRows(res.rawPayload)).toEqual([
      ['行号', '字段', '错误信息'],
      ['5', '职务编码 (code)', '职务编码: 该值不可用，系统中已存在！'],
      ['6', '职级 (postRank)', '职级: 不是字典“position_rank”中的有效值'],
    ]);

    const en = await upload('en-US', true);
    const rows = await sheetRows((await download(en.fileUrl, admin.token, 'en-US')).rawPayload);
    expect(rows[0]).toEqual(['Row', 'Field', 'Message']);
    expect(rows[1]).toEqual(['5', 'Code (code)', 'Code: this value is already in use!']);
  });

  it('hands the log only to its importer, signed in', async () => {
    const { fileUrl } = await upload('zh-CN');
    expect((await download(fileUrl)).statusCode).toBe(401);
    expect((await download(fileUrl, staff.token)).statusCode).toBe(404);
    expect((await download(fileUrl, admin.token)).statusCode).toBe(200);
  });

  it('serves nothing but stored log names', async () => {
    for (const name of [
      '..%2F..%2Fapp.db',
      '..%2Favatar%2F' + 'a'.repeat(32) + '.png',
      'a'.repeat(32) + '.txt',
      'A'.repeat(32) + '.xlsx',
      'a'.repeat(32) + '.xlsx',
    ]) {
      const res = await download(`/sys/common/importLog/${name}`, admin.token);
      expect(res.statusCode, name).toBe(404);
    }
    expect(existsSync(join(app.config.dataDir, 'files', 'import-log'))).toBe(true);
  });
});
