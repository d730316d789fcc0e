// Issue 20, "done when": every call JeecgBoot's own front end makes (../shared/reference/
// jeecg-endpoints.csv) outside the monitoring module is answered — called here as the administrator,
// each `{p}` segment replaced by a sample value, no query and no body. A route-not-found 404 or any
// 5xx fails; a 4xx naming a missing field, or a contract "not found" for the sample record, is an
// answer. jeecg-endpoints.test.ts checks the route table; this one checks that the calls get through
// it. SQLite only, to keep it fast: the route × role matrix runs every route on both databases.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message } from '../../server/src/i18n/messages.js';
import { ADMIN_PASSWORD, buildTestApp, closeTestApp, loginToken } from './helpers.js';

const CSV = join(process.cwd(), '..', 'shared', 'reference', 'jeecg-endpoints.csv');
const SKIPPED_MODULES = new Set(['monitor']);
/** Ends the caller's session, so it is called last (with its own token). */
const LOGOUT = '/sys/logout';
const ROUTE_NOT_FOUND = message('zh-CN', 'notFound');

interface Call {
  module: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
}

function calls(): Call[] {
  return (
    readFileSync(CSV, 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split(','))
      .map(([module = '', method = '', path = '']) => ({ module, method, path }))
      .filter((c) => !SKIPPED_MODULES.has(c.module))
      // The websocket is an upgrade, not a call: the realtime suites cover it.
      .filter((c) => c.method !== 'WS')
      // A row without a method accepts any; GET is what a screen sends.
      .map((c) => ({ ...c, method: (c.method || 'GET') as Call['method'] }))
      .sort((a, b) => Number(a.path === LOGOUT) - Number(b.path === LOGOUT))
  );
}

const key = (c: Call) => `${c.method} ${c.path}`;

describe('every JeecgBoot call outside monitoring is answered', () => {
  let app: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    app = await buildTestApp('sqlite');
    await app.ready();
    token = await loginToken(app, 'admin', ADMIN_PASSWORD);
  });
  afterAll(() => closeTestApp(app));

  it('gets an answer, not a route-not-found or a server error, for each one', async () => {
    const all = calls();
    expect(all.length).toBeGreaterThan(200);
    const unanswered: string[] = [];
    for (const call of all) {
      const res = await app.inject({
        method: call.method,
        url: `/api${call.path.replaceAll('{p}', 'sample')}`,
        headers: { 'x-access-token': token },
      });
      const routeMissing =
        res.statusCode === 404 &&
        String(res.headers['content-type'] ?? '').includes('json') &&
        res.json().message === ROUTE_NOT_FOUND;
      const broken = routeMissing || res.statusCode >= 500;
      if (broken) unanswered.push(`${call.module} ${key(call)}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(unanswered).toEqual([]);
  });
});
