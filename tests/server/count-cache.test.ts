// The count cache behind list totals: large counts are reused, writes through the model API clear
// them at once, small counts are never cached, and a count running during a write is not kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CountCache, countCacheOf } from '../../server/src/crud/count-cache.js';
import { ADMIN_PASSWORD, DIALECTS, body, buildTestApp, closeTestApp, loginToken } from './helpers.js';
import { caller, type Caller } from './crud-helpers.js';

describe('CountCache', () => {
  const counter = (value: () => number) => {
    let calls = 0;
    return {
      run: async () => {
        calls += 1;
        return value();
      },
      calls: () => calls,
    };
  };

  it('reuses a large count and counts small ones every time', async () => {
    const cache = new CountCache({ minRows: 100 });
    const big = counter(() => 500);
    expect(await cache.total('t', 'big', big.run)).toBe(500);
    expect(await cache.total('t', 'big', big.run)).toBe(500);
    expect(big.calls()).toBe(1);
    const small = counter(() => 99);
    await cache.total('t', 'small', small.run);
    await cache.total('t', 'small', small.run);
    expect(small.calls()).toBe(2);
  });

  it('counts again after an invalidation of that table only, or once the entry is older than ttlMs', async () => {
    const cache = new CountCache({ minRows: 1, ttlMs: 50 });
    let rows = 10;
    const a = counter(() => rows);
    const b = counter(() => 7);
    await cache.total('a', 'k', a.run);
    await cache.total('b', 'k', b.run);
    rows = 11;
    cache.invalidate('a');
    expect(await cache.total('a', 'k', a.run)).toBe(11);
    expect(await cache.total('b', 'k', b.run)).toBe(7);
    expect([a.calls(), b.calls()]).toEqual([2, 1]);
    await new Promise((r) => setTimeout(r, 60));
    await cache.total('b', 'k', b.run);
    expect(b.calls()).toBe(2);
  });

  it('does not keep a count that was running while the table was written', async () => {
    const cache = new CountCache({ minRows: 1 });
    let release: (n: number) => void = () => undefined;
    const pending = cache.total('t', 'k', () => new Promise<number>((r) => (release = r)));
    cache.invalidate('t');
    release(5);
    expect(await pending).toBe(5);
    expect(await cache.total('t', 'k', async () => 6)).toBe(6);
  });

  it('drops the oldest filter beyond maxPerTable', async () => {
    const cache = new CountCache({ minRows: 1, maxPerTable: 2 });
    const first = counter(() => 3);
    await cache.total('t', 'one', first.run);
    await cache.total('t', 'two', async () => 3);
    await cache.total('t', 'three', async () => 3);
    await cache.total('t', 'one', first.run);
    expect(first.calls()).toBe(2);
  });
});

describe.each(DIALECTS)('list totals with the count cache on (%s)', (dialect) => {
  let app: FastifyInstance;
  let admin: Caller;
  const total = async (query = ''): Promise<number> => {
    const res = await admin.get(`/biz/case/list?pageSize=5${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return body<{ total: number }>(res).result.total;
  };

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    admin = caller(app, await loginToken(app, 'admin', ADMIN_PASSWORD));
    // Every count is cached here, so stale totals would show.
    countCacheOf(app.models).options.minRows = 0;
  });
  afterAll(() => closeTestApp(app));

  it('stays exact after add, edit and delete through the API', async () => {
    const all = await total();
    const open = await total('&status=0');
    const res = await admin.send('POST', '/biz/case/add', {
      title: '计数缓存测试工单',
      customerName: '测试客户',
      product: '弹性云主机',
      priority: 'H',
      status: '0',
      caseType: '2',
      description: '新增后总数必须加一',
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = String(body<{ id: string }>(res).result.id);
    expect(await total()).toBe(all + 1);
    expect(await total('&status=0')).toBe(open + 1);

    const edit = await admin.send('PUT', '/biz/case/edit', { id, status: '1' });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await total('&status=0')).toBe(open);

    const del = await admin.send('DELETE', `/biz/case/delete?id=${id}`);
    expect(del.statusCode, del.body).toBe(200);
    expect(await total()).toBe(all);
  });
});
