// Issues 11 and 12, "done when": of the calls JeecgBoot's own front end makes for the modules user,
// role, permission (menus), data rules, departments, address book, messages, scheduled jobs, fill rules,
// data sources, logs, data log and online reports, (issue 13) object storage and (issue 17) sign-in
// (../shared/reference/jeecg-endpoints.csv), every one
// is a route of ours with the same method and path. The list is read from the reference, not
// copied, so a call added there fails here until it is answered. A `{p}` segment is a path parameter; a
// row without a method accepts any.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp } from './helpers.js';

const CSV = join(process.cwd(), '..', 'shared', 'reference', 'jeecg-endpoints.csv');
const MODULES = new Set([
  'sys/user',
  'sys/role',
  'sys/permission(menu)',
  'sys/dataRule',
  'sys/depart',
  'sys/addressBook',
  'message',
  'sys/fillRule',
  'sys/dataSource',
  'sys/log',
  'sys/dataLog',
  'sys/quartz',
  'online/cgreport',
  'oss',
  // Issue 20: dictionaries, categories, announcements, the common helpers, check rules and positions.
  'sys/dict',
  'sys/category',
  'sys/announcement',
  'sys/common',
  'sys/checkRule',
  'sys/position',
  // Issue 17: sign-in, CAS and third-party (OpenID Connect) login.
  'sys/auth',
]);

interface Call {
  module: string;
  method: string;
  path: string;
}

function calls(): Call[] {
  return readFileSync(CSV, 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(','))
    .map(([module = '', method = '', path = '']) => ({ module, method, path }))
    .filter((c) => MODULES.has(c.module));
}

/**
 * `/sys/role/datarule/{p}/{p}` matches `/api/sys/role/datarule/:permissionId/:roleId`; a trailing slash
 * does not count (the router ignores it).
 */
function matches(route: string, path: string): boolean {
  const ours = route
    .replace(/^\/api/, '')
    .replace(/(.)\/$/, '$1')
    .split('/');
  const theirs = path.replace(/(.)\/$/, '$1').split('/');
  return (
    ours.length === theirs.length &&
    ours.every((segment, i) => segment === theirs[i] || (segment.startsWith(':') && theirs[i] === '{p}'))
  );
}

describe('the JeecgBoot calls of the access modules', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp('sqlite');
    await app.ready();
  });
  afterAll(() => closeTestApp(app));

  it('reads the reference list beside the repository', () => {
    expect(existsSync(CSV), CSV).toBe(true);
    expect(calls().length).toBeGreaterThan(90);
  });

  it('answers every one of them with a route of the same method and path', () => {
    const missing = calls().filter(
      (call) =>
        !app.routeAccess.some(
          (route) => (call.method === '' || route.method === call.method) && matches(route.url, call.path),
        ),
    );
    expect(missing.map((c) => `${c.module} ${c.method || '*'} ${c.path}`)).toEqual([]);
  });
});
