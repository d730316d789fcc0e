// Deep pages seek from a remembered sort key (crud/offset-anchors.ts, crud/deep-page.ts): they must be
// the rows the plain offset query gives, with ties on the sort column, NULL sort values, both
// directions, and after writes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { DEFERRED_OFFSET } from '../../server/src/crud/list.js';
import { OffsetAnchors } from '../../server/src/crud/offset-anchors.js';
import { Scope } from '../../server/src/crud/scope.js';
import { ADMIN_PASSWORD, DIALECTS, body, buildTestApp, closeTestApp, loginToken } from './helpers.js';
import { caller, type Caller, type Json } from './crud-helpers.js';

const ROWS = 4000;
const SIZE = 7;

describe('offset anchors', () => {
  it('finds the nearest anchor at or before an offset, forgets on invalidation and after the ttl', () => {
    let now = 1_000;
    const anchors = new OffsetAnchors({ ttlMs: 50 });
    const realNow = Date.now;
    Date.now = () => now;
    try {
      anchors.remember('t', 'q', anchors.generation('t'), { offset: 2000, key: ['b', 2] });
      anchors.remember('t', 'q', anchors.generation('t'), { offset: 1000, key: ['a', 1] });
      expect(anchors.nearest('t', 'q', 999)).toBeUndefined();
      expect(anchors.nearest('t', 'q', 1500)).toEqual({ offset: 1000, key: ['a', 1] });
      expect(anchors.nearest('t', 'q', 2000)?.offset).toBe(2000);
      expect(anchors.nearest('t', 'other', 2000)).toBeUndefined();
      // A read that started before a write leaves no anchor.
      const before = anchors.generation('t');
      anchors.invalidate('t');
      anchors.remember('t', 'q', before, { offset: 1000, key: ['a', 1] });
      expect(anchors.nearest('t', 'q', 1500)).toBeUndefined();
      anchors.remember('t', 'q', anchors.generation('t'), { offset: 1000, key: ['a', 1] });
      now += 50;
      expect(anchors.nearest('t', 'q', 1500)).toBeUndefined();
    } finally {
      Date.now = realNow;
    }
  });
});

describe.each(DIALECTS)('deep pages from anchors (%s)', (dialect) => {
  let app: FastifyInstance;
  let admin: Caller;
  const seeks: string[] = [];
  const page = async (order: string, pageNo: number) => {
    const res = await admin.get(
      `/biz/case/list?title=Anchor*&status=4&column=createTime&order=${order}&pageSize=${SIZE}&pageNo=${pageNo}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return body<{ records: Json[] }>(res).result.records.map((r) => r.id);
  };
  /** Every matching id in order, by the plain query the offset read stands for. */
  const expected = async (order: 'asc' | 'desc') => {
    const dir = sql.raw(order);
    const { rows } = await sql<{ id: string }>`select id from biz_case where del_flag = 0 and status = '4'
      and title like 'Anchor%' order by create_time ${dir}, id ${dir}`.execute(app.models.db);
    return rows.map((r) => r.id);
  };

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    admin = caller(app, await loginToken(app, 'admin', ADMIN_PASSWORD));
    // Seeks show as a row comparison in the SQL the list runs.
    const registry = app.models as unknown as { readArrays: (q: { sql: string }) => Promise<unknown[][]> };
    const read = registry.readArrays;
    Object.defineProperty(registry, 'readArrays', {
      value: (q: { sql: string }) => {
        if (/\) (<=|>=) \(/.test(q.sql)) seeks.push(q.sql);
        return read(q);
      },
    });
    // Runs of 40 rows share a create_time (the primary key orders them), every 13th has none, every
    // 10th is deleted, a quarter do not match.
    const rows = Array.from({ length: ROWS }, (_, i) => ({
      id: `anc${String((i * 7919) % ROWS).padStart(6, '0')}`,
      case_no: `AN${String(i).padStart(6, '0')}`,
      title: `Anchor case ${i}`,
      customer_name: 'c',
      product: 'p',
      priority: 'M',
      status: i % 4 === 0 ? '3' : '4',
      case_type: '1',
      description: 'd',
      create_time:
        i % 13 === 0 ? null : `2020-01-01 00:${String(Math.floor(i / 40) % 60).padStart(2, '0')}:00`,
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

  it.each(['desc', 'asc'] as const)(
    'gives the offset query’s rows, %s, from anchors below and at the page',
    async (order) => {
      const all = await expected(order);
      const lastNo = Math.ceil(all.length / SIZE);
      const first = Math.ceil(DEFERRED_OFFSET / SIZE) + 1;
      expect((first - 1) * SIZE).toBeGreaterThanOrEqual(DEFERRED_OFFSET);
      seeks.length = 0;
      // First visits, next pages, jumps forward and back, the same page again, and the last pages (NULL
      // sort values are there on one database or the other).
      for (const n of [
        first,
        first + 1,
        first + 2,
        first + 30,
        first + 1,
        first,
        first + 100,
        lastNo - 1,
        lastNo,
      ]) {
        expect(await page(order, n), `page ${n}`).toEqual(all.slice((n - 1) * SIZE, n * SIZE));
      }
      expect(seeks.length).toBeGreaterThan(0);
    },
  );

  it('forgets its anchors when the model is written through the API', async () => {
    const first = Math.ceil(DEFERRED_OFFSET / SIZE) + 3;
    expect(await page('desc', first)).toEqual(
      (await expected('desc')).slice((first - 1) * SIZE, first * SIZE),
    );
    // A new case sorts before the page (after the NULLs on PostgreSQL): every later page shifts by one.
    const res = await admin.send('POST', '/biz/case/add', {
      title: 'Anchor case new',
      customerName: 'c',
      product: 'p',
      priority: 'M',
      status: '4',
      caseType: '1',
      description: 'd',
    });
    expect(res.statusCode, res.body).toBe(200);
    const all = await expected('desc');
    expect(all.findIndex((id) => !id.startsWith('anc'))).toBeLessThan((first - 1) * SIZE);
    for (const n of [first + 1, first]) {
      expect(await page('desc', n)).toEqual(all.slice((n - 1) * SIZE, n * SIZE));
    }
  });
  it('learns stride anchors from page 1, and first visits of deep pages seek from them', async () => {
    const anchors = app.models.anchors;
    const saved = { ...anchors.options };
    Object.assign(anchors.options, { strideMinRows: 100, minStride: 100, walkIntervalMs: 0 });
    const walked = async () => {
      for (let i = 0; i < 200 && anchors.walks > 0; i += 1) await new Promise((r) => setTimeout(r, 5));
      expect(anchors.walks).toBe(0);
    };
    try {
      for (const order of ['desc', 'asc'] as const) {
        anchors.invalidate('biz_case');
        const all = await expected(order);
        expect(await page(order, 1)).toEqual(all.slice(0, SIZE));
        await walked();
        seeks.length = 0;
        const first = Math.ceil(DEFERRED_OFFSET / SIZE) + 5;
        const lastNo = Math.ceil(all.length / SIZE);
        // Each page read once, none below another: only stride anchors can serve them.
        for (const n of [lastNo - 20, first + 40, first]) {
          expect(await page(order, n), `${order} page ${n}`).toEqual(all.slice((n - 1) * SIZE, n * SIZE));
        }
        // NULL sort values come first in SQLite's ascending and PostgreSQL's descending order: no walk.
        const nullsFirst = (dialect === 'sqlite') === (order === 'asc');
        if (nullsFirst) expect(seeks).toEqual([]);
        else expect(seeks.length).toBe(3);
      }
      // A write clears the strides; the next page 1 walks again, and first visits still match.
      const desc = 'desc';
      const nullsLast = dialect === 'sqlite';
      expect(await page(desc, 1)).toBeDefined();
      const res = await admin.send('POST', '/biz/case/add', {
        title: 'Anchor case stride',
        customerName: 'c',
        product: 'p',
        priority: 'M',
        status: '4',
        caseType: '1',
        description: 'd',
      });
      expect(res.statusCode, res.body).toBe(200);
      const all = await expected(desc);
      seeks.length = 0;
      const n = Math.ceil(DEFERRED_OFFSET / SIZE) + 60;
      expect(await page(desc, n)).toEqual(all.slice((n - 1) * SIZE, n * SIZE));
      expect(seeks).toEqual([]);
      expect(await page(desc, 1)).toEqual(all.slice(0, SIZE));
      await walked();
      // Below page n, whose own anchor cannot serve them.
      for (const m of [n - 30, n - 50]) {
        expect(await page(desc, m)).toEqual(all.slice((m - 1) * SIZE, m * SIZE));
      }
      expect(seeks.length > 0).toBe(nullsLast);
    } finally {
      Object.assign(anchors.options, saved);
    }
  });
});
