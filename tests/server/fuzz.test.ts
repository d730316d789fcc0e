// Property-based fuzzing of every registered route (issue 15): random methods, path parameters, query
// strings, headers and bodies (tests/server/fuzz-arbitraries.ts), sent by an anonymous caller and by an
// administrator (who gets past the door to the handlers, where 5xx hide). The only property: no answer
// is a 5xx, and the server still answers its health check afterwards. The route table is read from the
// app, so a new route is fuzzed by being registered.
//
// FUZZ_SEED (default 42) fixes the inputs so CI is reproducible; FUZZ_RUNS (default 10) is the number of
// requests per route; `npm run bench fuzz` runs many more with a random seed. A failure prints the seed,
// the path fast-check took and the shrunk request, which reproduces with FUZZ_SEED and FUZZ_RUNS.
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departId, roleId } from '../../server/src/db/seed/rows.js';
import { newId } from '../../server/src/lib/ids.js';
import { requestTo, type FuzzRequest } from './fuzz-arbitraries.js';
import { ADMIN_PASSWORD, DIALECTS, buildTestApp, closeTestApp, createUser, loginToken } from './helpers.js';

const SEED = Number(process.env.FUZZ_SEED ?? 42);
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
// Scales with the runs (about 400 routes, two requests a run, a few ms each on a loaded CI machine) so
// a long run from the bench is not cut short, while a hang in CI still ends within minutes.
const TIMEOUT_MS = Math.max(180_000, RUNS * 10_000);

/**
 * Routes left out, because calling them destroys the fuzz's own footing rather than finding a bug:
 * logout ends the administrator's session; the password routes would change the administrator's
 * password (the signed-in caller's, or any username the body names); the websocket route upgrades the
 * connection, which inject cannot (tests/server/realtime*.test.ts cover it).
 */
const SKIPPED = new Set([
  '/api/sys/logout',
  '/api/sys/user/updatePassword',
  '/api/sys/user/changePassword',
  '/api/sys/user/passwordChange',
  '/api/websocket/:userId',
]);

type Caller = 'anonymous' | 'admin';

describe.each(DIALECTS)('fuzz every route (%s)', (dialect) => {
  let app: FastifyInstance;
  let adminToken = '';
  const sampleIds: string[] = [];

  const send = (req: FuzzRequest, caller: Caller) =>
    app.inject({
      method: req.method,
      url: req.url,
      headers: caller === 'admin' ? { ...req.headers, 'x-access-token': adminToken } : req.headers,
      ...(req.payload === undefined ? {} : { payload: req.payload }),
    });

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    await app.ready();
    adminToken = await loginToken(app, 'admin', ADMIN_PASSWORD);
    // Ids that exist, so handlers go past "not found" to the code that acts on a row.
    const staffId = await createUser(app, {
      username: 'fuzz_staff',
      password: 'Fuzz-pass-1',
      roleCode: 'staff',
    });
    sampleIds.push(staffId, roleId('staff'), departId('A01'), newId(), 'sample');
  });
  afterAll(() => closeTestApp(app));

  it(
    'answers every route below 500, and still answers its health check afterwards',
    async () => {
      const routes = app.routeAccess.filter((r) => r.method !== 'HEAD' && !SKIPPED.has(r.url));
      expect(routes.length).toBeGreaterThan(150);
      const failures: string[] = [];
      // Routes where an administrator's request got past the door (neither 401 nor 403): the fuzz is
      // only worth its time if it reaches the handlers.
      const reached = new Set<string>();
      for (const [index, route] of routes.entries()) {
        const property = fc.asyncProperty(
          requestTo(route, sampleIds),
          fc.constantFrom<Caller>('admin', 'admin', 'anonymous'),
          async (req, caller) => {
            const res = await send(req, caller);
            if (caller === 'admin' && res.statusCode !== 401 && res.statusCode !== 403)
              reached.add(`${route.method} ${route.url}`);
            if (res.statusCode >= 500) {
              throw new Error(`${res.statusCode} ${res.body.slice(0, 300)}`);
            }
            const health = await app.inject({ method: 'GET', url: '/api/health' });
            if (health.statusCode !== 200) throw new Error(`health ${health.statusCode} after the request`);
          },
        );
        const details = await fc.check(property, {
          // A seed per route, so routes do not all get the same stream of inputs; the report prints it.
          seed: SEED + index,
          numRuns: RUNS,
          includeErrorInReport: true,
        });
        if (details.failed) {
          failures.push(`${route.method} ${route.url}\n${fc.defaultReportMessage(details)}`);
        }
        // A state-changing request may legitimately end the administrator's session (an edit to their
        // roles, departments or status): sign in again so later routes are still reached behind the door.
        const me = await app.inject({
          method: 'GET',
          url: '/api/sys/user/getCurrentUserDeparts',
          headers: { 'x-access-token': adminToken },
        });
        if (me.statusCode === 401) adminToken = await loginToken(app, 'admin', ADMIN_PASSWORD);
      }
      expect(failures.join('\n\n')).toBe('');
      expect(reached.size).toBeGreaterThan(routes.length * 0.9);
    },
    TIMEOUT_MS,
  );
});
