import type { AppRoute } from '../../runtime/core';

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
