import { Suspense, type ComponentType, type ReactNode } from 'react';
import type { AppRoute } from '../core';
import { loadedOrLazy } from './pageKinds/componentSource';
import {
  getPageLoader,
  loadedPageModule,
  loadPageModule,
  type PageLoader,
  type PageProps,
} from './pageRegistry';

// One component per loader: it must keep its identity across renders, or the page would remount (and
// refetch) on every render of the layout. A page whose chunk is in (a cold load's prefetch) renders
// without suspending first.
const lazyPages = new Map<PageLoader, ComponentType<PageProps>>();

function lazyPageFor(loader: PageLoader): ComponentType<PageProps> {
  let page = lazyPages.get(loader);
  if (!page) {
    page = loadedOrLazy(
      () => loadPageModule(loader),
      () => loadedPageModule(loader)?.default,
    );
    lazyPages.set(loader, page);
  }
  return page;
}

export interface RoutePageProps {
  /** The route being shown; its `pageKey` picks the page. */
  route: AppRoute;
  /** Shown while the page's chunk loads. */
  loading: ReactNode;
  /** Rendered when no page is registered for the route's page key. */
  renderMissing: (route: AppRoute) => ReactNode;
}

/**
 * Renders the page registered for a route's page key, loading its chunk on first use.
 *
 * @example
 * <RoutePage route={route} loading={<Spin />} renderMissing={(r) => <NotAvailable componentName={r.component} />} />
 */
export function RoutePage({ route, loading, renderMissing }: RoutePageProps) {
  const loader = getPageLoader(route.pageKey);
  if (!loader) return <>{renderMissing(route)}</>;
  const Page = lazyPageFor(loader);
  return (
    <Suspense fallback={loading}>
      <Page route={route} />
    </Suspense>
  );
}
