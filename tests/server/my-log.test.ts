// GET /sys/log/mine (schemas/api/my-log.ts): any signed-in user reads its own recent operations, newest
// first, with the operation type's text; never another user's; `limit` 1..50, else a 400 naming it.
import { describe, expect, it } from 'vitest';
import type { MyLogEntry } from '../../schemas/api/my-log.js';
import { suiteWithRoles } from './crud-helpers.js';
import { DIALECTS, body } from './helpers.js';

describe.each(DIALECTS)('GET /sys/log/mine (%s)', (dialect) => {
  const suite = suiteWithRoles(dialect, 'mylog');
  const { admin, staff, partner } = suite;

  it('answers the caller’s own operations only, newest first, labelled', async () => {
    const add = await admin.send('POST', '/biz/case/add', {
      title: 'mine 测试',
      customerName: '客户',
      product: '弹性云主机',
      priority: 'L',
      status: '0',
      caseType: '2',
      description: '最近操作',
    });
    expect(add.statusCode, add.body).toBe(200);
    await staff.send('PUT', '/sys/sysAnnouncementSend/readAll');
    await suite.app.opLog.flush();

    const mine = await admin.get('/sys/log/mine?limit=5', 'en-US');
    expect(mine.statusCode, mine.body).toBe(200);
    const entries = body<MyLogEntry[]>(mine).result;
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.length).toBeLessThanOrEqual(5);
    expect(entries[0]).toMatchObject({
      requestType: 'POST',
      requestUrl: '/api/biz/case/add',
      statusCode: 200,
    });
    expect(entries.some((e) => e.requestUrl === '/api/sys/sysAnnouncementSend/readAll')).toBe(false);
    const times = entries.map((e) => e.createTime);
    expect([...times].sort().reverse()).toEqual(times);

    const staffs = body<MyLogEntry[]>(await staff.get('/sys/log/mine')).result;
    expect(staffs.map((e) => e.requestUrl)).toContain('/api/sys/sysAnnouncementSend/readAll');
    expect(staffs.some((e) => e.requestUrl === '/api/biz/case/add')).toBe(false);
    expect(body<MyLogEntry[]>(await partner.get('/sys/log/mine')).result).toEqual([]);
  });

  it('labels the operation type in the caller’s language', async () => {
    for (const [lang, text] of [
      ['en-US', 'Add'],
      ['zh-CN', '添加'],
    ]) {
      const entries = body<MyLogEntry[]>(await admin.get('/sys/log/mine?limit=50', lang)).result;
      expect(entries.find((e) => e.requestUrl === '/api/biz/case/add')).toMatchObject({
        operateType: 2,
        operateType_dictText: text,
      });
    }
  });

  it('refuses a limit outside 1..50 naming it, and callers without a session', async () => {
    for (const limit of ['0', '51', 'Infinity', '1e400', 'x']) {
      const res = await admin.get(`/sys/log/mine?limit=${limit}`);
      expect(res.statusCode, limit).toBe(400);
      expect(body(res).message).toContain('limit');
    }
    const anonymous = await suite.app.inject({ method: 'GET', url: '/api/sys/log/mine' });
    expect(anonymous.statusCode).toBe(401);
  });
});
