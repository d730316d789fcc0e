import { canonicalComponent } from '../../../schemas/api/jeecg-names';
import { getRuntimeConfig, type RuntimeConfig } from '../config';
import type { MenuItem } from '../permissions/types';
import { matchOnlinePage } from './onlinePages';
import { substituteUrlPlaceholders } from './placeholders';
import { BUILTIN_LIST_PAGE, type AppRoute, type FlatRoute } from './types';

function isSkipped(item: MenuItem): boolean {
  return item.route === '0' || item.route === false;
}

function buildRoute(item: MenuItem, config: RuntimeConfig): AppRoute {
  const meta = { ...item.meta, title: item.meta?.title ?? item.name };
  if (typeof meta.url === 'string') meta.url = substituteUrlPlaceholders(meta.url, config);
  const online = matchOnlinePage(item.component ?? '', item.path);
  const route: AppRoute = {
    path: item.path,
    name: item.name,
    component: item.component ?? '',
    hidden: Boolean(item.hidden),
    meta,
    // A former component name of ours picks the page of JeecgBoot's name (schemas/api/jeecg-names.ts).
    pageKey: online ? BUILTIN_LIST_PAGE : canonicalComponent(item.component ?? ''),
  };
  if (item.redirect) route.redirect = item.redirect;
  if (online) {
    route.onlineKind = online.kind;
    if (online.modelCode !== undefined) route.modelCode = online.modelCode;
  }
  if (item.alwaysShow) {
    route.alwaysShow = true;
    route.redirect = item.path;
  }
  const children = item.children?.length ? buildMenuRoutes(item.children, config) : [];
  if (children.length > 0) {
    route.children = children;
    // A folder with nothing visible inside must not show as an empty entry.
    if (children.every((child) => child.hidden)) route.hidden = true;
  }
  return route;
}

/**
 * Builds the route tree from the menu (SPEC §2 "Menu-driven routes"): items whose route flag is '0'
 * are skipped; alwaysShow redirects to the item's own path; children are built recursively; a parent
 * whose children are all hidden becomes hidden; online forms and reports map to the built-in list page.
 *
 * @example
 * const routes = buildMenuRoutes(permissions.menu);
 */
export function buildMenuRoutes(menu: MenuItem[], config: RuntimeConfig = getRuntimeConfig()): AppRoute[] {
  return menu.filter((item) => !isSkipped(item)).map((item) => buildRoute(item, config));
}

function joinPath(parent: string, path: string): string {
  if (path.startsWith('/') || /^[a-z][a-z\d+.-]*:/i.test(path)) return path;
  return `${parent.replace(/\/+$/, '')}/${path}`;
}

/**
 * Lists the leaf routes with their absolute paths and ancestors (for the route table and breadcrumbs).
 *
 * @example
 * flattenRoutes(routes).map(({ fullPath, route }) => [fullPath, route.pageKey]);
 */
export function flattenRoutes(routes: AppRoute[], parents: AppRoute[] = [], base = ''): FlatRoute[] {
  return routes.flatMap((route) => {
    const fullPath = joinPath(base || '/', route.path);
    if (route.children && route.children.length > 0) {
      return flattenRoutes(route.children, [...parents, route], fullPath);
    }
    return [{ route, fullPath, parents }];
  });
}

function normalize(path: string): string {
  const clean = path.split(/[?#]/)[0] ?? '';
  return clean.length > 1 ? clean.replace(/\/+$/, '') : clean;
}

function matches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.split('/');
  return want.length === got.length && want.every((seg, i) => seg.startsWith(':') || seg === got[i]);
}

/**
 * Finds the leaf route for a location path: an exact path first, then one with `:param` segments.
 *
 * @example
 * findRouteByPath(routes, '/online/cgformList/abc?x=1')?.route.pageKey; // 'builtin:list'
 */
export function findRouteByPath(routes: AppRoute[], path: string): FlatRoute | undefined {
  const target = normalize(path);
  const flat = flattenRoutes(routes);
  return (
    flat.find((entry) => normalize(entry.fullPath) === target) ??
    flat.find((entry) => matches(normalize(entry.fullPath), target))
  );
}
