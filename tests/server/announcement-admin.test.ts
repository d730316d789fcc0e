import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { roleId } from '../../server/src/db/seed/rows.js';
import {
  ADMIN_PASSWORD,
  DIALECTS,
  body,
  buildTestApp,
  closeTestApp,
  createUser,
  loginToken,
} from './helpers.js';
import { addAnnouncement, announcementBody, call, publishAnnouncement } from './announcement-helpers.js';

interface Announcement {
  id: string;
  titile: string;
  msgContent: string;
  priority: string;
  priority_dictText: string;
  msgCategory_dictText: string;
  msgType_dictText: string;
  sendStatus: string;
  sendStatus_dictText: string;
  roleIds: string | null;
  userIds: string | null;
}

interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

describe.each(DIALECTS)('announcement administration (%s)', (dialect) => {
  let app: FastifyInstance;
  let admin: string;
  let staff: string;
  let staffId: string;

  beforeAll(async () => {
    app = await buildTestApp(dialect, { sessionCacheTtlMs: 0 });
    staffId = await createUser(app, { username: 'staff1', password: 'Staff-pass-1', roleCode: 'staff' });
    admin = await loginToken(app, 'admin', ADMIN_PASSWORD);
    staff = await loginToken(app, 'staff1', 'Staff-pass-1');
  });
  afterAll(() => closeTestApp(app));

  const add = (payload: object, lang?: string) =>
    call(app, 'POST', '/sys/annountCement/add', admin, payload, lang);

  it('refuses a body without its required fields, naming each one', async () => {
    const res = await add({ msgContent: '<p>x</p>' });
    expect(res.statusCode).toBe(400);
    const message = body(res).message;
    for (const field of ['titile', 'priority', 'msgCategory', 'msgType']) expect(message).toContain(field);
  });

  it.each([
    [{ priority: 'X' }, 'priority'],
    [{ msgCategory: '3' }, 'msgCategory'],
    [{ msgType: 'TEAM' }, 'msgType'],
    [{ titile: '<script>alert(1)</script>' }, 'titile'],
    [{ msgType: 'USER' }, 'userIds'],
    [{ msgType: 'ROLE', roleIds: '' }, 'roleIds'],
    [{ msgType: 'ROLE', roleIds: 'no-such-role,' }, 'roleIds'],
    [{ msgType: 'DEPART', departIds: ['no-such-depart'] }, 'departIds'],
    [{ openType: 'url' }, 'openPage'],
    [{ openType: 'url', openPage: 'javascript:alert(1)' }, 'openPage'],
    [{ openType: 'url', openPage: '//evil.example.com/phish' }, 'openPage'],
    [{ openType: 'popup', openPage: '/x' }, 'openType'],
    [{ startTime: '2026-12-01' }, 'startTime'],
    [{ startTime: '2026-12-02 00:00:00', endTime: '2026-12-01 00:00:00' }, 'endTime'],
  ])('refuses %o with a 400 naming %s', async (overrides, field) => {
    const res = await add(announcementBody(overrides));
    expect(res.statusCode).toBe(400);
    expect(body(res).success).toBe(false);
    expect(body(res).message).toContain(field);
  });

  it('answers validation errors in English when asked', async () => {
    const res = await add(announcementBody({ msgType: 'USER' }), 'en-US');
    expect(body(res).message).toBe('userIds is required');
  });

  it('adds a draft, lists it with dictionary labels, edits, and reads it back', async () => {
    const res = await add(
      announcementBody({
        titile: 'Quarterly partner briefing',
        priority: 'H',
        msgType: 'ROLE',
        roleIds: [roleId('partner')],
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(body(res)).toMatchObject({ success: true, message: '添加成功！' });
    const id = body<{ id: string }>(res).result.id;

    const list = body<Page<Announcement>>(
      await call(
        app,
        'GET',
        '/sys/annountCement/list?titile=*partner brief*&column=createTime&order=desc',
        admin,
      ),
    ).result;
    expect(list).toMatchObject({ total: 1, size: 10, current: 1, pages: 1 });
    expect(list.records[0]).toMatchObject({
      id,
      titile: 'Quarterly partner briefing',
      priority: 'H',
      priority_dictText: '高',
      msgCategory_dictText: '通知公告',
      msgType_dictText: '指定角色',
      sendStatus: '0',
      sendStatus_dictText: '未发布',
      roleIds: `${roleId('partner')},`,
    });

    const edit = await call(app, 'PUT', '/sys/annountCement/edit', admin, {
      id,
      titile: 'Partner briefing, Q4',
    });
    expect(body(edit)).toMatchObject({ success: true, message: '编辑成功!' });
    const read = body<Announcement>(await call(app, 'GET', `/sys/annountCement/queryById?id=${id}`, admin));
    expect(read.result).toMatchObject({ id, titile: 'Partner briefing, Q4', priority: 'H', msgType: 'ROLE' });
  });

  it('filters by the dictionary fields and pages', async () => {
    for (const priority of ['L', 'L', 'M'])
      await addAnnouncement(app, admin, { titile: `Filter ${priority}`, priority });
    const low = body<Page<Announcement>>(
      await call(app, 'GET', '/sys/annountCement/list?priority=L&titile=Filter*&pageSize=1&pageNo=2', admin),
    ).result;
    expect(low).toMatchObject({ total: 2, size: 1, current: 2, pages: 2 });
    expect(low.records).toHaveLength(1);
    expect(low.records[0]!.priority).toBe('L');
    const exact = body<Page<Announcement>>(
      await call(app, 'GET', '/sys/annountCement/list?titile=Filter', admin),
    );
    expect(exact.result.total).toBe(0);
  });

  it('ignores parameters the list does not have, on the list and in the export (fuzz seed 1931887442)', async () => {
    await addAnnouncement(app, admin, { titile: 'Stray ids' });
    const all = body<Page<Announcement>>(
      await call(app, 'GET', '/sys/annountCement/list?titile=Stray*', admin),
    );
    expect(all.result.total).toBe(1);
    // `ids` is no filter of the list: neither a short one nor one of 32,766 characters (a variable each,
    // once, and a failed statement) changes what it answers.
    for (const ids of ['x', 'x'.repeat(32_766)]) {
      const res = await call(app, 'GET', `/sys/annountCement/list?titile=Stray*&ids=${ids}`, admin);
      expect(res.statusCode).toBe(200);
      expect(body<Page<Announcement>>(res).result.total).toBe(1);
      const xlsx = await call(app, 'GET', `/sys/annountCement/exportXls?titile=Stray*&ids=${ids}`, admin);
      expect(xlsx.statusCode).toBe(200);
      expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    }
  });

  it('sorts only by known fields', async () => {
    const asc = await call(
      app,
      'GET',
      '/sys/annountCement/list?column=titile_dictText,createTime&order=asc',
      admin,
    );
    expect(asc.statusCode).toBe(200);
    const titles = body<Page<Announcement>>(asc).result.records.map((r) => r.titile);
    expect(titles).toEqual([...titles].sort());
    const bad = await call(app, 'GET', '/sys/annountCement/list?column=password', admin);
    expect(bad.statusCode).toBe(400);
    expect(body(bad).message).toBe('请注意，将要排序的列字段不存在：password');
    const badValue = await call(app, 'GET', '/sys/annountCement/list?sendStatus=9', admin);
    expect(body(badValue).message).toContain('sendStatus');
  });

  it('deletes one and a batch (trailing comma) logically', async () => {
    const a = await addAnnouncement(app, admin, { titile: 'Delete me A' });
    const b = await addAnnouncement(app, admin, { titile: 'Delete me B' });
    const c = await addAnnouncement(app, admin, { titile: 'Delete me C' });
    expect(body(await call(app, 'DELETE', `/sys/annountCement/delete?id=${a}`, admin)).message).toBe(
      '删除成功!',
    );
    const batch = await call(app, 'DELETE', `/sys/annountCement/deleteBatch?ids=${b},${c},`, admin);
    expect(body(batch).message).toBe('批量删除成功!');
    const list = body<Page<Announcement>>(
      await call(app, 'GET', '/sys/annountCement/list?titile=Delete me*', admin),
    );
    expect(list.result.total).toBe(0);
    expect((await call(app, 'GET', `/sys/annountCement/queryById?id=${a}`, admin)).statusCode).toBe(404);
    const row = await app.db
      .selectFrom('sys_announcement')
      .select('del_flag')
      .where('id', '=', a)
      .executeTakeFirst();
    expect(row?.del_flag).toBe('1');
  });

  it('keeps a published announcement unchanged until it is revoked', async () => {
    const id = await publishAnnouncement(app, admin, { titile: 'Published notice' });
    const edit = await call(app, 'PUT', '/sys/annountCement/edit', admin, { id, titile: 'Changed' });
    expect(edit.statusCode).toBe(400);
    const again = await call(app, 'GET', `/sys/annountCement/doReleaseData?id=${id}`, admin);
    expect(again.statusCode).toBe(400);
    await call(app, 'GET', `/sys/annountCement/doReovkeData?id=${id}`, admin);
    const afterRevoke = await call(app, 'POST', '/sys/annountCement/edit', admin, { id, titile: 'Changed' });
    expect(body(afterRevoke).success).toBe(true);
  });

  it('enforces the button permissions: a staff user gets 403 on every admin endpoint', async () => {
    const id = await addAnnouncement(app, admin);
    const calls: [Parameters<typeof call>[1], string, object?][] = [
      ['GET', '/sys/annountCement/list'],
      ['POST', '/sys/annountCement/add', announcementBody()],
      ['PUT', '/sys/annountCement/edit', { id, titile: 'Hijacked' }],
      ['DELETE', `/sys/annountCement/delete?id=${id}`],
      ['DELETE', `/sys/annountCement/deleteBatch?ids=${id}`],
      ['GET', `/sys/annountCement/doReleaseData?id=${id}`],
      ['GET', `/sys/annountCement/doReovkeData?id=${id}`],
      ['GET', `/sys/annountCement/readers?id=${id}`],
    ];
    for (const [method, url, payload] of calls) {
      const res = await call(app, method, url, staff, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    const row = await app.db
      .selectFrom('sys_announcement')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row).toMatchObject({ send_status: '0', del_flag: '0' });
    expect(row?.titile).not.toBe('Hijacked');
    expect(staffId).toMatch(/^[0-9a-f]{32}$/);
  });

  it('answers 401 without a token', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/sys/annountCement/listByUser' });
    expect(res.statusCode).toBe(401);
  });
});
