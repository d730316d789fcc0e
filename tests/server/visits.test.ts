import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  ADMIN_PASSWORD,
  DIALECTS,
  authGet,
  body,
  buildTestApp,
  closeTestApp,
  login,
  loginToken,
} from './helpers.js';
import type { DayVisits, LoginInfo } from '../../server/src/services/visits.js';

describe.each(DIALECTS)('sign-in statistics (%s)', (dialect) => {
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    await loginToken(app, 'admin', ADMIN_PASSWORD, '10.9.0.1');
    await login(app, 'admin', 'wrong-password', { remoteAddress: '10.9.0.2' });
    token = await loginToken(app, 'admin', ADMIN_PASSWORD, '10.9.0.3');
    // An old sign-in outside the seven-day window still counts in the total.
    await app.db
      .insertInto('sys_log')
      .values({
        id: 'old-sign-in',
        log_type: 1,
        log_content: '用户名: admin,登录成功！',
        ip: '10.9.0.9',
        create_time: '2020-01-01 08:00:00',
      })
      .execute();
  });
  afterAll(() => closeTestApp(app));

  it('counts successful sign-ins: all time, today, and today’s distinct addresses', async () => {
    const res = await authGet(app, '/api/sys/loginfo', token);
    expect(res.statusCode).toBe(200);
    expect(body<LoginInfo>(res).result).toEqual({ totalVisitCount: 3, todayVisitCount: 2, todayIp: 2 });
  });

  it('returns the last seven days, oldest first, with zeros for quiet days', async () => {
    const days = body<DayVisits[]>(await authGet(app, '/api/sys/visitInfo', token)).result;
    expect(days).toHaveLength(7);
    expect(days.slice(0, 6).every((d) => d.visit === 0 && d.ip === 0)).toBe(true);
    const today = days[6]!;
    expect(today).toMatchObject({ visit: 2, ip: 2 });
    expect(today.tian).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(today.type).toBe(today.tian.slice(5));
  });

  it('needs a session', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/sys/loginfo' })).statusCode).toBe(401);
  });
});
