import type { AuthEntry } from '../storage/localStore';

/** Anything with a route's permission metadata and children. */
export interface PermissionFilterable<R> {
  meta?: { permissionList?: Array<string | AuthEntry> };
  children?: R[];
}

function codeOf(entry: string | AuthEntry): string {
  return typeof entry === 'string' ? entry : entry.action;
}

/**
 * Keeps the routes whose `meta.permissionList` shares an entry with the user's list, recursively;
 * routes without one (absent or empty) are kept (SPEC §6). Returns new objects, inputs untouched.
 *
 * @example
 * const visible = filterRoutesByPermission(routes, auth.map((a) => a.action));
 */
export function filterRoutesByPermission<R extends PermissionFilterable<R>>(
  routes: R[],
  permissionList: Array<string | AuthEntry>,
): R[] {
  const granted = new Set(permissionList.map(codeOf));
  return routes
    .filter((route) => {
      // An empty list means "no requirement": servers that never fill it send [] (contract §3.4).
      const required = route.meta?.permissionList ?? [];
      return required.length === 0 || required.some((entry) => granted.has(codeOf(entry)));
    })
    .map((route) =>
      route.children
        ? { ...route, children: filterRoutesByPermission(route.children, permissionList) }
        : route,
    );
}
