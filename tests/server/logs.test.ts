// The system log list (/sys/log/list, the generic list of sys_log): by type, time range and keyword
// (JeecgBoot's keyWord too), delete and batch delete, admin only; failed sign-ins are logged with the
// user agent; /sys/dataLog/queryCompareList returns two versions of one record.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { newId } from '../../server/src/lib/ids.js';
import { opLogRow } from '../../server/src/services/op-log-row.js';
import { ADMIN_PASSWORD, DIALECTS, buildTestApp, closeTestApp, login, loginToken } from './helpers.js';
import { caller, userCaller, type Caller, type Json } from './crud-helpers.js';

type Page = { records: Json[]; total: number };

describe.each(DIALECTS)('system logs (%s)', (dialect) => {
  let app: FastifyInstance;
  let admin: Caller;
  let staff: Caller;
  const list = async (query: string) => {
    const res = await admin.get(`/sys/log/list?${query}`);
    expect(res.statusCode).toBe(200);
    return res.json<{ result: Page }>().result;
  };
  const seed = async (content: string, createTime: string) => {
    const row = {
      ...opLogRow({
        content,
        operateType: 3,
        actor: { username: 'seeded', realname: null },
        ip: '10.0.0.1',
        method: 'POST',
        route: '/api/x/edit',
        path: '/api/x/edit',
        params: '{"a":1}',
        userAgent: 'ua',
        costMs: 5,
        status: 200,
      }),
      create_time: createTime,
    };
    await app.db.insertInto('sys_log').values(row).execute();
    return row.id;
  };

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    admin = caller(app, await loginToken(app, 'admin', ADMIN_PASSWORD));
    staff = await userCaller(app, 'log_staff', 'staff');
  });
  afterAll(() => closeTestApp(app));

  it('logs failed sign-ins with the address and user agent, never the password', async () => {
    await login(app, 'admin', 'Wrong-Passw0rd', { headers: { 'user-agent': 'LogTest/1.0' } });
    const page = await list('logType=1&keyWord=登录失败');
    expect(page.records[0]).toMatchObject({
      logType: 1,
      logType_dictText: '登录日志',
      userid: 'admin',
      userAgent: 'LogTest/1.0',
      logContent: '用户名: admin,登录失败：用户名或密码错误',
    });
    expect(JSON.stringify(page)).not.toContain('Wrong-Passw0rd');
  });

  it('lists by type, time range and keyword, newest first', async () => {
    await seed('编辑工单 alpha', '2026-01-01 08:00:00');
    await seed('编辑工单 beta', '2026-01-02 08:00:00');
    await seed('编辑工单 gamma', '2026-01-03 08:00:00');
    const byRange = await list(
      'logType=2&createTime_begin=2026-01-01&createTime_end=2026-01-02&logContent=*编辑工单*',
    );
    expect(byRange.records.map((r) => r.logContent)).toEqual(['编辑工单 beta', '编辑工单 alpha']);
    expect(byRange.total).toBe(2);
    expect(byRange.records[0]).toMatchObject({ operateType_dictText: '修改', costTime: 5, userAgent: 'ua' });
    // The detail drawer reads one row, with its parameters.
    const id = String(byRange.records[0]!.id);
    const one = await admin.get(`/sys/log/queryById?id=${id}`);
    expect(one.json()).toMatchObject({
      success: true,
      result: { id, requestParam: '{"a":1}', statusCode: 200 },
    });
    const byKeyword = await list('logType=2&keyWord=gamma');
    expect(byKeyword.records.map((r) => r.logContent)).toEqual(['编辑工单 gamma']);
    expect((await list('logType=1&keyWord=gamma')).total).toBe(0);
    const bad = await admin.get('/sys/log/list?logType=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('logType');
  });

  it('deletes one row and a batch, for administrators only', async () => {
    const [a, b, c] = [
      await seed('delete me a', '2026-02-01 08:00:00'),
      await seed('delete me b', '2026-02-01 08:00:01'),
      await seed('delete me c', '2026-02-01 08:00:02'),
    ];
    expect((await staff.get('/sys/log/list')).statusCode).toBe(403);
    expect((await staff.send('DELETE', `/sys/log/delete?id=${a}`)).statusCode).toBe(403);
    expect((await admin.send('DELETE', `/sys/log/delete?id=${a}`)).json()).toMatchObject({ success: true });
    expect((await admin.send('DELETE', `/sys/log/deleteBatch?ids=${b},${c}`)).json()).toMatchObject({
      success: true,
    });
    expect((await list('keyWord=delete me')).total).toBe(0);
  });

  it('compares two versions of one record', async () => {
    const version = async (dataId: string, v: number, content: Json) => {
      const id = newId();
      await sql`insert into sys_data_log (id, data_table, data_id, data_content, data_version, create_by, create_time)
        values (${id}, 'biz_case', ${dataId}, ${JSON.stringify(content)}, ${v}, 'admin', ${`2026-03-0${v} 08:00:00`})`.execute(
        app.db,
      );
      return id;
    };
    const v1 = await version('case1', 1, { title: 'A', status: '1' });
    const v2 = await version('case1', 2, { title: 'B', status: '1' });
    const other = await version('case2', 1, { title: 'C' });
    const res = await admin.get(`/sys/dataLog/queryCompareList?dataId1=${v2}&dataId2=${v1}`);
    const rows = res.json<{ result: Json[] }>().result;
    expect(rows.map((r) => [r.id, r.dataVersion])).toEqual([
      [v2, 2],
      [v1, 1],
    ]);
    expect(JSON.parse(String(rows[0]!.dataContent))).toEqual({ title: 'B', status: '1' });
    const mismatch = await admin.get(`/sys/dataLog/queryCompareList?dataId1=${v1}&dataId2=${other}`);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json<{ message: string }>().message).toContain('dataId2');
    const missing = await admin.get(`/sys/dataLog/queryCompareList?dataId1=${v1}`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ message: string }>().message).toContain('dataId2');
    expect((await admin.get(`/sys/dataLog/queryCompareList?dataId1=${v1}&dataId2=nope`)).statusCode).toBe(
      404,
    );
    expect((await staff.get(`/sys/dataLog/queryCompareList?dataId1=${v1}&dataId2=${v2}`)).statusCode).toBe(
      403,
    );
  });
});
