import { findRouteByPath, type AppRoute } from '../../runtime/core';

/**
 * A route's title in the current locale: `meta.titleEn` in en-US when the menu has one, otherwise
 * `meta.title`.
 *
 * @example
 * routeTitle(route, 'en-US'); // 'User management'
 */
export function routeTitle(route: AppRoute, locale: string): string {
  if (locale === 'en-US' && route.meta.titleEn) return route.meta.titleEn;
  return route.meta.title;
}

/**
 * The title of the page at a path (query ignored) in the current locale, or undefined when no route
 * matches it.
 *
 * @example
 * titleForPath(routes, '/isystem/user?tab=1', 'zh-CN'); // '用户管理'
 */
export function titleForPath(routes: AppRoute[], path: string, locale: string): string | undefined {
  const hit = findRouteByPath(routes, path);
  return hit ? routeTitle(hit.route, locale) : undefined;
}
