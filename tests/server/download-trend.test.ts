// GET /sys/file/downloadTrend: downloads per day over the last N days in the aggregate shape, empty days
// as 0; only categories the caller may list, a partner only its organisation's downloads; bad days or
// category a 400 naming it.
import { describe, expect, it } from 'vitest';
import type { AggregateResult } from '../../schemas/api/dashboard.js';
import { formatDateTime } from '../../server/src/lib/time.js';
import { suiteWithRoles, type Caller, type Json } from './crud-helpers.js';
import { DIALECTS, body } from './helpers.js';

function day(offset: number): string {
  const now = new Date();
  return formatDateTime(new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset)).slice(0, 10);
}

describe.each(DIALECTS)('GET /sys/file/downloadTrend (%s)', (dialect) => {
  const suite = suiteWithRoles(dialect, 'trend');
  const { admin, partner } = suite;

  const trend = async (as: Caller, query = 'days=7'): Promise<AggregateResult> => {
    const res = await as.get(`/sys/file/downloadTrend?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return body<AggregateResult>(res).result;
  };
  const today = async (as: Caller) => (await trend(as)).points.at(-1)!.value;

  it('counts downloads per day, oldest first with empty days as 0, a partner only its own', async () => {
    const before = await trend(admin);
    expect(before.points.map((p) => p.key)).toEqual([-6, -5, -4, -3, -2, -1, 0].map(day));
    expect(before.points.map((p) => p.name)).toEqual(before.points.map((p) => p.key));
    expect(before.total).toBe(before.points.reduce((n, p) => n + p.value, 0));
    const partnerBefore = await today(partner);

    const files = body<{ records: Json[] }>(await partner.get('/sys/file/list?category=download&pageSize=1'))
      .result.records;
    const id = String(files[0]!.id);
    expect((await admin.get(`/sys/file/download/${id}`)).statusCode).toBe(200);
    expect(await today(partner)).toBe(partnerBefore);
    expect((await partner.get(`/sys/file/download/${id}`)).statusCode).toBe(200);

    expect(await today(admin)).toBe(before.points.at(-1)!.value + 2);
    expect(await today(partner)).toBe(partnerBefore + 1);
    const own = await trend(partner, 'days=30');
    expect(own.points).toHaveLength(30);
    expect(own.total).toBeLessThan((await trend(admin, 'days=30')).total);
    expect((await trend(admin, 'days=1&category=download')).points.map((p) => p.key)).toEqual([day(0)]);
  });

  it('refuses categories the caller may not list, and bad days or category naming them', async () => {
    expect((await partner.get('/sys/file/downloadTrend?category=general')).statusCode).toBe(403);
    for (const days of ['0', '367', 'Infinity', '1e400', '-3']) {
      const res = await admin.get(`/sys/file/downloadTrend?days=${days}`);
      expect(res.statusCode, days).toBe(400);
      expect(body(res).message).toContain('days');
    }
    const bad = await admin.get('/sys/file/downloadTrend?category=nope');
    expect(bad.statusCode).toBe(400);
    expect(body(bad).message).toContain('category');
  });
});
