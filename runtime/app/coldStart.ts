// A signed-in reload or link straight to a console page. Left to the first render, its loading ran as
// a waterfall (bench/README.md "render: cold load in parallel"): the guard's effect asked for the
// permissions, which named the route, whose layout, page host, schema, list chunk and first page each
// waited for the one before. Here the permissions and the chunks every console page needs leave
// together before React renders, and the route's page starts its schema and first data as soon as the
// permissions name it; the shell renders once the page's schema is in (or after FIRST_ROUTES_WAIT_MS),
// so its first render includes the page, with the first data on its way.
import { matchPath } from 'react-router-dom';
import {
  beforeFirstRoutes,
  decideNavigation,
  flattenRoutes,
  hasToken,
  loadPermissionsAndRoutes,
  type AppRoute,
} from '../core';
import { loadSchemaView } from '../antd/register';
import { getPageKind, prefetchRoutePage, preloadSchemaSources } from '../render';
import { loadBasicLayout } from './lazyWidgets';

/** The route of the console page at `pathname`, as consoleRoutes.tsx matches it. */
function routeAt(routes: AppRoute[], pathname: string): AppRoute | undefined {
  return flattenRoutes(routes).find(
    ({ fullPath }) => fullPath.startsWith('/') && matchPath(fullPath, pathname) !== null,
  )?.route;
}

const quiet = () => undefined; // a chunk that fails is reported by the route that renders it

/**
 * Starts the permissions, the console's chunks and the page's own loading for the current location,
 * when the guard would load permissions for it (signed in, not yet loaded); nothing otherwise (the
 * sign-in pages load none of it). True when it started them: a console page is on its way.
 *
 * @example
 * startColdLoad(); // in main.tsx, before the first render
 */
export function startColdLoad(): boolean {
  const { pathname, search } = window.location;
  // As the guard has it: where a failed load sends the user back to after signing in.
  const fullPath = `${pathname}${search}`;
  const decision = decideNavigation({
    path: pathname,
    fullPath,
    hasToken: hasToken(),
    permissionsLoaded: false,
  });
  if (decision.type !== 'loadPermissions') return false;
  beforeFirstRoutes((routes) => {
    const route = routeAt(routes, pathname);
    return route && prefetchRoutePage(route, Object.fromEntries(new URLSearchParams(search)));
  });
  void loadPermissionsAndRoutes(fullPath);
  // The layout, the schema page host and the list renderer (most menu pages are lists): the same
  // chunks their lazy imports load, so each is fetched once. In a task of their own, after the
  // permission request has gone out (a few promise jobs from now): their ~50 requests would otherwise
  // take the browser's six connections first, and the permissions, which the rest waits for, queued
  // behind them (200 ms in a waterfall on a loaded machine). The schema sources' index comes with them,
  // so the page's schema documents leave as soon as the permissions name the page.
  setTimeout(() => {
    loadBasicLayout().catch(quiet);
    preloadSchemaSources();
    // The list kind registers with the page host; importing the list's chunk from here instead would
    // split the modules it shares with the host into chunks of their own (a bigger shell + list route).
    loadSchemaView().then(() => getPageKind('list')?.preload?.().catch(quiet), quiet);
  });
  return true;
}
