import { findRouteByPath, type AppRoute } from '../../runtime/core';

/**
 * The chain of routes from a top-level menu item down to the page at `path` (exact path first, then
 * one with `:param` segments), or an empty list when no page matches.
 *
 * @example
 * routeTrail(routes, '/isystem/user').map((r) => r.path); // ['/isystem', '/isystem/user']
 */
export function routeTrail(routes: AppRoute[], path: string): AppRoute[] {
  const hit = findRouteByPath(routes, path);
  return hit ? [...hit.parents, hit.route] : [];
}
