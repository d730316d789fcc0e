import { flattenRoutes, type AppRoute } from '../../runtime/core';

/** A page of the user's menu, for choosing the landing page. */
export interface MenuPage {
  path: string;
  title: string;
}

/**
 * The visible pages of the user's menu (not folders, not hidden, not external), titled in `locale`.
 *
 * @example
 * menuPages(permissions.routes, 'en-US'); // [{ path: '/dashboard/analysis', title: 'Analysis' }, …]
 */
export function menuPages(routes: AppRoute[], locale: string): MenuPage[] {
  return flattenRoutes(routes)
    .filter(({ route, fullPath, parents }) => {
      const hidden = route.hidden || parents.some((p) => p.hidden);
      return (
        !hidden && fullPath.startsWith('/') && !route.component.startsWith('layouts/') && !route.meta.url
      );
    })
    .map(({ route, fullPath }) => ({
      path: fullPath,
      title: locale === 'en-US' && route.meta.titleEn ? route.meta.titleEn : route.meta.title,
    }));
}

/**
 * The title of a path among `pages`, or the path itself.
 *
 * @example
 * pageTitle(pages, '/caseManage/list'); // 'Work order list'
 */
export function pageTitle(pages: MenuPage[], path: string): string {
  return pages.find((p) => p.path === path)?.title ?? path;
}
