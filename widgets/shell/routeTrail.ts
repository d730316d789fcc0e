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

/**
 * The menu's open keys once `parents` are open too: the same list when they all are, so a menu whose
 * parents were open from the start does not render again (on a cold load that render landed in the
 * commit that brings the list's rows).
 *
 * @example
 * withOpenParents(['/isystem'], ['/isystem']); // the same array
 * withOpenParents(['/isystem'], ['/monitor']); // ['/isystem', '/monitor']
 */
export function withOpenParents(open: string[], parents: string[]): string[] {
  return parents.every((key) => open.includes(key)) ? open : [...new Set([...open, ...parents])];
}
