// The route × role matrix (DESIGN "Access"): every registered route, called by each kind of caller —
// no token, a partner, a staff member, an administrator and a user frozen after signing in — answers
// as its declared access says: 401 without a valid token, 403 for a signed-in user lacking its code,
// and neither (nor a 5xx) for a holder. The calls carry no body and no query, so a holder's answer is
// usually a 400 naming the missing field: the point is who gets past the door, and that nothing breaks
// behind it. A new route joins the matrix by being registered; nothing here lists routes by hand.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_CATEGORIES, type FileCategory, type StoredFile } from '../../schemas/api/files.js';
import type { RouteAccess } from '../../server/src/plugins/auth.js';
import { multipartBody } from './files-helpers.js';
import {
  ADMIN_PASSWORD,
  DIALECTS,
  body,
  buildTestApp,
  closeTestApp,
  createUser,
  loginToken,
} from './helpers.js';

interface Caller {
  name: string;
  token: string | null;
  perms: ReadonlySet<string> | null;
}

/**
 * Routes left out: logout ends the caller's own session; the websocket route is public at the door and
 * checks its token on the upgrade itself (tests/server/realtime*.test.ts cover it); /metrics is public at
 * the door and takes an admin's token or the scrape token in its handler (monitor-metrics.test.ts).
 */
const SKIPPED = new Set(['/api/sys/logout', '/api/websocket/:userId', '/metrics']);
const PATH_PARAM = /:(\w+)/g;

const samplePath = (url: string) => url.replace(PATH_PARAM, 'sample').replace(/\*$/, 'sample');

type FileAction = 'list' | 'add' | 'edit' | 'delete';
interface CategoryCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: object | Buffer;
  headers?: Record<string, string>;
}

/**
 * The file routes (server/src/files/) are open to signed-in users at the door and check the code of the
 * category they touch in the handler: each is called here for every category, for a file of that
 * category where it takes one. `id` is a file of the category, `doomed` one the call may delete.
 */
function categoryCalls(category: FileCategory, id: string, doomed: string): [FileAction, CategoryCall][] {
  const upload = multipartBody([
    { name: 'category', value: category },
    { name: 'file', value: Buffer.from('matrix'), filename: 'matrix.zip' },
  ]);
  return [
    ['list', { method: 'GET', url: `/api/sys/file/list?category=${category}` }],
    ['list', { method: 'GET', url: `/api/sys/file/folderTree?category=${category}` }],
    ['list', { method: 'GET', url: `/api/sys/file/download/${id}` }],
    ['list', { method: 'GET', url: `/api/sys/file/preview/${id}` }],
    ['list', { method: 'GET', url: `/api/sys/file/downloadStats?id=${id}` }],
    ['add', { method: 'POST', url: '/api/sys/file/folder', payload: { category, name: 'matrix' } }],
    [
      'add',
      {
        method: 'POST',
        url: '/api/sys/file/upload/init',
        payload: { category, name: 'm.zip', sizeBytes: 1 },
      },
    ],
    [
      'add',
      {
        method: 'POST',
        url: '/api/sys/file/upload',
        payload: upload.payload,
        headers: { 'content-type': upload.contentType },
      },
    ],
    ['edit', { method: 'PUT', url: '/api/sys/file/edit', payload: { id, name: 'renamed.zip' } }],
    ['delete', { method: 'DELETE', url: `/api/sys/file/folder?category=${category}&path=matrix` }],
    ['delete', { method: 'DELETE', url: `/api/sys/file/delete?id=${doomed}` }],
  ];
}

/** What a caller should get from a route: 401, 403 or "through" (anything else below 500). */
function expected(route: RouteAccess, caller: Caller): 401 | 403 | 'through' {
  if ('public' in route.access) return 'through';
  if (!caller.token || !caller.perms) return 401;
  const code = route.access.permission;
  return code === 'authenticated' || caller.perms.has(code) ? 'through' : 403;
}

describe.each(DIALECTS)('route × role matrix (%s)', (dialect) => {
  let app: FastifyInstance;
  const callers: Caller[] = [];

  const signIn = async (name: string, username: string, password: string) => {
    const token = await loginToken(app, username, password);
    const user = await app.sessions.authenticate(token);
    callers.push({ name, token, perms: user ? new Set(user.perms) : null });
  };

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    await app.ready();
    await createUser(app, { username: 'matrix_partner', password: 'Matrix-pass-1', roleCode: 'partner' });
    await createUser(app, { username: 'matrix_staff', password: 'Matrix-pass-1', roleCode: 'staff' });
    await createUser(app, { username: 'matrix_frozen', password: 'Matrix-pass-1', roleCode: 'staff' });
    callers.push({ name: 'anonymous', token: null, perms: null });
    callers.push({ name: 'bad token', token: 'f'.repeat(64), perms: null });
    await signIn('partner', 'matrix_partner', 'Matrix-pass-1');
    await signIn('staff', 'matrix_staff', 'Matrix-pass-1');
    await signIn('admin', 'admin', ADMIN_PASSWORD);
    const frozenToken = await loginToken(app, 'matrix_frozen', 'Matrix-pass-1');
    await app.db.updateTable('sys_user').set({ status: 2 }).where('username', '=', 'matrix_frozen').execute();
    app.sessions.forgetCachedUsers();
    callers.push({ name: 'frozen', token: frozenToken, perms: null });
  });
  afterAll(() => closeTestApp(app));

  it('knows a few hundred routes, every one declaring its access', () => {
    expect(app.routeAccess.length).toBeGreaterThan(150);
    for (const route of app.routeAccess) {
      expect('public' in route.access || route.access.permission.length > 0, route.url).toBe(true);
    }
  });

  it('answers each caller as the route declares, and never with a 5xx', async () => {
    const routes = app.routeAccess.filter((r) => r.method !== 'HEAD' && !SKIPPED.has(r.url));
    const wrong: string[] = [];
    for (const route of routes) {
      for (const caller of callers) {
        const res = await app.inject({
          method: route.method as 'GET',
          url: samplePath(route.url),
          headers: caller.token ? { 'x-access-token': caller.token } : {},
        });
        const want = expected(route, caller);
        const ok =
          want === 'through'
            ? res.statusCode !== 401 && res.statusCode !== 403 && res.statusCode < 500
            : res.statusCode === want;
        if (!ok) wrong.push(`${caller.name} ${route.method} ${route.url}: ${res.statusCode} (want ${want})`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('holds every file route to the code of the category it touches', async () => {
    const admin = callers.find((c) => c.name === 'admin')!;
    const signedIn = callers.filter((c) => c.name === 'partner' || c.name === 'staff' || c.name === 'admin');
    const upload = async (category: FileCategory) => {
      const { payload, contentType } = multipartBody([
        { name: 'category', value: category },
        { name: 'isPublic', value: '1' },
        { name: 'file', value: Buffer.from('matrix'), filename: 'matrix.zip' },
      ]);
      const res = await app.inject({
        method: 'POST',
        url: '/api/sys/file/upload',
        payload,
        headers: { 'x-access-token': admin.token!, 'content-type': contentType },
      });
      return body<StoredFile>(res).result.id;
    };
    const wrong: string[] = [];
    for (const category of Object.keys(FILE_CATEGORIES) as FileCategory[]) {
      const id = await upload(category);
      for (const caller of signedIn) {
        for (const [action, call] of categoryCalls(category, id, await upload(category))) {
          const res = await app.inject({
            method: call.method,
            url: call.url,
            payload: call.payload,
            headers: { 'x-access-token': caller.token!, ...call.headers },
          });
          const holds = caller.perms!.has(`${FILE_CATEGORIES[category].perm}:${action}`);
          // Without the code: 403, or 404 where a partner may not see the file at all (never 403 then).
          const ok = holds
            ? res.statusCode !== 401 && res.statusCode !== 403 && res.statusCode < 500
            : res.statusCode === 403 || res.statusCode === 404;
          if (!ok)
            wrong.push(
              `${caller.name} ${category} ${call.method} ${call.url}: ${res.statusCode} (holds ${action}: ${holds})`,
            );
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
