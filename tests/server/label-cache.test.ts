// Reference labels are remembered across the requests of about a second (crud/label-cache.ts): a list
// page finds them without reading the referenced table again, a write through the model API clears
// them at once, and none outlives the lifetime.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { LabelCache } from '../../server/src/crud/label-cache.js';
import { ADMIN_PASSWORD, DIALECTS, body, buildTestApp, closeTestApp, loginToken } from './helpers.js';
import { caller, type Caller, type Json } from './crud-helpers.js';

describe('label cache', () => {
  it('answers remembered keys, names the missing ones, and forgets on invalidation and after the ttl', () => {
    let now = 1_000;
    const realNow = Date.now;
    Date.now = () => now;
    try {
      const cache = new LabelCache({ ttlMs: 100 });
      const first = cache.lookup('sys_user', 'id', ['a', 'b']);
      expect(first.missing).toEqual(['a', 'b']);
      cache.store('sys_user', 'id', first.generation, [['a', 'Ann']]);
      const second = cache.lookup('sys_user', 'id', ['a', 'b']);
      expect([...second.found]).toEqual([['a', 'Ann']]);
      expect(second.missing).toEqual(['b']);
      // Labels read while the table was written are not kept.
      cache.invalidate('sys_user');
      cache.store('sys_user', 'id', second.generation, [['b', 'Bob']]);
      expect(cache.lookup('sys_user', 'id', ['a', 'b']).missing).toEqual(['a', 'b']);
      cache.store('sys_user', 'id', cache.lookup('sys_user', 'id', []).generation, [['a', 'Ann']]);
      expect(cache.fresh('sys_user', 'id')?.get('a')).toBe('Ann');
      expect(cache.fresh('sys_user', 'other')).toBeUndefined();
      now += 100;
      expect(cache.lookup('sys_user', 'id', ['a']).missing).toEqual(['a']);
      expect(cache.fresh('sys_user', 'id')).toBeUndefined();
    } finally {
      Date.now = realNow;
    }
  });
});

describe.each(DIALECTS)('list labels across requests (%s)', (dialect) => {
  let app: FastifyInstance;
  let admin: Caller;
  const reads: string[] = [];

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    admin = caller(app, await loginToken(app, 'admin', ADMIN_PASSWORD));
    const registry = app.models as unknown as { readArrays: (q: { sql: string }) => Promise<unknown[][]> };
    const read = registry.readArrays;
    Object.defineProperty(registry, 'readArrays', {
      value: (q: { sql: string }) => {
        if (q.sql.includes('from "sys_user"')) reads.push(q.sql);
        return read(q);
      },
    });
  });
  afterAll(() => closeTestApp(app));

  const assignees = async () => {
    const res = await admin.get('/biz/case/list?pageSize=50&column=createTime&order=desc');
    expect(res.statusCode, res.body).toBe(200);
    return body<{ records: Json[] }>(res).result.records.filter((r) => r.assignee);
  };

  it('reads the labels once, and again after a write to the referenced model', async () => {
    app.models.labels.options.ttlMs = 60_000;
    const first = await assignees();
    expect(first.length).toBeGreaterThan(0);
    expect(first.every((r) => typeof r.assignee_dictText === 'string')).toBe(true);
    const after = reads.length;
    expect(after).toBeGreaterThan(0);
    expect(await assignees()).toEqual(first);
    expect(reads.length).toBe(after);
    app.models.evict(app.models.models.get('sys_user')!);
    expect(await assignees()).toEqual(first);
    expect(reads.length).toBe(after + 1);
  });
});
