import type { ComponentType } from 'react';
import { canonicalComponent } from '../../schemas/api/jeecg-names';
import type { AppRoute } from '../core';
import { loadOnce, type LoadedOnce } from './loadOnce';

/** Props every registered page receives: the route it was opened through. */
export interface PageProps {
  route: AppRoute;
}

/** A page module as a dynamic `import()` returns it. */
export interface PageModule {
  default: ComponentType<PageProps>;
  /**
   * Starts what the page will ask for first, given the route's query, before it renders (a cold load
   * knows the route long before the page's chunk and first render are done); resolves once the page
   * could render without waiting for its own documents (a schema page: its bundle loaded).
   */
  prefetch?: (params: Record<string, unknown>) => Promise<void> | void;
}

/** Loads a page's module on first use, so each page lands in its own chunk. */
export type PageLoader = () => Promise<PageModule>;

// Keyed by the name a component is known by today: a menu or a saved schema still holding one of our
// former names (schemas/api/jeecg-names.ts) finds the page of JeecgBoot's name, and the other way round.
const loaders = new Map<string, PageLoader>();
// Each loader's module, loaded once (a cold load's prefetch and the route's render share it) and readable
// once it has arrived, so a route renders a page whose chunk is in without suspending. Weak: a
// loader replaced by a new registration (a schema stored in the designer) takes its module with it.
let modules = new WeakMap<PageLoader, LoadedOnce<PageModule>>();

/**
 * The module of a page loader, loaded once; a failed load is tried again next time.
 *
 * @example
 * const { default: Page } = await loadPageModule(getPageLoader('system/UserList')!);
 */
export function loadPageModule(loader: PageLoader): Promise<PageModule> {
  let module = modules.get(loader);
  if (!module) modules.set(loader, (module = loadOnce(loader)));
  return module.load();
}

/**
 * The module of a page loader if it has loaded, else undefined.
 *
 * @example
 * const page = loadedPageModule(loader);
 */
export function loadedPageModule(loader: PageLoader): PageModule | undefined {
  return modules.get(loader)?.loaded();
}

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
export function prefetchRoutePage(route: AppRoute, params: Record<string, unknown>): Promise<void> {
  const loader = getPageLoader(route.pageKey);
  if (!loader) return Promise.resolve();
  return loadPageModule(loader).then(
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
  modules = new WeakMap();
}
