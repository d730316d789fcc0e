import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DEMO_CASES } from '../../server/src/db/seed/demo-cases.js';
import { ADMIN_PASSWORD, DIALECTS, body, buildTestApp, closeTestApp, loginToken } from './helpers.js';
import { caller, userCaller, type Caller, type Json } from './crud-helpers.js';

interface Page {
  records: Json[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

const newCase = (extra: Json = {}): Json => ({
  title: '测试工单：磁盘告警',
  customerName: '测试客户',
  product: '弹性云主机',
  priority: 'H',
  status: '0',
  caseType: '2',
  description: '磁盘使用率超过阈值',
  ...extra,
});

describe.each(DIALECTS)('model-driven CRUD (%s)', (dialect) => {
  let app: FastifyInstance;
  let admin: Caller;
  const list = async (query: string): Promise<Page> => {
    const res = await admin.get(`/biz/case/list?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return body<Page>(res).result;
  };

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    admin = caller(app, await loginToken(app, 'admin', ADMIN_PASSWORD));
  });
  afterAll(() => closeTestApp(app));

  describe('list conventions', () => {
    it('returns the page object with dictionary and reference labels', async () => {
      const page = await list('pageNo=2&pageSize=5');
      expect(page).toMatchObject({
        total: DEMO_CASES.length,
        size: 5,
        current: 2,
        pages: Math.ceil(DEMO_CASES.length / 5),
      });
      expect(page.records).toHaveLength(5);
      const urgent = (await list('priority=H&status=1&pageSize=50')).records;
      expect(urgent.length).toBeGreaterThan(0);
      for (const r of urgent) {
        expect(r).toMatchObject({
          priority: 'H',
          priority_dictText: '高',
          status_dictText: '处理中',
          assignee_dictText: '管理员',
        });
      }
    });

    it('sorts newest first by default and by any model field on request', async () => {
      const times = (await list('pageSize=50')).records.map((r) => String(r.createTime));
      expect(times).toEqual([...times].sort().reverse());
      const nos = (await list('pageSize=50&column=caseNo&order=asc')).records.map((r) => String(r.caseNo));
      expect(nos).toEqual([...nos].sort());
      const byDict = (await list('pageSize=50&column=priority_dictText&order=desc')).records.map(
        (r) => r.priority,
      );
      expect(byDict).toEqual([...byDict].sort().reverse());
    });

    it('refuses a sort column that is not a model field', async () => {
      for (const column of [
        'nonexistent',
        'case_no',
        'caseNo;drop table biz_case',
        'extractvalue(1,concat(0x7e,user()))',
      ]) {
        const res = await admin.get(`/biz/case/list?column=${encodeURIComponent(column)}`);
        expect(res.statusCode).toBe(400);
        expect(body(res).message).toBe(`请注意，将要排序的列字段不存在：${column.split(',')[0]}`);
      }
    });

    it('infers operators from the value shape', async () => {
      const titles = (q: string) =>
        list(`pageSize=100&${q}`).then((p) => p.records.map((r) => String(r.title)));
      expect(await titles(`title=${encodeURIComponent('*云主机*')}`)).toEqual(
        expect.arrayContaining(['云主机重启后无法通过SSH登录', '申请提升云主机配额']),
      );
      for (const t of await titles(`title=${encodeURIComponent('*云主机*')}`)) expect(t).toContain('云主机');
      for (const t of await titles(`title=${encodeURIComponent('申请*')}`))
        expect(t.startsWith('申请')).toBe(true);
      for (const t of await titles(`title=${encodeURIComponent('*咨询')}`))
        expect(t.endsWith('咨询')).toBe(true);
      // % and _ are literal inside a wildcard search.
      expect(await titles(`title=${encodeURIComponent('*%*')}`)).toEqual([]);
      expect(await titles(`title=${encodeURIComponent('*_*')}`)).toEqual([]);
      const statuses = (q: string) =>
        list(`pageSize=100&${q}`).then((p) => new Set(p.records.map((r) => r.status)));
      expect(await statuses('status=1,2')).toEqual(new Set(['1', '2']));
      expect((await statuses('status=!4')).has('4')).toBe(false);
      const exact = await list(`customerName=${encodeURIComponent('瑞丰银行科技部')}&pageSize=100`);
      expect(exact.total).toBe(DEMO_CASES.filter((c) => c.customerName === '瑞丰银行科技部').length);
    });

    it('applies _begin/_end ranges and treats a bare date as the whole day', async () => {
      const all = (await list('pageSize=100')).records;
      const day = String(all[all.length - 1]!.createTime).slice(0, 10);
      const onDay = await list(`pageSize=100&createTime_begin=${day}&createTime_end=${day}`);
      expect(onDay.total).toBe(all.filter((r) => String(r.createTime).startsWith(day)).length);
      expect(onDay.total).toBeGreaterThan(0);
    });

    it('applies superQueryParams with and/or', async () => {
      const rules = [
        { field: 'priority', rule: 'eq', val: 'H' },
        { field: 'status', rule: 'in', val: '3,4' },
      ];
      const q = (match: string) =>
        `pageSize=100&superQueryMatchType=${match}&superQueryParams=${encodeURIComponent(JSON.stringify(rules))}`;
      const and = await list(q('and'));
      for (const r of and.records)
        expect(r.priority === 'H' && ['3', '4'].includes(String(r.status))).toBe(true);
      const or = await list(q('or'));
      for (const r of or.records)
        expect(r.priority === 'H' || ['3', '4'].includes(String(r.status))).toBe(true);
      expect(or.total).toBeGreaterThan(and.total);
      const bad = await admin.get(
        `/biz/case/list?superQueryParams=${encodeURIComponent(JSON.stringify([{ field: 'title) or (1=1', rule: 'eq', val: 'x' }]))}`,
      );
      expect(bad.statusCode).toBe(400);
      expect(body(bad).message).toBe('superQueryParams: 格式不正确');
    });

    it('names bad paging and typed filter values', async () => {
      const page = await admin.get('/biz/case/list?pageSize=0');
      expect(page.statusCode).toBe(400);
      expect(body(page).message).toBe('pageSize: 必须是正整数');
      const typed = await admin.get('/sys/dictItem/list?sortOrder=abc', 'en-US');
      expect(typed.statusCode).toBe(400);
      expect(body(typed).message).toBe('sortOrder has the wrong type');
    });
  });

  describe('writes', () => {
    it('adds a record with a serial number, audit columns and a data-log version', async () => {
      const res = await admin.send('POST', '/biz/case/add', newCase());
      expect(res.statusCode, res.body).toBe(200);
      const saved = body<Json>(res);
      expect(saved.message).toBe('添加成功！');
      expect(saved.result).toMatchObject({ title: '测试工单：磁盘告警', status: '0', createBy: 'admin' });
      expect(String((saved.result as Json).caseNo)).toMatch(/^CS\d{8}\d{4}$/);
      const id = String((saved.result as Json).id);
      const edit = await admin.send('PUT', '/biz/case/edit', {
        id,
        status: '1',
        title: '测试工单：磁盘告警（处理中）',
      });
      expect(body(edit)).toMatchObject({ success: true, message: '编辑成功!' });
      const read = body<Json>(await admin.get(`/biz/case/queryById?id=${id}`)).result;
      expect(read).toMatchObject({ status: '1', status_dictText: '处理中', updateBy: 'admin' });
      const versions = body<Json[]>(
        await admin.get(`/sys/dataLog/queryDataVerList?dataTable=biz_case&dataId=${id}`),
      );
      expect(versions.result.map((v) => v.dataVersion)).toEqual([2, 1]);
      expect(JSON.parse(String(versions.result[0]!.dataContent))).toMatchObject({ id, status: '1' });
      expect(versions.result[0]).toMatchObject({ dataTable: 'biz_case', dataId: id, createBy: 'admin' });
    });

    it('refuses a bad write naming every bad field, and writes nothing', async () => {
      const before = (await list('pageSize=1')).total;
      const res = await admin.send('POST', '/biz/case/add', {
        title: 'ab',
        customerName: '',
        product: '弹性云主机',
        priority: 'X',
        status: '0',
        caseType: '2',
        description: 'x',
        contactEmail: 'not-an-email',
        assignee: 'no-such-user',
        severity: 'high',
      });
      expect(res.statusCode).toBe(400);
      const env = body<{ errors: { field: string; message: string }[] }>(res);
      expect(env.result.errors.map((e) => e.field).sort()).toEqual([
        'contactEmail',
        'customerName',
        'severity',
        'title',
      ]);
      expect(env.message).toContain('title: 长度不能少于4');
      expect(env.message).toContain('customerName: 必填');
      expect(env.message).toContain('contactEmail: 格式不正确');
      expect(env.message).toContain('severity: 未知字段');
      // Database checks run once the shape is right; they name their fields too.
      const db = await admin.send(
        'POST',
        '/biz/case/add',
        newCase({ priority: 'X', assignee: 'no-such-user' }),
        'en-US',
      );
      expect(db.statusCode).toBe(400);
      expect(body(db).message).toBe(
        'priority is not a value of dictionary "priority"; assignee refers to a record that does not exist',
      );
      expect((await list('pageSize=1')).total).toBe(before);
    });

    it('refuses duplicates of unique fields and of composite keys', async () => {
      const add = (code: string) =>
        admin.send('POST', '/sys/position/add', { code, name: '技术经理', postRank: '3' });
      expect(body(await add('techLead')).success).toBe(true);
      const dup = await add('techLead');
      expect(dup.statusCode).toBe(400);
      expect(body(dup).message).toBe('code: 该值不可用，系统中已存在！');
      const dict = body<Page>(await admin.get('/sys/dict/list?dictCode=priority')).result.records[0]!;
      const item = await admin.send('POST', '/sys/dictItem/add', {
        dictId: dict.id,
        itemText: '重复',
        itemValue: 'H',
      });
      expect(item.statusCode).toBe(400);
      expect(body(item).message).toBe('itemValue: 该值不可用，系统中已存在！');
    });

    it('evicts the dictionary cache when dictionary items change', async () => {
      const dict = body<Page>(await admin.get('/sys/dict/list?dictCode=priority')).result.records[0]!;
      expect((await admin.send('POST', '/biz/case/add', newCase({ priority: 'U' }))).statusCode).toBe(400);
      const item = await admin.send('POST', '/sys/dictItem/add', {
        dictId: dict.id,
        itemText: '紧急',
        itemValue: 'U',
        sortOrder: 4,
      });
      expect(body(item).success).toBe(true);
      const res = await admin.send('POST', '/biz/case/add', newCase({ priority: 'U' }));
      expect(body<Json>(res).result).toMatchObject({ priority: 'U' });
      const refreshed = await admin.get('/sys/dict/refleshCache');
      expect(body(refreshed)).toMatchObject({ success: true, message: '刷新缓存完成！' });
    });

    it('soft-deletes where the model says so and hides deleted rows everywhere', async () => {
      const ids = (await list('pageSize=3&column=caseNo&order=asc')).records.map((r) => String(r.id));
      const before = (await list('pageSize=1')).total;
      expect(body(await admin.send('DELETE', `/biz/case/delete?id=${ids[0]}`))).toMatchObject({
        message: '删除成功!',
      });
      expect(
        body(await admin.send('DELETE', `/biz/case/deleteBatch?ids=${ids[1]},${ids[2]},`)),
      ).toMatchObject({
        message: '批量删除成功!',
      });
      expect((await list('pageSize=1')).total).toBe(before - 3);
      expect(body(await admin.get(`/biz/case/queryById?id=${ids[0]}`))).toMatchObject({
        success: false,
        message: '未找到对应实体',
      });
      const rows = await app.db
        .selectFrom('biz_case' as never)
        .select(['del_flag' as never])
        .where('id' as never, 'in', ids as never)
        .execute();
      expect(rows.map((r) => Number((r as { del_flag: number }).del_flag))).toEqual([1, 1, 1]);
      // Positions are deleted for real.
      const pos = body<Page>(await admin.get('/sys/position/list?code=techLead')).result.records[0]!;
      await admin.send('DELETE', `/sys/position/delete?id=${pos.id}`);
      const gone = await app.db
        .selectFrom('sys_position' as never)
        .selectAll()
        .where('id' as never, '=', pos.id as never)
        .execute();
      expect(gone).toEqual([]);
    });
  });

  describe('permissions', () => {
    it('lets a partner list cases and open one, but not manage dictionaries or edit cases', async () => {
      const partner = await userCaller(app, 'partner_crud', 'partner');
      expect((await partner.get('/biz/case/list')).statusCode).toBe(200);
      const dictAdd = await partner.send('POST', '/sys/dict/add', {
        dictName: '测试',
        dictCode: 'partner_test',
      });
      expect(dictAdd.statusCode).toBe(403);
      expect(body(dictAdd)).toMatchObject({
        success: false,
        code: 403,
        message: '没有权限，请联系管理员授权',
      });
      expect((await partner.get('/sys/dict/list')).statusCode).toBe(403);
      expect((await partner.send('PUT', '/biz/case/edit', { id: 'x', title: '越权修改' })).statusCode).toBe(
        403,
      );
      expect((await partner.get('/biz/case/exportXls')).statusCode).toBe(403);
      expect((await partner.send('POST', '/biz/case/add', newCase())).statusCode).toBe(200);
    });

    it('gives staff the case buttons the seed grants, and no system pages', async () => {
      const staff = await userCaller(app, 'staff_crud', 'staff');
      expect((await staff.get('/biz/case/list')).statusCode).toBe(200);
      expect((await staff.get('/biz/case/exportXls')).statusCode).toBe(200);
      expect((await staff.get('/sys/position/list')).statusCode).toBe(403);
      expect((await staff.send('DELETE', '/sys/checkRule/delete?id=x')).statusCode).toBe(403);
    });

    it('requires a token on every generated route', async () => {
      for (const [method, url] of [
        ['GET', '/api/biz/case/list'],
        ['POST', '/api/biz/case/add'],
        ['PUT', '/api/sys/dict/edit'],
        ['DELETE', '/api/sys/position/deleteBatch?ids=a'],
        ['GET', '/api/sys/duplicate/check'],
      ] as const) {
        expect((await app.inject({ method, url })).statusCode).toBe(401);
      }
    });
  });
});
