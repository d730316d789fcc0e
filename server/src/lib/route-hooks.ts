// Hooks for a few named routes, attached to those routes only. A hook added with `app.addHook` runs on
// every request of its scope; one that only acts on one or two URLs still costs each other request a
// call, and an async one a promise and a microtask (issue 16: the list's server time). Attached
// through `onRoute`, the other routes never run it.
import type { FastifyInstance, RouteOptions } from 'fastify';

type HookName = 'onRequest' | 'preHandler' | 'onSend';

/**
 * Adds `hook` as a `name` hook of every route registered after this call, in `app`'s scope and its
 * children, whose URL (with the scope's prefix) is one of `urls`; it runs after the route's own hooks.
 *
 * @example
 * hookRoutes(app, 'preHandler', new Set([`${app.prefix}/biz/cert/list`]), async () => keeper.ensureFresh());
 */
export function hookRoutes<N extends HookName>(
  app: FastifyInstance,
  name: N,
  urls: ReadonlySet<string>,
  hook: NonNullable<RouteOptions[N]> extends infer H ? (H extends readonly unknown[] ? H[number] : H) : never,
): void {
  app.addHook('onRoute', (route) => {
    if (!urls.has(route.url)) return;
    const existing = route[name] === undefined ? [] : [route[name]].flat();
    (route as Record<HookName, unknown>)[name] = [...existing, hook];
  });
}
