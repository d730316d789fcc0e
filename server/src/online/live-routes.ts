// Routes of models saved by the online designer, answering without a restart. Fastify cannot add
// routes once it is ready, so this scope's not-found handler (under the API base) looks the method and
// path up among the stored models' operations; anything else stays the 404 envelope. When the built
// web app is served, its GET catch-all (plugins/web.ts) takes unknown GETs before any not-found handler,
// so a hook hands GETs of live operations over from there (see `dispatchLiveGets`). A matched
// operation enforces its access declaration exactly like plugins/auth.ts does for fixed routes:
// 401 without a valid token, 403 without the operation's code.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail, failure } from '../lib/envelope.js';
import { hookRoutes } from '../lib/route-hooks.js';
import { AUTHENTICATED } from '../plugins/auth.js';
import { userPermissionCodes } from '../services/permissions.js';
import { IMPORT_MAX_BYTES } from '../crud/import.js';
import type { OnlineSchemas } from './service.js';

async function authorize(app: FastifyInstance, request: FastifyRequest, permission: string): Promise<void> {
  const token = request.headers['x-access-token'];
  const user = typeof token === 'string' && token !== '' ? await app.sessions.authenticate(token) : null;
  if (!user) throw fail(request.t('tokenExpired'), 401, 401);
  // Codes of a model saved a moment ago are not in a session cached before it: read them afresh.
  const perms =
    permission === AUTHENTICATED || user.perms.has(permission)
      ? user.perms
      : await userPermissionCodes(app.db, user.id);
  if (permission !== AUTHENTICATED && !perms.has(permission)) throw fail(request.t('noPermission'), 403, 403);
  request.user = { ...user, perms };
}

/** Requests the scope's onRequest hook has already authorized for their live operation. */
const authorized = new WeakSet<FastifyRequest>();

function liveOperation(online: OnlineSchemas, apiBase: string, request: FastifyRequest) {
  const path = request.url.split('?')[0] ?? '';
  if (!path.startsWith(`${apiBase}/`)) return undefined;
  return online.match(request.method, path.slice(apiBase.length));
}

/**
 * Answers the request if a stored model's operation matches it. @returns false when none does.
 *
 * @example
 * if (!(await dispatchLive(app, online, '/api', request, reply))) reply.code(404).send(…);
 */
export async function dispatchLive(
  app: FastifyInstance,
  online: OnlineSchemas,
  apiBase: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  const op = liveOperation(online, apiBase, request);
  if (!op) return false;
  if (!authorized.has(request)) await authorize(app, request, op.permission);
  reply.code(200);
  const result = await op.handler(request, reply);
  if (!reply.sent) await reply.send(result);
  return true;
}

/**
 * Registers, in the calling scope (prefix = API base), the dispatcher of stored models' operations.
 *
 * @example
 * await registerLiveRoutes(scope, app.onlineSchemas, '/api');
 */
export async function registerLiveRoutes(
  app: FastifyInstance,
  online: OnlineSchemas,
  apiBase: string,
): Promise<void> {
  // Scoped like crud/routes.ts: the import operation reads multipart bodies.
  await app.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 5, fields: 10, parts: 15 } });
  // Fastify parses a body before the not-found handler runs; this scope's onRequest runs first, so the
  // caller is authenticated (or the path found unknown) before any byte of the body is read: an
  // anonymous caller gets 401 and an unknown path 404, whatever the body holds.
  app.addHook('onRequest', async (request, reply) => {
    if (!request.is404) return;
    const op = liveOperation(online, apiBase, request);
    if (!op) return reply.code(404).send(failure(request.t('notFound'), 404));
    await authorize(app, request, op.permission);
    authorized.add(request);
  });
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (await dispatchLive(app, online, apiBase, request, reply)) return reply;
    return reply.code(404).send(failure(request.t('notFound'), 404));
  });
}

/**
 * At the root: GETs the web app's catch-all route received that are live operations are answered here
 * (a GET carries no body, so nothing is lost by answering before the route's handler).
 *
 * @example
 * dispatchLiveGets(app, () => app.onlineSchemas, '/api'); // in plugins/models.ts
 */
export function dispatchLiveGets(app: FastifyInstance, online: () => OnlineSchemas, apiBase: string): void {
  // On the catch-all route only (lib/route-hooks.ts): every API request would pay for an async hook.
  hookRoutes(app, 'preHandler', new Set(['/*']), async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if (await dispatchLive(app, online(), apiBase, request, reply)) return reply;
  });
}
