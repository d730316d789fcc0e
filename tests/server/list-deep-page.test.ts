// Deep list pages (offset ≥ DEFERRED_OFFSET) are read in two steps: the page's keys, then its rows.
// They must be the same rows in the same order as one query would give, soft-deleted rows left out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DEFERRED_OFFSET } from '../../server/src/crud/list.js';
import { Scope } from '../../server/src/crud/scope.js';
import { ADMIN_PASSWORD, DIALECTS, body, buildTestApp, closeTestApp, loginToken } from './helpers.js';
import { caller, type Caller, type Json } from './crud-helpers.js';

// Half of them match the filter, and a fifth of those are deleted: still past the two-step offset.
const ROWS = 3 * DEFERRED_OFFSET;

describe.each(DIALECTS)('deep list pages (%s)', (dialect) => {
  let app: FastifyInstance;
  let admin: Caller;
  const page = async (query: string) => {
    const res = await admin.get(`/biz/case/list?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return body<{ records: Json[]; total: number }>(res).result;
  };

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    admin = caller(app, await loginToken(app, 'admin', ADMIN_PASSWORD));
    // Many rows share a create_time, so the primary key decides their order; every 10th is deleted.
    const rows = Array.from({ length: ROWS }, (_, i) => ({
      id: `deep${String(i).padStart(6, '0')}`,
      case_no: `DP${String(i).padStart(6, '0')}`,
      title: `Deep page case ${i}`,
      customer_name: 'c',
      product: 'p',
      priority: 'M',
      status: i % 2 === 0 ? '4' : '3',
      case_type: '1',
      description: 'd',
      create_time: `2020-01-01 00:00:${String(i % 60).padStart(2, '0')}`,
      del_flag: i % 10 === 0 ? 1 : 0,
    }));
    for (let i = 0; i < rows.length; i += 200) {
      await Scope.system(app.models, app.models.models.get('biz_case')!)
        .insert()
        .values(rows.slice(i, i + 200))
        .execute();
    }
  });
  afterAll(() => closeTestApp(app));

  it('returns the rows one query would, in order, on pages past the two-step offset', async () => {
    for (const order of ['desc', 'asc']) {
      const filter = `title=Deep*&status=4&column=createTime&order=${order}`;
      const expected: unknown[] = [];
      for (let n = 1; ; n += 1) {
        const { records, total } = await page(`${filter}&pageSize=1000&pageNo=${n}`);
        expected.push(...records.map((r) => r.id));
        if (expected.length >= total || records.length === 0) break;
      }
      expect(expected.length).toBeGreaterThan(DEFERRED_OFFSET + 20);
      const pageSize = 7;
      const pageNo = Math.floor(DEFERRED_OFFSET / 2 / pageSize); // offset < DEFERRED_OFFSET
      const deepNo = Math.ceil(DEFERRED_OFFSET / pageSize) + 1; // offset ≥ DEFERRED_OFFSET
      for (const n of [pageNo, deepNo]) {
        const got = await page(`${filter}&pageSize=${pageSize}&pageNo=${n}`);
        expect(got.records).toHaveLength(pageSize);
        expect(got.records.map((r) => r.id)).toEqual(expected.slice((n - 1) * pageSize, n * pageSize));
        // Both steps read the list's columns only (x-inList: false left out, records.ts).
        expect(got.records[0]).not.toHaveProperty('description');
      }
    }
  });
});
