import type { ComponentType } from 'react';
import { canonicalComponent } from '../../schemas/api/jeecg-names';
import type { AppRoute } from '../core';

/** Props every registered page receives: the route it was opened through. */
export interface PageProps {
  route: AppRoute;
}

/** A page module as a dynamic `import()` returns it. */
export interface PageModule {
  default: ComponentType<PageProps>;
  /**
   * Starts what the page will ask for first, given the route's query, before it renders (a cold load
   * knows the route long before the page's chunk and first render are done).
   */
  prefetch?: (params: Record<string, unknown>) => void;
}

/** Loads a page's module on first use, so each page lands in its own chunk. */
export type PageLoader = () => Promise<PageModule>;

// Keyed by the name a component is known by today: a menu or a saved schema still holding one of our
// former names (schemas/api/jeecg-names.ts) finds the page of JeecgBoot's name, and the other way round.
const loaders = new Map<string, PageLoader>();

/**
 * Registers the page that renders a menu component name. Registering the same name again replaces the
 * loader (a later widget may take over a name).
 *
 * @param componentName the menu item's component name, e.g. `system/UserList`
 * @param loader a function returning `import('./UserList')`
 * @example
 * registerPage('exception/404', () => import('./Exception404Page'));
 */
export function registerPage(componentName: string, loader: PageLoader): void {
  loaders.set(canonicalComponent(componentName), loader);
}

/**
 * The loader registered for a component name (or a former name of it), or undefined when no page exists
 * for it yet.
 *
 * @example
 * const loader = getPageLoader('system/UserList');
 * getPageLoader('system/PositionList') === getPageLoader('system/SysPositionList'); // true
 */
export function getPageLoader(componentName: string): PageLoader | undefined {
  return loaders.get(canonicalComponent(componentName));
}

/**
 * Loads the page of a route and starts its prefetch; nothing when no page is registered for it.
 *
 * @example
 * prefetchRoutePage(route, { id: '42' });
 */
export function prefetchRoutePage(route: AppRoute, params: Record<string, unknown>): void {
  getPageLoader(route.pageKey)?.().then(
    (page) => page.prefetch?.(params),
    () => undefined, // the route reports a chunk that failed when it renders
  );
}

/**
 * The component names that have a page, sorted.
 *
 * @example
 * listRegisteredPages(); // ['exception/403', 'exception/404', ...]
 */
export function listRegisteredPages(): string[] {
  return [...loaders.keys()].sort();
}

/** Forgets every registration; for tests only. */
export function clearRegisteredPages(): void {
  loaders.clear();
}
