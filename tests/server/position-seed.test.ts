// A fresh database starts with the support center's positions (server/src/db/seed/positions.ts), listed
// through the model's API with their rank labels; each code passes the `common` rule the position form
// checks, so the seeded rows can be edited as they are.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { POSITION_SEED } from '../../server/src/db/seed/positions.js';
import { ADMIN_PASSWORD, DIALECTS, body, buildTestApp, closeTestApp, loginToken } from './helpers.js';
import { caller, type Caller, type Json } from './crud-helpers.js';

const RANKS: Record<string, string> = { '1': '员级', '2': '助级', '3': '中级', '4': '副高级', '5': '正高级' };

describe.each(DIALECTS)('seeded positions (%s)', (dialect) => {
  let app: FastifyInstance;
  let admin: Caller;

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    admin = caller(app, await loginToken(app, 'admin', ADMIN_PASSWORD));
  });
  afterAll(() => closeTestApp(app));

  it('are listed on a fresh database with their codes, names and ranks', async () => {
    const res = await admin.get('/sys/position/list?pageSize=100&column=code&order=asc');
    expect(res.statusCode, res.body).toBe(200);
    const { records, total } = body<{ records: Json[]; total: number }>(res).result;
    expect(total).toBe(POSITION_SEED.length);
    expect(records.map((r) => [r.code, r.name, r.postRank, r.postRank_dictText])).toEqual(
      [...POSITION_SEED]
        .sort((a, b) => (a.code < b.code ? -1 : 1))
        .map((p) => [p.code, p.name, p.postRank, RANKS[p.postRank]]),
    );
    expect(records.map((r) => r.name)).toEqual(
      expect.arrayContaining([
        '技术支持工程师',
        '售后服务经理',
        '解决方案架构师',
        '客户成功经理',
        '渠道经理',
      ]),
    );
    expect(records.every((r) => r.createBy === 'admin' && typeof r.createTime === 'string')).toBe(true);
  });

  it('have codes the position form accepts', async () => {
    for (const { code } of POSITION_SEED) {
      const res = await admin.get(`/sys/checkRule/checkByCode?ruleCode=common&value=${code}`);
      expect(body(res), code).toMatchObject({ success: true });
    }
  });
});
