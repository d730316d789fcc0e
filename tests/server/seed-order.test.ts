// A fresh database lists its seeded rows in the order the seed files write them. A seed writes its rows
// in one transaction; given one creation second, a list by creation time (newest first, the default of
// these lists) fell back to the rows' random ids, and a fresh install showed its demo partners and
// projects shuffled (and e2e tests found a given demo row on page 2 about one time in ten).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DEMO_PARTNERS } from '../../server/src/db/seed/demo-partners.js';
import { DEMO_PROJECTS } from '../../server/src/db/seed/demo-projects.js';
import { POSITION_SEED } from '../../server/src/db/seed/positions.js';
import { ADMIN_PASSWORD, DIALECTS, body, buildTestApp, closeTestApp, loginToken } from './helpers.js';
import { caller, type Caller, type Json } from './crud-helpers.js';

describe.each(DIALECTS)('seeded rows in their default list order (%s)', (dialect) => {
  let app: FastifyInstance;
  let admin: Caller;

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    admin = caller(app, await loginToken(app, 'admin', ADMIN_PASSWORD));
  });
  afterAll(() => closeTestApp(app));

  // The list's own default order: no column or order in the query.
  async function listed(path: string, field: string): Promise<unknown[]> {
    const res = await admin.get(`${path}/list?pageSize=100`);
    expect(res.statusCode, res.body).toBe(200);
    return body<{ records: Json[] }>(res).result.records.map((r) => r[field]);
  }

  it('lists the demo partners as written, the first on top', async () => {
    expect(await listed('/biz/partner', 'companyName')).toEqual(DEMO_PARTNERS.map((p) => p.companyName));
  });

  it('lists the demo projects as written, the first on top', async () => {
    expect(await listed('/biz/project', 'projectName')).toEqual(DEMO_PROJECTS.map((p) => p.projectName));
  });

  it('lists the positions as written, each created a second before the one above it', async () => {
    expect(await listed('/sys/position', 'code')).toEqual(POSITION_SEED.map((p) => p.code));
    const times = (await listed('/sys/position', 'createTime')) as string[];
    expect(new Set(times).size).toBe(times.length);
  });
});
