// GET {x-api}/aggregate (schemas/api/dashboard.ts, issue 14 "Dashboards"): group counts and measures over
// exactly the rows the list shows (its filters, the caller's data rules), labelled as lists label them,
// date buckets with zeros for empty days, age buckets, series; 403 without the list code; 400 naming
// the parameter for bad input.
import { describe, expect, it } from 'vitest';
import type { AggregatePoint, AggregateResult } from '../../schemas/api/dashboard.js';
import { formatDateTime } from '../../server/src/lib/time.js';
import { suiteWithRoles, type Caller, type Json } from './crud-helpers.js';
import { DIALECTS, body } from './helpers.js';

interface Page {
  records: Json[];
  total: number;
}

/** 'YYYY-MM-DD' of the local day `offset` days from today. */
function day(offset: number): string {
  const now = new Date();
  return formatDateTime(new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset)).slice(0, 10);
}

const MARK = 'AGGMARK';
const CASES: [priority: string, status: string, expectedOffset: number][] = [
  ['H', '0', 0],
  ['H', '1', 0],
  ['M', '1', -2],
  ['L', '0', -5],
  ['L', '3', -40],
];

const simple = (points: AggregatePoint[]) => points.map((p) => [p.key, p.name, p.value]);

describe.each(DIALECTS)('GET {x-api}/aggregate (%s)', (dialect) => {
  const suite = suiteWithRoles(dialect, 'agg');
  const { admin, partner } = suite;

  const aggregate = async (as: Caller, url: string, lang?: string): Promise<AggregateResult> => {
    const res = await as.get(url, lang);
    expect(res.statusCode, res.body).toBe(200);
    return body<AggregateResult>(res).result;
  };
  const refused = async (query: string): Promise<string> => {
    const res = await admin.get(`/biz/case/aggregate?${query}`);
    expect(res.statusCode, `${query}: ${res.body}`).toBe(400);
    return body(res).message;
  };
  const addCase = async (priority: string, status: string, offset: number) => {
    const res = await admin.send('POST', '/biz/case/add', {
      title: `${MARK} ${dialect} ${priority}${status}`,
      customerName: '统计客户',
      product: '弹性云主机',
      priority,
      status,
      caseType: '2',
      description: '统计用工单',
      expectedDate: day(offset),
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('counts by a dictionary field with its labels, in both languages', async () => {
    for (const [priority, status, offset] of CASES) await addCase(priority, status, offset);
    const zh = await aggregate(admin, `/biz/case/aggregate?groupBy=priority&title=*${MARK}*`);
    // By value, ties by key.
    expect(simple(zh.points)).toEqual([
      ['H', '高', 2],
      ['L', '低', 2],
      ['M', '中', 1],
    ]);
    expect(zh.total).toBe(5);
    const en = await aggregate(
      admin,
      `/biz/case/aggregate?groupBy=priority&sort=key&title=*${MARK}*`,
      'en-US',
    );
    expect(simple(en.points)).toEqual([
      ['H', 'High', 2],
      ['L', 'Low', 2],
      ['M', 'Medium', 1],
    ]);
  });

  it('labels references and answers one point without groupBy', async () => {
    const all = await aggregate(admin, '/biz/case/aggregate');
    const list = body<Page>(await admin.get('/biz/case/list?pageSize=1')).result;
    expect(all.points).toEqual([{ key: null, name: '', value: list.total }]);
    expect(all.total).toBe(list.total);
    const byAssignee = await aggregate(admin, '/biz/case/aggregate?groupBy=assignee');
    const unassigned = byAssignee.points.find((p) => p.key === null);
    expect(unassigned?.name).toBe('');
    expect(byAssignee.points.some((p) => p.name === '管理员')).toBe(true);
    expect(byAssignee.points.reduce((n, p) => n + p.value, 0)).toBe(list.total);
  });

  it('buckets a date by day over the last N days, empty days as 0, oldest first', async () => {
    const result = await aggregate(
      admin,
      `/biz/case/aggregate?groupBy=expectedDate&bucket=day&days=7&title=*${MARK}*`,
    );
    expect(simple(result.points)).toEqual(
      [-6, -5, -4, -3, -2, -1, 0].map((d) => [day(d), day(d), { [-5]: 1, [-2]: 1, 0: 2 }[d] ?? 0]),
    );
    expect(result.total).toBe(4);
    const months = await aggregate(
      admin,
      `/biz/case/aggregate?groupBy=expectedDate&bucket=month&days=60&title=*${MARK}*`,
    );
    expect(months.points.every((p) => /^\d{4}-\d{2}-01$/.test(p.key!))).toBe(true);
    expect(months.points.reduce((n, p) => n + p.value, 0)).toBe(5);
    const weeks = await aggregate(
      admin,
      `/biz/case/aggregate?groupBy=expectedDate&bucket=week&title=*${MARK}*`,
    );
    for (const p of weeks.points) expect(new Date(`${p.key}T00:00:00`).getDay()).toBe(1);
    expect(weeks.total).toBe(5);
  });

  it('buckets a date by age relative to now, in age order', async () => {
    const result = await aggregate(
      admin,
      `/biz/case/aggregate?groupBy=expectedDate&bucket=age&sort=key&title=*${MARK}*`,
    );
    expect(simple(result.points)).toEqual([
      ['0-1', '0-1', 2],
      ['1-3', '1-3', 1],
      ['3-7', '3-7', 1],
      ['30+', '30+', 1],
    ]);
    const created = await aggregate(
      admin,
      `/biz/case/aggregate?groupBy=createTime&bucket=age&title=*${MARK}*`,
    );
    expect(simple(created.points)).toEqual([['0-1', '0-1', 5]]);
  });

  it('splits groups by a series with its labels', async () => {
    const result = await aggregate(
      admin,
      `/biz/case/aggregate?groupBy=priority&seriesBy=status&sort=key&title=*${MARK}*`,
    );
    expect(result.points.map((p) => [p.key, p.series, p.seriesName, p.value])).toEqual([
      ['H', '0', '新建', 1],
      ['H', '1', '处理中', 1],
      ['L', '0', '新建', 1],
      ['L', '3', '已解决', 1],
      ['M', '1', '处理中', 1],
    ]);
    expect(result.total).toBe(5);
  });

  it('sums a numeric field, the total over every group', async () => {
    const list = body<Page>(await admin.get('/biz/project/list?pageSize=1000')).result;
    const byStage = new Map<string, number>();
    for (const r of list.records)
      byStage.set(String(r.stage), (byStage.get(String(r.stage)) ?? 0) + Number(r.amount ?? 0));
    const result = await aggregate(admin, '/biz/project/aggregate?groupBy=stage&measure=sum:amount');
    expect(new Map(result.points.map((p) => [p.key, p.value]))).toEqual(byStage);
    expect(result.total).toBeCloseTo([...byStage.values()].reduce((a, b) => a + b, 0));
    const max = await aggregate(admin, '/biz/project/aggregate?measure=max:amount');
    expect(max.total).toBe(Math.max(...list.records.map((r) => Number(r.amount ?? 0))));
  });

  it('applies the list filters: the same total as the list with the same filters', async () => {
    const queries = [
      'priority=H',
      'status=0,1',
      `title=*${MARK}*&priority=!L`,
      `expectedDate_begin=${day(-3)}&expectedDate_end=${day(0)}`,
      `superQueryParams=${encodeURIComponent(JSON.stringify([{ field: 'priority', rule: 'eq', val: 'M' }]))}`,
    ];
    for (const q of queries) {
      const list = body<Page>(await admin.get(`/biz/case/list?${q}`)).result;
      const result = await aggregate(admin, `/biz/case/aggregate?groupBy=status&${q}`);
      expect(result.total, q).toBe(list.total);
      expect(
        result.points.reduce((n, p) => n + p.value, 0),
        q,
      ).toBe(list.total);
    }
  });

  it('counts only what a partner user’s data rules show it', async () => {
    const own = body<Page>(await partner.get('/biz/project/list?pageSize=1000')).result;
    const all = body<Page>(await admin.get('/biz/project/list?pageSize=1')).result;
    expect(own.total).toBeGreaterThan(0);
    expect(own.total).toBeLessThan(all.total);
    const result = await aggregate(partner, '/biz/project/aggregate?groupBy=orgCode');
    expect(simple(result.points)).toEqual([['A02A01', 'A02A01', own.total]]);
    expect(result.total).toBe(own.total);
  });

  it('answers beside hand-routed writes too: certificates by status', async () => {
    const list = body<Page>(await admin.get('/biz/salesCertificate/list?pageSize=1')).result;
    const result = await aggregate(admin, '/biz/salesCertificate/aggregate?groupBy=status', 'en-US');
    expect(result.total).toBe(list.total);
    expect(result.points.every((p) => p.name !== '' && p.name !== p.key)).toBe(true);
  });

  it('refuses callers without the list code', async () => {
    expect((await partner.get('/biz/project/list')).statusCode).toBe(200);
    const logs = await partner.get('/sys/log/list');
    expect(logs.statusCode).toBe(403);
    expect((await partner.get('/sys/log/aggregate?groupBy=logType')).statusCode).toBe(403);
    const anonymous = await suite.app.inject({ method: 'GET', url: '/api/biz/case/aggregate' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers bad parameters with a 400 naming the parameter', async () => {
    expect(await refused('groupBy=nope')).toContain('groupBy');
    expect(await refused('groupBy=description')).toContain('groupBy');
    expect(await refused('groupBy=contacts')).toContain('groupBy');
    expect(await refused('groupBy=priority&bucket=day')).toContain('bucket');
    expect(await refused('groupBy=expectedDate')).toContain('bucket');
    expect(await refused('groupBy=expectedDate&bucket=year')).toContain('bucket');
    expect(await refused('groupBy=priority&seriesBy=nope')).toContain('seriesBy');
    expect(await refused('seriesBy=priority')).toContain('seriesBy');
    const secret = await admin.get('/sys/dataSource/aggregate?groupBy=dbPassword');
    expect(secret.statusCode).toBe(400);
    expect(body(secret).message).toContain('groupBy');
    for (const measure of ['median', 'sum:title', 'avg:nope', 'sum:', 'count:priority']) {
      expect(await refused(`groupBy=priority&measure=${measure}`)).toContain('measure');
    }
    for (const days of ['0', '1000', 'Infinity', '1e400', '-1', '2.5', 'x']) {
      expect(await refused(`groupBy=expectedDate&bucket=day&days=${days}`)).toContain('days');
    }
    expect(await refused('groupBy=priority&days=7')).toContain('days');
    for (const limit of ['0', '101', 'NaN'])
      expect(await refused(`groupBy=priority&limit=${limit}`)).toContain('limit');
    expect(await refused('groupBy=priority&sort=random')).toContain('sort');
  });

  it('limits the groups and changes its counts with a new record', async () => {
    const top = await aggregate(admin, `/biz/case/aggregate?groupBy=priority&limit=1&title=*${MARK}*`);
    expect(top.points).toHaveLength(1);
    expect(top.total).toBe(5);
    await addCase('M', '0', 0);
    const after = await aggregate(admin, `/biz/case/aggregate?groupBy=priority&sort=key&title=*${MARK}*`);
    expect(simple(after.points)).toEqual([
      ['H', '高', 2],
      ['L', '低', 2],
      ['M', '中', 2],
    ]);
    const today = await aggregate(
      admin,
      `/biz/case/aggregate?groupBy=expectedDate&bucket=day&days=1&title=*${MARK}*`,
    );
    expect(simple(today.points)).toEqual([[day(0), day(0), 3]]);
  });
});
