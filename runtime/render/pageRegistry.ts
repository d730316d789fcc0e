import type { ComponentType } from 'react';
import type { AppRoute } from '../core';

/** Props every registered page receives: the route it was opened through. */
export interface PageProps {
  route: AppRoute;
}

/** A page module as a dynamic `import()` returns it. */
export interface PageModule {
  default: ComponentType<PageProps>;
}

/** Loads a page's module on first use, so each page lands in its own chunk. */
export type PageLoader = () => Promise<PageModule>;

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
  loaders.set(componentName, loader);
}

/**
 * The loader registered for a component name, or undefined when no page exists for it yet.
 *
 * @example
 * const loader = getPageLoader('system/UserList');
 */
export function getPageLoader(componentName: string): PageLoader | undefined {
  return loaders.get(componentName);
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
