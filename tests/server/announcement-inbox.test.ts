import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { departId, roleId } from '../../server/src/db/seed/rows.js';
import { formatDateTime } from '../../server/src/lib/time.js';
import { releaseDue } from '../../server/src/services/announcement-scheduler.js';
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

interface Item {
  id: string;
  titile: string;
  msgContent: string;
  sender: string;
  sendTime: string;
  priority: string;
  msgCategory: string;
  openType: string | null;
  openPage: string | null;
  busId: string | null;
}

interface Bell {
  anntMsgList: Item[];
  anntMsgTotal: number;
  sysMsgList: Item[];
  sysMsgTotal: number;
}

interface Mine {
  records: (Item & { anntId: string; readFlag: string; priority_dictText: string })[];
  total: number;
}

describe.each(DIALECTS)('announcements for their recipients (%s)', (dialect) => {
  let app: FastifyInstance;
  let admin: string;
  let staff: string;
  let partner: string;
  let partner2: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    app = await buildTestApp(dialect, { sessionCacheTtlMs: 0 });
    ids.staff = await createUser(app, {
      username: 'staff1',
      password: 'Staff-pass-1',
      roleCode: 'staff',
      orgCodes: ['A01A01'],
    });
    ids.partner = await createUser(app, {
      username: 'partner1',
      password: 'Partner-pass-1',
      roleCode: 'partner',
      orgCodes: ['A02A01'],
    });
    ids.partner2 = await createUser(app, {
      username: 'partner2',
      password: 'Partner-pass-2',
      roleCode: 'partner',
    });
    admin = await loginToken(app, 'admin', ADMIN_PASSWORD);
    staff = await loginToken(app, 'staff1', 'Staff-pass-1');
    partner = await loginToken(app, 'partner1', 'Partner-pass-1');
    partner2 = await loginToken(app, 'partner2', 'Partner-pass-2');
  });
  afterAll(() => closeTestApp(app));

  const bell = async (token: string, query = '') =>
    body<Bell>(await call(app, 'GET', `/sys/annountCement/listByUser${query}`, token)).result;
  const recipients = async (anntId: string) =>
    (
      await app.db
        .selectFrom('sys_announcement_send')
        .select('user_id')
        .where('annt_id', '=', anntId)
        .execute()
    ).map((r) => r.user_id);

  it('publishes to a role: only its members get send rows and see it in the bell', async () => {
    const before = await bell(partner);
    const id = await publishAnnouncement(app, admin, {
      titile: 'Partner portal certificate renewal',
      priority: 'H',
      msgType: 'ROLE',
      roleIds: `${roleId('partner')},`,
      openType: 'url',
      openPage: '/salesCertificate',
      busId: 'cert-2026',
    });
    expect((await recipients(id)).sort()).toEqual([ids.partner, ids.partner2].sort());

    const after = await bell(partner);
    expect(after.anntMsgTotal).toBe(before.anntMsgTotal + 1);
    expect(after.anntMsgList[0]).toMatchObject({
      id,
      titile: 'Partner portal certificate renewal',
      sender: 'admin',
      priority: 'H',
      msgCategory: '1',
      openType: 'url',
      openPage: '/salesCertificate',
      busId: 'cert-2026',
    });
    expect(after.anntMsgList[0]!.sendTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(after.anntMsgList[0]).not.toHaveProperty('roleIds');
    expect((await bell(staff)).anntMsgList.map((i) => i.id)).not.toContain(id);
    expect((await bell(admin)).anntMsgList.map((i) => i.id)).not.toContain(id);
  });

  it('lets a user read only what is addressed to them', async () => {
    const id = await publishAnnouncement(app, admin, {
      titile: 'Partners only',
      msgType: 'USER',
      userIds: `${ids.partner},`,
    });
    const own = await call(app, 'GET', `/sys/annountCement/queryById?id=${id}`, partner);
    expect(own.statusCode).toBe(200);
    expect(body<Item>(own).result.titile).toBe('Partners only');
    expect(body(own).result).not.toHaveProperty('userIds');
    for (const token of [staff, partner2]) {
      const other = await call(app, 'GET', `/sys/annountCement/queryById?id=${id}`, token);
      expect(other.statusCode).toBe(404);
      expect(JSON.stringify(body(other))).not.toContain('Partners only');
    }
    const draft = await addAnnouncement(app, admin, { titile: 'Unpublished draft' });
    expect((await call(app, 'GET', `/sys/annountCement/queryById?id=${draft}`, partner)).statusCode).toBe(
      404,
    );
  });

  it('marks read for the caller only, and the count falls', async () => {
    const id = await publishAnnouncement(app, admin, {
      titile: 'Read me',
      msgCategory: '2',
      msgType: 'ROLE',
      roleIds: roleId('partner'),
    });
    const before = await bell(partner);
    const before2 = await bell(partner2);
    expect(before.sysMsgList.map((i) => i.id)).toContain(id);

    // Another user naming this announcement changes nothing for the recipients.
    await call(app, 'PUT', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', staff, { anntId: id });
    expect((await bell(partner)).sysMsgTotal).toBe(before.sysMsgTotal);

    const res = await call(app, 'PUT', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', partner, {
      anntId: id,
    });
    expect(body(res).success).toBe(true);
    const after = await bell(partner);
    expect(after.sysMsgTotal).toBe(before.sysMsgTotal - 1);
    expect(after.sysMsgList.map((i) => i.id)).not.toContain(id);
    expect((await bell(partner2)).sysMsgTotal).toBe(before2.sysMsgTotal);

    const readers = body<{ username: string; readFlag: string; readTime: string | null }[]>(
      await call(app, 'GET', `/sys/annountCement/readers?id=${id}`, admin),
    ).result;
    expect(readers.map((r) => [r.username, r.readFlag])).toEqual([
      ['partner1', '1'],
      ['partner2', '0'],
    ]);
    expect(readers[0]!.readTime).toMatch(/^\d{4}-/);
    expect(readers[1]!.readTime).toBeNull();

    const missing = await call(app, 'PUT', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', partner, {});
    expect(missing.statusCode).toBe(400);
    expect(body(missing).message).toContain('anntId');
  });

  it('marks everything read with readAll', async () => {
    await publishAnnouncement(app, admin, { titile: 'Everyone A' });
    await publishAnnouncement(app, admin, { titile: 'Everyone B', msgCategory: '2' });
    const staffBefore = await bell(staff);
    expect(staffBefore.anntMsgTotal + staffBefore.sysMsgTotal).toBeGreaterThanOrEqual(2);
    const res = await call(app, 'PUT', '/sys/sysAnnouncementSend/readAll', staff);
    expect(body(res)).toMatchObject({ success: true, message: '全部已读' });
    expect(await bell(staff)).toEqual({ anntMsgList: [], anntMsgTotal: 0, sysMsgList: [], sysMsgTotal: 0 });
    expect((await bell(partner2)).anntMsgTotal).toBeGreaterThan(0);
  });

  it('limits the bell lists to pageSize (default 5) but counts them all', async () => {
    for (let i = 0; i < 6; i += 1)
      await publishAnnouncement(app, admin, { titile: `Batch ${i}`, msgType: 'USER', userIds: [ids.staff] });
    const all = await bell(staff);
    expect(all.anntMsgTotal).toBe(6);
    expect(all.anntMsgList).toHaveLength(5);
    expect(all.anntMsgList.every((i) => /^Batch \d$/.test(i.titile))).toBe(true);
    const two = await bell(staff, '?pageSize=2');
    expect(two.anntMsgList).toHaveLength(2);
    expect(two.anntMsgTotal).toBe(6);
    expect((await call(app, 'GET', '/sys/annountCement/listByUser?pageSize=0', staff)).statusCode).toBe(400);
  });

  it('revoking takes it out of every list; publishing again brings it back', async () => {
    const id = await publishAnnouncement(app, admin, {
      titile: 'Revoke me',
      msgType: 'ROLE',
      roleIds: roleId('partner'),
    });
    expect((await bell(partner)).anntMsgList.map((i) => i.id)).toContain(id);
    const res = await call(app, 'GET', `/sys/annountCement/doReovkeData?id=${id}`, admin);
    expect(body(res)).toMatchObject({ success: true, message: '该系统通知撤销成功' });
    expect((await bell(partner)).anntMsgList.map((i) => i.id)).not.toContain(id);
    const mine = body<Mine>(
      await call(app, 'GET', '/sys/sysAnnouncementSend/getMyAnnouncementSend', partner),
    );
    expect(mine.result.records.map((r) => r.anntId)).not.toContain(id);
    expect((await call(app, 'GET', `/sys/annountCement/queryById?id=${id}`, partner)).statusCode).toBe(404);
    expect((await call(app, 'GET', `/sys/annountCement/doReovkeData?id=${id}`, admin)).statusCode).toBe(400);

    const again = await call(app, 'GET', `/sys/annountCement/doReleaseData?id=${id}`, admin);
    expect(body(again).message).toBe('该系统通知发布成功');
    expect((await bell(partner)).anntMsgList.map((i) => i.id)).toContain(id);
  });

  it("pages and filters the user's own announcements, unread first", async () => {
    const urgent = await publishAnnouncement(app, admin, {
      titile: 'Urgent: certificate expires',
      priority: 'H',
      msgType: 'USER',
      userIds: [ids.partner2],
    });
    const url = '/sys/sysAnnouncementSend/getMyAnnouncementSend';
    const all = body<Mine>(await call(app, 'GET', `${url}?pageNo=1&pageSize=50`, partner2)).result;
    const flags = all.records.map((r) => r.readFlag);
    expect(flags).toEqual([...flags].sort());
    const filtered = body<Mine>(
      await call(app, 'GET', `${url}?readFlag=0&priority=H&msgCategory=1&titile=*EXPIRES*`, partner2),
    ).result;
    expect(filtered.total).toBe(1);
    expect(filtered.records[0]).toMatchObject({
      anntId: urgent,
      titile: 'Urgent: certificate expires',
      priority: 'H',
      priority_dictText: '高',
      readFlag: '0',
      sender: 'admin',
    });
    expect(filtered.records[0]!.id).not.toBe(urgent);
    expect((await call(app, 'GET', `${url}?readFlag=2`, partner2)).statusCode).toBe(400);
    const other = body<Mine>(await call(app, 'GET', `${url}?titile=certificate expires`, staff)).result;
    expect(other.total).toBe(0);
  });

  it('targets departments with their sub-departments', async () => {
    const id = await publishAnnouncement(app, admin, {
      titile: 'Headquarters',
      msgType: 'DEPART',
      departIds: departId('A01'),
    });
    const got = await recipients(id);
    expect(got).toContain(ids.staff);
    expect(got).not.toContain(ids.partner);
    expect(got).not.toContain(ids.partner2);
  });

  it('gives users created later the ALL announcements still valid at their creation', async () => {
    const valid = await publishAnnouncement(app, admin, {
      titile: 'Still valid',
      endTime: '2999-01-01 00:00:00',
    });
    const noEnd = await publishAnnouncement(app, admin, { titile: 'No end time' });
    const newcomer = await createUser(app, {
      username: 'newcomer',
      password: 'Newcomer-pass-1',
      roleCode: 'staff',
    });
    await app.db
      .updateTable('sys_user')
      .set({ create_time: formatDateTime() })
      .where('id', '=', newcomer)
      .execute();
    const token = await loginToken(app, 'newcomer', 'Newcomer-pass-1');
    const got = (await bell(token, '?pageSize=100')).anntMsgList.map((i) => i.id);
    expect(got).toContain(valid);
    expect(got).not.toContain(noEnd);
    const mine = body<Mine>(await call(app, 'GET', '/sys/sysAnnouncementSend/getMyAnnouncementSend', token));
    expect(mine.result.records.filter((r) => r.anntId === valid)).toHaveLength(1);
  });

  it('publishes scheduled drafts once, when their time has come', async () => {
    const due = await addAnnouncement(app, admin, {
      titile: 'Scheduled',
      // Far in the future, so the app's own timer leaves it to this test's clock.
      publishAt: '2999-01-01 08:00:00',
      msgType: 'USER',
      userIds: [ids.staff],
    });
    const later = await addAnnouncement(app, admin, { titile: 'Later', publishAt: '2999-06-01 08:00:00' });
    const now = '2999-01-01 08:00:01';
    const [a, b] = await Promise.all([releaseDue(app.db, now), releaseDue(app.db, now)]);
    const published = [...a!, ...b!].map((d) => d.announcement.id);
    expect(published).toEqual([due]);
    expect([...a!, ...b!][0]).toMatchObject({
      audience: [ids.staff],
      message: { cmd: 'user', msgId: due, msgTxt: 'Scheduled' },
    });
    expect(await releaseDue(app.db, now)).toEqual([]);
    const rows = await app.db
      .selectFrom('sys_announcement')
      .select(['id', 'send_status', 'sender'])
      .where('id', 'in', [due, later])
      .execute();
    expect(Object.fromEntries(rows.map((r) => [r.id, [r.send_status, r.sender]]))).toEqual({
      [due]: ['1', 'admin'],
      [later]: ['0', null],
    });
    expect(await recipients(due)).toEqual([ids.staff]);
  });

  it('never returns script or event handlers from stored content', async () => {
    const id = await publishAnnouncement(app, admin, {
      titile: '<img src=x onerror=alert(1)>Security notice<script>alert(2)</script>',
      msgType: 'USER',
      userIds: [ids.staff],
      msgContent: [
        '<p>Please <a href="javascript:alert(3)">review</a> the policy.</p>',
        '<script>alert(4)</script>',
        '<img src="x" onerror="alert(5)">',
        '<svg onload="alert(6)"><circle r="1"/></svg>',
        '<iframe src="https://evil.example.com/frame"></iframe>',
        '<iframe src="/isps/userAnnouncement"></iframe>',
        '<p style="color:red" onclick="alert(7)">Thanks</p>',
      ].join(''),
    });
    const read = body<Item>(await call(app, 'GET', `/sys/annountCement/queryById?id=${id}`, staff)).result;
    const listed = (await bell(staff, '?pageSize=100')).anntMsgList.find((i) => i.id === id)!;
    for (const item of [read, listed]) {
      expect(item.titile).toBe('Security notice');
      for (const bad of [
        '<script',
        'onerror',
        'onload',
        'onclick',
        'javascript:',
        '<svg',
        'evil.example.com',
      ]) {
        expect(item.msgContent).not.toContain(bad);
      }
      expect(item.msgContent).toContain('<p>Please <a>review</a> the policy.</p>');
      expect(item.msgContent).toContain('<iframe src="/isps/userAnnouncement"></iframe>');
      expect(item.msgContent).toContain('<p style="color:red">Thanks</p>');
    }
  });
});
