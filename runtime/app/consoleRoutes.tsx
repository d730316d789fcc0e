import { Navigate, Route } from 'react-router-dom';
import { flattenRoutes, type AppRoute } from '../core';
import { RoutePage } from '../render';
import { NotAvailable } from './lazyWidgets';
import { PageSpin } from './PageSpin';

/** Where opening a folder goes: its redirect, else its first visible child. */
function folderTarget(route: AppRoute): string | undefined {
  if (route.redirect && route.redirect !== route.path) return route.redirect;
  const child = route.children?.find((c) => !c.hidden) ?? route.children?.[0];
  return child?.path;
}

function folders(routes: AppRoute[]): AppRoute[] {
  return routes.flatMap((route) => (route.children?.length ? [route, ...folders(route.children)] : []));
}

function renderMissing(route: AppRoute) {
  return <NotAvailable componentName={route.component} />;
}

/**
 * The console's child routes, flat: one per page (the registered page for its page key, or the "not
 * available" result naming its component) and one redirect per folder. Folders (`layouts/RouteView`
 * and friends) are pass-through, so nothing nests: the menu and breadcrumbs read the route tree, and
 * menu paths need not nest the way react-router's nested absolute paths must.
 *
 * @example
 * <Route element={<BasicLayout routes={routes} />}>{consoleRoutes(routes)}</Route>
 */
export function consoleRoutes(routes: AppRoute[]) {
  const pages = flattenRoutes(routes).filter(({ fullPath }) => fullPath.startsWith('/'));
  const seen = new Set<string>();
  const elements = [];
  for (const { route, fullPath } of pages) {
    if (seen.has(fullPath)) continue;
    seen.add(fullPath);
    // Keyed by path so two menu items sharing a page each get their own instance.
    const page = (
      <RoutePage key={fullPath} route={route} loading={<PageSpin />} renderMissing={renderMissing} />
    );
    elements.push(<Route key={fullPath} path={fullPath} element={page} />);
  }
  for (const folder of folders(routes)) {
    const target = folderTarget(folder);
    if (!target || seen.has(folder.path) || !folder.path.startsWith('/')) continue;
    seen.add(folder.path);
    elements.push(<Route key={folder.path} path={folder.path} element={<Navigate to={target} replace />} />);
  }
  return elements;
}
