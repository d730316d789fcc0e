// References in Excel files: an export writes a reference as its label (the assignee's name, the
// department's name), as the list shows it, and an import reads a label back into the row's key (a key
// still works); a label that names no row is reported by its column, never guessed
// (crud/excel.ts, crud/import-refs.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ADMIN_PASSWORD, DIALECTS, body, buildTestApp, closeTestApp, loginToken } from './helpers.js';
import { caller, multipart, sheetRows, workbook, type Caller, type Json } from './crud-helpers.js';

describe.each(DIALECTS)('Excel references (%s)', (dialect) => {
  let app: FastifyInstance;
  let admin: Caller;
  let sample: Json;

  const upload = async (file: Buffer) => {
    const { payload, headers } = multipart(file);
    return app.inject({
      method: 'POST',
      url: '/api/biz/case/importExcel',
      payload,
      headers: { ...headers, 'x-access-token': admin.token },
    });
  };
  const casesTitled = async (title: string) =>
    body<{ records: Json[] }>(
      await admin.get(`/biz/case/list?pageSize=50&title=${encodeURIComponent(title)}`),
    ).result.records;

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    admin = caller(app, await loginToken(app, 'admin', ADMIN_PASSWORD));
    const records = body<{ records: Json[] }>(
      await admin.get('/biz/case/list?pageSize=100&column=caseNo&order=asc'),
    ).result.records;
    sample = records.find((r) => r.assignee && r.departId)!;
    expect(sample).toBeDefined();
  });
  afterAll(() => closeTestApp(app));

  it('exports references as their labels, under their columns', async () => {
    const res = await admin.get(`/biz/case/exportXls?caseNo=${String(sample.caseNo)}`);
    expect(res.statusCode).toBe(200);
    const [, , header, row] = await sheetRows(res.rawPayload);
    const cell = (label: string) => row![header!.indexOf(label)];
    expect(cell('处理人')).toBe(sample.assignee_dictText);
    expect(cell('负责部门')).toBe(sample.departId_dictText);
    expect(cell('优先级')).toBe(sample.priority_dictText);
    // Labels, not the 32-digit keys the rows hold.
    expect(row).not.toContain(sample.assignee);
  });

  it('imports an export back: each label becomes the key of the row it names', async () => {
    const title = `往返导入 ${dialect}`;
    await admin.send('POST', '/biz/case/edit', { id: sample.id, title });
    const exported = (await admin.get(`/biz/case/exportXls?caseNo=${String(sample.caseNo)}`)).rawPayload;
    await admin.send('DELETE', `/biz/case/delete?id=${String(sample.id)}`);
    expect(await casesTitled(title)).toEqual([]);
    expect(body(await upload(exported))).toMatchObject({ success: true, message: '共1行数据全部导入成功！' });
    const [imported] = await casesTitled(title);
    expect(imported).toMatchObject({
      assignee: sample.assignee,
      assignee_dictText: sample.assignee_dictText,
      departId: sample.departId,
      priority: sample.priority,
    });
  });

  it('reads a key or a label, and reports a label that names no row by its column', async () => {
    const header = ['标题', '客户', '产品', '优先级', '状态', '工单类型', '问题描述', '处理人'];
    const row = (title: string, assignee: string) => [
      title,
      '某客户',
      '云主机',
      '高',
      '新建',
      '咨询',
      '说明',
      assignee,
    ];
    const file = await workbook(header, [
      row('按键导入的工单', String(sample.assignee)),
      row('按名导入的工单', String(sample.assignee_dictText)),
      row('无名之人的工单', '查无此人'),
    ]);
    const res = await upload(file);
    expect(res.statusCode).toBe(400);
    const env = body<{ errors: { row: number; message: string }[] }>(res);
    expect(env.result.errors.map((e) => [e.row, e.message.split(':')[0]])).toEqual([[6, '处理人']]);
  });
});
