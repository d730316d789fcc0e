import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  DIALECTS,
  authGet,
  body,
  buildTestApp,
  closeTestApp,
  createUser,
  login,
  loginToken,
} from './helpers.js';

interface Depart {
  orgCode: string;
  departName: string;
}

describe.each(DIALECTS)('departments (%s)', (dialect) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(dialect, { sessionCacheTtlMs: 0 });
    await createUser(app, {
      username: 'multi',
      password: 'Multi-pass-1',
      roleCode: 'staff',
      orgCodes: ['A01A01', 'A01A02'],
    });
    await createUser(app, { username: 'nodept', password: 'Nodept-pass-1', roleCode: 'staff' });
  });
  afterAll(() => closeTestApp(app));

  const select = (token: string, payload: object, method: 'POST' | 'PUT' = 'POST') =>
    app.inject({ method, url: '/api/sys/selectDepart', headers: { 'x-access-token': token }, payload });

  it('reports several departments at login and picks the first as current', async () => {
    const env = body<{ multi_depart: number; departs: Depart[]; userInfo: { orgCode: string } }>(
      await login(app, 'multi', 'Multi-pass-1'),
    );
    expect(env.result.multi_depart).toBe(2);
    expect(env.result.departs.map((d) => d.orgCode)).toEqual(['A01A01', 'A01A02']);
    expect(env.result.userInfo.orgCode).toBe('A01A01');
  });

  it('reports no department with multi_depart 0', async () => {
    const env = body<{ multi_depart: number; departs: Depart[] }>(
      await login(app, 'nodept', 'Nodept-pass-1'),
    );
    expect(env.result).toMatchObject({ multi_depart: 0, departs: [] });
  });

  it("lists the caller's departments and current org code", async () => {
    const token = await loginToken(app, 'multi', 'Multi-pass-1');
    const env = body<{ list: Depart[]; orgCode: string }>(
      await authGet(app, '/api/sys/user/getCurrentUserDeparts', token),
    );
    expect(env.success).toBe(true);
    expect(env.result.orgCode).toBe('A01A01');
    expect(env.result.list.map((d) => [d.orgCode, d.departName])).toEqual([
      ['A01A01', '技术支持部'],
      ['A01A02', '客户服务部'],
    ]);
  });

  it('switches to one of the caller departments, and keeps it at the next login', async () => {
    const token = await loginToken(app, 'multi', 'Multi-pass-1');
    const res = await select(token, { orgCode: 'A01A02', username: 'multi' });
    expect(res.statusCode).toBe(200);
    expect(body<{ userInfo: { orgCode: string; username: string } }>(res)).toMatchObject({
      success: true,
      result: { userInfo: { orgCode: 'A01A02', username: 'multi' } },
    });
    expect(res.body).not.toContain('password');
    const put = await select(token, { orgCode: 'A01A02' }, 'PUT');
    expect(body(put).success).toBe(true);
    const again = body<{ userInfo: { orgCode: string } }>(await login(app, 'multi', 'Multi-pass-1'));
    expect(again.result.userInfo.orgCode).toBe('A01A02');
  });

  it('rejects a department the caller does not belong to, naming orgCode', async () => {
    const token = await loginToken(app, 'multi', 'Multi-pass-1');
    const res = await select(token, { orgCode: 'A02A01' });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({ success: false, code: 400 });
    expect(body(res).message).toContain('orgCode');
    const missing = await select(token, {});
    expect(missing.statusCode).toBe(400);
    expect(body(missing).message).toBe('orgCode: 必填');
  });

  it("refuses to switch another user's department", async () => {
    const token = await loginToken(app, 'multi', 'Multi-pass-1');
    const res = await select(token, { orgCode: 'A01A01', username: 'admin' });
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toContain('username');
  });
});
