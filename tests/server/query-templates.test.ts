// List SQL compiled once per shape (crud/query-templates.ts): requests of one shape reuse the SQL with
// their own values bound; a different operator, IN size or order is another shape.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CompiledQuery } from 'kysely';
import { slotted, templated } from '../../server/src/crud/query-templates.js';
import type { CompiledModel } from '../../server/src/crud/model.js';
import { ADMIN_PASSWORD, DIALECTS, body, buildTestApp, closeTestApp, loginToken } from './helpers.js';
import { caller, type Caller, type Json } from './crud-helpers.js';

describe('slotted and templated', () => {
  const model = {} as CompiledModel;
  const filters = (status: string, ids: string[]) =>
    slotted({
      conditions: [
        { column: 'status', op: '=', value: status },
        { column: 'id', op: 'in', value: ids },
      ],
    });

  it('keys a shape by operators and IN sizes, not by values', () => {
    expect(filters('0', ['a', 'b']).key).toBe(filters('4', ['c', 'd']).key);
    expect(filters('0', ['a']).key).not.toBe(filters('0', ['a', 'b']).key);
    expect(filters('4', ['c', 'd']).values).toEqual(['4', 'c', 'd']);
  });

  it('compiles once and binds each request its own values, extra slots included', () => {
    let builds = 0;
    const run = (status: string) => {
      const query = filters(status, ['x', 'y']);
      const limit = query.slot(20);
      return templated(model, query.key, query, () => {
        builds += 1;
        const parameters = [
          ...query.filters.conditions.flatMap((c) => ('any' in c ? [] : [c.value].flat())),
          limit,
        ];
        return CompiledQuery.raw('select …', parameters);
      });
    };
    expect(run('0').parameters).toEqual(['0', 'x', 'y', 20]);
    expect(run('4').parameters).toEqual(['4', 'x', 'y', 20]);
    expect(builds).toBe(1);
  });
});

describe.each(DIALECTS)('list SQL reused across requests (%s)', (dialect) => {
  let app: FastifyInstance;
  let admin: Caller;
  const list = async (query: string) =>
    body<{ records: Json[]; total: number }>(await admin.get(`/biz/case/list?${query}`)).result!;

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    admin = caller(app, await loginToken(app, 'admin', ADMIN_PASSWORD));
  });
  afterAll(() => closeTestApp(app));

  it('answers each request of one shape with its own values', async () => {
    const all = (await list('pageSize=1000')).records;
    for (const status of ['0', '1', '4']) {
      const page = await list(`status=${status}&pageSize=1000&column=createTime&order=desc`);
      const expected = all.filter((r) => r.status === status);
      expect(page.total).toBe(expected.length);
      expect(page.records.every((r) => r.status === status)).toBe(true);
    }
    const two = await list('status=0,1&pageSize=1000');
    const three = await list('status=0,1,4&pageSize=1000');
    expect(two.total).toBe(all.filter((r) => ['0', '1'].includes(r.status as string)).length);
    expect(three.total).toBe(all.filter((r) => ['0', '1', '4'].includes(r.status as string)).length);
    const firstTwo = await list('pageSize=2&pageNo=1&column=caseNo&order=asc');
    const nextTwo = await list('pageSize=2&pageNo=2&column=caseNo&order=asc');
    const sorted = all.map((r) => r.caseNo as string).sort();
    expect([...firstTwo.records, ...nextTwo.records].map((r) => r.caseNo)).toEqual(sorted.slice(0, 4));
  });
});
