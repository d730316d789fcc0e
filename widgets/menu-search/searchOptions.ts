import { flattenRoutes, type AppRoute } from '../../runtime/core';
import { routeTitle } from '../shell/routeTitle';

/** One page the menu search offers. */
export interface MenuSearchOption {
  /** The page's absolute path (unique). */
  value: string;
  /** The page's title in the current language. */
  label: string;
  /** Its visible parents' titles, outermost first, to tell same-named pages apart. */
  trail: string[];
  route: AppRoute;
}

/**
 * The pages the menu search offers (SPEC §2): visible, non-hidden menu pages whose parents are visible
 * too, in menu order, titled in `locale`.
 *
 * @example
 * menuSearchOptions(routes, 'zh-CN').map((o) => o.label); // ['首页', '工单列表', …]
 */
export function menuSearchOptions(routes: AppRoute[], locale: string): MenuSearchOption[] {
  const seen = new Set<string>();
  return flattenRoutes(routes).flatMap(({ route, fullPath, parents }) => {
    if (route.hidden || parents.some((p) => p.hidden) || seen.has(fullPath)) return [];
    seen.add(fullPath);
    return [
      {
        value: fullPath,
        label: routeTitle(route, locale),
        trail: parents.map((p) => routeTitle(p, locale)),
        route,
      },
    ];
  });
}

/**
 * Whether a search option matches the typed text: case-insensitive, on its title or a parent's.
 *
 * @example
 * matchesSearch(option, 'user'); // true for 'Users'
 */
export function matchesSearch(option: MenuSearchOption, input: string): boolean {
  const needle = input.trim().toLowerCase();
  if (!needle) return true;
  return [option.label, ...option.trail].some((text) => text.toLowerCase().includes(needle));
}

/**
 * The address a menu page opens in a new window, or undefined for a page shown in the console. External
 * and iframe items (`meta.internalOrExternal`, or an http(s) url) open their url; an http(s) path opens
 * itself.
 *
 * @example
 * externalUrl(route); // 'https://example.com/docs'
 */
export function externalUrl(route: AppRoute): string | undefined {
  const { url, internalOrExternal } = route.meta;
  if (typeof url === 'string' && url && (internalOrExternal || /^https?:\/\//i.test(url))) return url;
  if (/^https?:\/\//i.test(route.path)) return route.path;
  return undefined;
}
