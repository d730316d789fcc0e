// Access declarations and authentication. Every route states in its config either `public: true` or
// `permission: '<code>'` ('authenticated' = any signed-in user; other codes must be among the user's
// button permissions). A route that declares neither, or both, makes registration throw, so the
// mistake stops the server at start instead of shipping an open route.
//
//   app.get('/sys/thing', { config: { permission: 'authenticated' } }, handler)
//   app.post('/sys/user/add', { config: { permission: 'user:add' } }, handler)
//   app.post('/sys/login', { config: { public: true } }, handler)
import fp from 'fastify-plugin';
import type {
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
  onRequestHookHandler,
  RouteOptions,
} from 'fastify';
import { fail } from '../lib/envelope.js';
import type { AuthUser } from '../services/sessions.js';

/** The permission code of routes open to any signed-in user. */
export const AUTHENTICATED = 'authenticated';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Open without a token. */
    public?: boolean;
    /** Code the caller must hold, or 'authenticated'. */
    permission?: string;
  }
  interface FastifyRequest {
    /** The signed-in user on routes that declare a permission; null on public routes. */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** Every registered route with the access it declares (the route × role test walks it). */
    routeAccess: readonly RouteAccess[];
  }
}

/** A registered route and the access it declares. */
export interface RouteAccess {
  method: string;
  url: string;
  access: { public: true } | { permission: string };
}

export interface AuthOptions {
  /** Resolves a token to its user, or null when it is unknown or expired. */
  authenticate: (token: string) => Promise<AuthUser | null>;
  /** The user of a token known without a lookup (a fresh cached session), or undefined. */
  cached?: (token: string) => AuthUser | undefined;
}

/** The access a route declares; throws when it declares neither or both. */
export function accessOf(
  route: Pick<RouteOptions, 'method' | 'url' | 'config'>,
): { public: true } | { permission: string } {
  const config = (route.config ?? {}) as { public?: unknown; permission?: unknown };
  const isPublic = config.public === true;
  const permission =
    typeof config.permission === 'string' && config.permission !== '' ? config.permission : null;
  if (isPublic === (permission !== null)) {
    const method = Array.isArray(route.method) ? route.method.join(',') : route.method;
    throw new Error(
      `Route ${method} ${route.url} must declare exactly one of config.public: true or config.permission: '<code>'`,
    );
  }
  return permission === null ? { public: true } : { permission };
}

/** The signed-in user of a route that declares a permission; fails closed (401) if there is none. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw fail(request.t('tokenExpired'), 401, 401);
  return request.user;
}

export default fp<AuthOptions>(
  async (app, { authenticate, cached = () => undefined }) => {
    app.decorateRequest('user', null);
    const table: RouteAccess[] = [];
    app.decorate('routeAccess', table);

    /** Lets the user in (undefined) or names the refusal. */
    const admit = (request: FastifyRequest, user: AuthUser | null, permission: string) => {
      if (!user) return fail(request.t('tokenExpired'), 401, 401);
      if (permission !== AUTHENTICATED && !user.perms.has(permission)) {
        return fail(request.t('noPermission'), 403, 403);
      }
      request.user = user;
      return undefined;
    };

    // A callback hook, not an async one: a cached session (nearly every request) is admitted without a
    // promise or a microtask; only a lookup goes through `authenticate`.
    const guard = (permission: string): onRequestHookHandler =>
      function requireAccess(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) {
        const token = request.headers['x-access-token'];
        if (typeof token !== 'string' || token === '') {
          done(admit(request, null, permission));
          return;
        }
        const known = cached(token);
        if (known !== undefined) {
          done(admit(request, known, permission));
          return;
        }
        authenticate(token).then(
          (user) => done(admit(request, user, permission)),
          (err: unknown) => done(err as Error),
        );
      };

    app.addHook('onRoute', (route) => {
      const access = accessOf(route);
      for (const method of [route.method].flat()) table.push({ method, url: route.url, access });
      if ('permission' in access) {
        // Authentication runs first in onRequest, before the body is parsed or validated.
        const existing = route.onRequest === undefined ? [] : [route.onRequest].flat();
        route.onRequest = [guard(access.permission), ...existing];
      }
    });
  },
  { name: 'auth', dependencies: ['i18n'] },
);
