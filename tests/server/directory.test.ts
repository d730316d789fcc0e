import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  ADMIN_PASSWORD,
  DIALECTS,
  authGet,
  body,
  buildTestApp,
  closeTestApp,
  createUser,
  loginToken,
} from './helpers.js';

type Page = {
  records: Record<string, unknown>[];
  total: number;
  size: number;
  current: number;
  pages: number;
};
type Node = { title: string; orgCode: string; isLeaf: boolean; children?: Node[] };

describe.each(DIALECTS)('directory lookups (%s)', (dialect) => {
  let app: FastifyInstance;
  let admin: string;
  let staff: string;

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    await createUser(app, {
      username: 'zhang_san',
      password: 'Staff-Passw0rd',
      roleCode: 'staff',
      orgCodes: ['A01A01'],
    });
    await createUser(app, { username: 'li_si', password: 'Staff-Passw0rd', roleCode: 'staff', status: 2 });
    await createUser(app, { username: 'wang_50%', password: 'Staff-Passw0rd', roleCode: 'partner' });
    admin = await loginToken(app, 'admin', ADMIN_PASSWORD);
    staff = await loginToken(app, 'zhang_san', 'Staff-Passw0rd');
  });
  afterAll(() => closeTestApp(app));

  it('gives user administrators full rows, including frozen accounts', async () => {
    const page = body<Page>(await authGet(app, '/api/sys/user/list?pageNo=1&pageSize=50', admin)).result;
    expect(page.total).toBe(4);
    const liSi = page.records.find((r) => r.username === 'li_si');
    expect(liSi).toMatchObject({ status: 2 });
    expect(Object.keys(liSi!)).toContain('phone');
    expect(JSON.stringify(page)).not.toMatch(/password|scrypt/);
  });

  it('gives other users only the names of active accounts, for pickers', async () => {
    const page = body<Page>(await authGet(app, '/api/sys/user/list?pageSize=50', staff)).result;
    expect(page.records.map((r) => r.username).sort()).toEqual(['admin', 'wang_50%', 'zhang_san']);
    for (const row of page.records)
      expect(Object.keys(row).sort()).toEqual(['avatar', 'id', 'realname', 'username']);
  });

  it('searches by name with wildcards, treats % literally, filters by department and pages', async () => {
    const search = async (query: string) =>
      body<Page>(await authGet(app, `/api/sys/user/list?${query}`, admin)).result;
    expect((await search('realname=ZHANG')).records.map((r) => r.username)).toEqual(['zhang_san']);
    expect((await search('realname=zh*')).records.map((r) => r.username)).toEqual(['zhang_san']);
    expect((await search(`realname=${encodeURIComponent('50%')}`)).records.map((r) => r.username)).toEqual([
      'wang_50%',
    ]);
    expect((await search('realname=_')).records.map((r) => r.username)).toEqual([
      'li_si',
      'wang_50%',
      'zhang_san',
    ]);
    const depart = await app.db
      .selectFrom('sys_depart')
      .select('id')
      .where('org_code', '=', 'A01A01')
      .executeTakeFirstOrThrow();
    expect((await search(`departId=${depart.id}`)).records.map((r) => r.username)).toEqual(['zhang_san']);
    const paged = await search('pageNo=2&pageSize=3');
    expect(paged).toMatchObject({ total: 4, size: 3, current: 2, pages: 2 });
    expect(paged.records).toHaveLength(1);
  });

  it('clamps a page size above the cap and names a bad one with a 400', async () => {
    const big = await authGet(app, '/api/sys/user/list?pageSize=100000', admin);
    expect(big.statusCode).toBe(200);
    expect(body<{ size: number }>(big).result.size).toBe(1000);
    const res = await authGet(app, '/api/sys/user/list?pageSize=0', admin);
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe('pageSize: 不能小于1');
  });

  it('lists roles for holders of role:list only', async () => {
    const roles = body<{ roleCode: string }[]>(await authGet(app, '/api/sys/role/queryall', admin)).result;
    expect(roles.map((r) => r.roleCode)).toEqual(['admin', 'partner', 'staff']);
    expect((await authGet(app, '/api/sys/role/queryall', staff)).statusCode).toBe(403);
  });

  it('returns the department tree with its children', async () => {
    const tree = body<Node[]>(await authGet(app, '/api/sys/sysDepart/queryTreeList', staff)).result;
    expect(tree.map((n) => n.orgCode)).toEqual(['A01', 'A02']);
    expect(tree[0]!.isLeaf).toBe(false);
    expect(tree[0]!.children!.map((n) => n.orgCode)).toEqual(['A01A01', 'A01A02', 'A01A03']);
    expect(tree[0]!.children![0]!.isLeaf).toBe(true);
  });
});
