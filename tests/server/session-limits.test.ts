// Sessions end on their own (issue 15 item 8): a user holds at most SESSION_MAX_PER_USER sessions (a new
// sign-in ends the oldest beyond it) and a session unused for SESSION_IDLE_MINUTES is over.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config.js';
import { hashToken } from '../../server/src/lib/tokens.js';
import { ADMIN_PASSWORD, DIALECTS, buildTestApp, closeTestApp, loginToken } from './helpers.js';

const status = async (app: Awaited<ReturnType<typeof buildTestApp>>, token: string) =>
  (
    await app.inject({
      method: 'GET',
      url: '/api/sys/permission/getUserPermissionByToken',
      headers: { 'x-access-token': token },
    })
  ).json<{ code: number }>().code;

describe('session limits configuration', () => {
  it('reads the cap and the idle timeout, refusing values out of range by name', () => {
    const config = loadConfig({ SESSION_MAX_PER_USER: '3', SESSION_IDLE_MINUTES: '30' });
    expect(config.sessionMaxPerUser).toBe(3);
    expect(config.sessionIdleMs).toBe(30 * 60_000);
    expect(loadConfig({}).sessionMaxPerUser).toBe(10);
    expect(loadConfig({}).sessionIdleMs).toBe(120 * 60_000);
    expect(() => loadConfig({ SESSION_MAX_PER_USER: '0' })).toThrow(/SESSION_MAX_PER_USER/);
    expect(() => loadConfig({ SESSION_IDLE_MINUTES: 'soon' })).toThrow(/SESSION_IDLE_MINUTES/);
  });
});

describe.each(DIALECTS)('session limits (%s)', (dialect) => {
  it('signs the oldest sessions out when a user goes over the cap', async () => {
    const app = await buildTestApp(dialect, { sessionMaxPerUser: 2 });
    try {
      const first = await loginToken(app, 'admin', ADMIN_PASSWORD);
      const second = await loginToken(app, 'admin', ADMIN_PASSWORD);
      expect(await status(app, first)).toBe(200);
      const third = await loginToken(app, 'admin', ADMIN_PASSWORD);
      expect(await status(app, first)).toBe(401);
      expect(await status(app, second)).toBe(200);
      expect(await status(app, third)).toBe(200);
      const rows = await app.db.selectFrom('sys_session').select('token_hash').execute();
      expect(rows).toHaveLength(2);
    } finally {
      await closeTestApp(app);
    }
  });

  it('ends a session left unused longer than the idle timeout, and keeps a used one', async () => {
    const app = await buildTestApp(dialect, { sessionIdleMs: 60_000, sessionCacheTtlMs: 0 });
    try {
      const idle = await loginToken(app, 'admin', ADMIN_PASSWORD);
      const busy = await loginToken(app, 'admin', ADMIN_PASSWORD);
      expect(await status(app, idle)).toBe(200);
      // Both were last used 61 s ago; the busy one is used again at once.
      await app.db
        .updateTable('sys_session')
        .set({ last_seen_at: Date.now() - 61_000 })
        .execute();
      await app.db
        .updateTable('sys_session')
        .set({ last_seen_at: Date.now() - 30_000 })
        .where('token_hash', '=', hashToken(busy))
        .execute();
      expect(await status(app, idle)).toBe(401);
      expect(await status(app, busy)).toBe(200);
    } finally {
      await closeTestApp(app);
    }
  });
});
