// Issue 20: the announcement calls JeecgBoot's screens make that the admin and inbox suites do not
// cover — exportXls (filters, selections, labels in the caller's language), importExcel (checked rows,
// nothing half-imported), show/{id} (the reader's page) and syncNotic (the live message again).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ANNOUNCEMENT_PAGE_CSP } from '../../server/src/services/announcement-page.js';
import {
  ADMIN_PASSWORD,
  DIALECTS,
  body,
  buildTestApp,
  closeTestApp,
  createUser,
  loginToken,
} from './helpers.js';
import { addAnnouncement, call, publishAnnouncement } from './announcement-helpers.js';
import { multipart, sheetRows, workbook } from './crud-helpers.js';

const HEADER = [
  '标题',
  '摘要',
  '内容',
  '优先级',
  '消息类型',
  '通告对象类型',
  '指定用户',
  '开始时间',
  '结束时间',
];

describe.each(DIALECTS)('announcement contract calls (%s)', (dialect) => {
  let app: FastifyInstance;
  let admin: string;
  let staff: string;
  let other: string;
  let staffId: string;

  beforeAll(async () => {
    app = await buildTestApp(dialect, { sessionCacheTtlMs: 0 });
    staffId = await createUser(app, { username: 'annt_staff', password: 'Staff-pass-1', roleCode: 'staff' });
    await createUser(app, { username: 'annt_other', password: 'Staff-pass-1', roleCode: 'staff' });
    admin = await loginToken(app, 'admin', ADMIN_PASSWORD);
    staff = await loginToken(app, 'annt_staff', 'Staff-pass-1');
    other = await loginToken(app, 'annt_other', 'Staff-pass-1');
  });
  afterAll(() => closeTestApp(app));

  const importFile = (file: Buffer, fields: Record<string, string> = {}, lang?: string) => {
    const form = multipart(file, fields);
    return app.inject({
      method: 'POST',
      url: '/api/sys/annountCement/importExcel',
      payload: form.payload,
      headers: { ...form.headers, 'x-access-token': admin, ...(lang ? { 'accept-language': lang } : {}) },
    });
  };
  const titles = async () =>
    body<{ records: { titile: string }[] }>(
      await call(app, 'GET', '/sys/annountCement/list?pageSize=100', admin),
    ).result.records.map((r) => r.titile);

  it('exports the filtered list with labels in the caller language, or only the selections', async () => {
    const high = await addAnnouncement(app, admin, { titile: 'Export high', priority: 'H' });
    await addAnnouncement(app, admin, { titile: 'Export low', priority: 'L' });
    const filtered = await call(
      app,
      'GET',
      '/sys/annountCement/exportXls?priority=H',
      admin,
      undefined,
      'en-US',
    );
    expect(filtered.statusCode).toBe(200);
    expect(filtered.headers['content-type']).toContain('spreadsheetml');
    const rows = await sheetRows(filtered.rawPayload);
    expect(rows[0]![0]).toBe('Announcement list');
    expect(rows[2]).toContain('Priority');
    const data = rows.slice(3);
    expect(data.map((r) => r[0])).toEqual(['Export high']);
    expect(data[0]![3]).toBe('High');

    const picked = await call(app, 'GET', `/sys/annountCement/exportXls?selections=${high},`, admin);
    const pickedRows = (await sheetRows(picked.rawPayload)).slice(3);
    expect(pickedRows.map((r) => r[0])).toEqual(['Export high']);
    expect(pickedRows[0]![3]).toBe('高');
    const sorted = await call(app, 'GET', '/sys/annountCement/exportXls?column=titile&order=asc', admin);
    expect((await sheetRows(sorted.rawPayload)).slice(3).map((r) => r[0])).toEqual([
      'Export high',
      'Export low',
    ]);
    const unknown = await call(app, 'GET', '/sys/annountCement/exportXls?column=password', admin);
    expect(unknown.statusCode).toBe(400);
    expect((await call(app, 'GET', '/sys/annountCement/exportXls', staff)).statusCode).toBe(403);
  });

  it('imports checked rows as drafts, by label or value', async () => {
    const file = await workbook(HEADER, [
      [
        'Imported one',
        'short',
        '<p>ok</p><script>x()</script>',
        '高',
        '通知公告',
        '全体用户',
        '',
        '2026-12-01',
      ],
      ['Imported two', '', '', 'L', '2', 'USER', `${staffId},`, '', ''],
    ]);
    const res = await importFile(file);
    expect(body(res).success, res.body).toBe(true);
    expect(body(res).message).toBe('共2行数据全部导入成功！');
    const list = body<{ records: Record<string, string | null>[] }>(
      await call(app, 'GET', '/sys/annountCement/list?titile=Imported*', admin),
    ).result.records;
    const one = list.find((r) => r.titile === 'Imported one')!;
    expect(one).toMatchObject({ priority: 'H', msgCategory: '1', msgType: 'ALL', sendStatus: '0' });
    expect(one.msgContent).toBe('<p>ok</p>');
    expect(one.startTime).toBe('2026-12-01 00:00:00');
    expect(list.find((r) => r.titile === 'Imported two')).toMatchObject({
      msgType: 'USER',
      userIds: `${staffId},`,
    });
  });

  it('imports nothing from a file with a bad row, naming the row and column', async () => {
    const before = await titles();
    const file = await workbook(HEADER, [
      ['Good row', '', '', 'H', '1', 'ALL'],
      ['', '', '', 'urgent', '1', 'USER', 'no-such-user'],
      ['Bad time', '', '', 'M', '1', 'ALL', '', 'tomorrow'],
    ]);
    const res = await importFile(file, {}, 'en-US');
    expect(res.statusCode).toBe(400);
    const env = body<{
      errorCount: number;
      successCount: number;
      errors: { row: number; message: string }[];
    }>(res);
    expect(env.result).toMatchObject({ errorCount: 2, successCount: 0 });
    const texts = env.result.errors.map((e) => `${e.row} ${e.message}`);
    expect(texts).toContain('5 Title is required');
    expect(texts).toContain('5 Priority is invalid');
    expect(texts).toContain('6 Start time has an invalid format');
    expect(await titles()).toEqual(before);

    const partial = await importFile(file, { importValid: 'true' });
    expect(body(partial).code).toBe(201);
    expect(await titles()).toContain('Good row');
  });

  it('shows a published announcement to its readers only, sanitised, under a strict policy', async () => {
    const everyone = await publishAnnouncement(app, admin, { msgContent: '<p>Hello</p>' });
    // A row written past the add form's sanitiser (by hand, or before it existed) is escaped and cleaned here.
    await app.db
      .updateTable('sys_announcement')
      .set({
        titile: 'All <hands>',
        msg_content: '<p>Hello</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
      })
      .where('id', '=', everyone)
      .execute();
    const page = await call(app, 'GET', `/sys/annountCement/show/${everyone}`, staff);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toBe(ANNOUNCEMENT_PAGE_CSP);
    expect(page.body).toContain('<title>All &lt;hands&gt;</title>');
    expect(page.body).toContain('<p>Hello</p>');
    expect(page.body).not.toMatch(/onerror|<script/);

    const mine = await publishAnnouncement(app, admin, { msgType: 'USER', userIds: `${staffId},` });
    expect((await call(app, 'GET', `/sys/annountCement/show/${mine}`, staff)).statusCode).toBe(200);
    const draft = await addAnnouncement(app, admin);
    for (const [id, token] of [
      [mine, other],
      [draft, staff],
      [draft, admin],
      ['no-such-id', staff],
    ] as const) {
      const res = await call(app, 'GET', `/sys/annountCement/show/${id}`, token);
      expect(res.statusCode, id).toBe(404);
      expect(body(res)).toMatchObject({ success: false, code: 404, message: '未找到对应实体' });
    }
    expect(
      (await app.inject({ method: 'GET', url: `/api/sys/annountCement/show/${everyone}` })).statusCode,
    ).toBe(401);
  });

  it('pushes a published announcement once more to its recipients on syncNotic', async () => {
    const id = await publishAnnouncement(app, admin, {
      titile: 'Sync me',
      msgType: 'USER',
      userIds: `${staffId},`,
    });
    const publish = vi.spyOn(app.realtime, 'publish');
    try {
      const res = await call(app, 'GET', `/sys/annountCement/syncNotic?anntId=${id}`, admin);
      expect(body(res)).toMatchObject({ success: true, message: '同步成功' });
      expect(publish).toHaveBeenCalledWith([staffId], { cmd: 'user', msgId: id, msgTxt: 'Sync me' });
    } finally {
      publish.mockRestore();
    }
    const draft = await addAnnouncement(app, admin);
    const refused = await call(
      app,
      'GET',
      `/sys/annountCement/syncNotic?anntId=${draft}`,
      admin,
      undefined,
      'en-US',
    );
    expect(refused.statusCode).toBe(400);
    expect(body(refused).message).toContain('anntId');
    expect((await call(app, 'GET', '/sys/annountCement/syncNotic', admin)).statusCode).toBe(400);
    expect((await call(app, 'GET', `/sys/annountCement/syncNotic?anntId=${id}`, staff)).statusCode).toBe(403);
  });
});
