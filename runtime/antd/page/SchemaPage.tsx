import { lazy, Suspense, type ReactNode } from 'react';
import { permissionAccess } from '../../render/actions/access';
import { getPageKind } from '../../render/pageKinds/pageKindRegistry';
import type { SchemaPageProps } from '../../render/pageKinds/schemaPageHost';
import { loadPageBundle } from '../../render/schema/loadPageBundle';
import { usePageBundle } from '../../render/schema/usePageBundle';
import { registerFieldWidgets } from '../fields/registerFieldWidgets';
import { PageSpin } from '../pageKit/PageSpin';
import { registerPageKinds } from './registerPageKinds';

// The widgets and the kinds are registered with the first schema page rather than at start: their
// loaders would add the whole form stack to the entry's preload list.
registerFieldWidgets();
registerPageKinds();

// Errors load antd's Result (with its illustrations) only when one is shown.
const errors = () => import('../pageKit/PageError');
const PageError = lazy(errors);
const PageForbidden = lazy(() => errors().then((m) => ({ default: m.PageForbidden })));
const PageUnknownKind = lazy(() => errors().then((m) => ({ default: m.PageUnknownKind })));

export type { SchemaPageProps };

/**
 * Starts a schema page's loading before it renders: its bundle, then what its kind asks for first (a
 * list's first page), so those requests do not wait for the kind's chunk and its first render. A cold
 * load calls it as soon as the route is known (runtime/app/coldStart.ts). Resolves when the bundle is
 * in (or failed: the page shows the error when it renders).
 *
 * @example
 * await prefetchSchemaPage('caseManage.case.list', {});
 */
export function prefetchSchemaPage(pageId: string, params: Record<string, unknown>): Promise<void> {
  return loadPageBundle(pageId).then(
    (bundle) => {
      // A forbidden page shows its notice and asks for nothing.
      if (permissionAccess(bundle.page.permission).visible)
        getPageKind(bundle.page.kind)?.prefetch?.(bundle, params);
    },
    () => undefined,
  );
}

/**
 * Renders a page schema by id: loads and validates it with everything it refers to, checks the page's
 * own permission, and shows the view its kind registered (registerPageKind). Schema problems show as
 * an error naming each file and pointer; a kind without a view shows as an error naming the kind.
 *
 * @example
 * <SchemaPage pageId="system.dict.list" params={{}} />
 */
export function SchemaPage({ pageId, params }: SchemaPageProps) {
  const { state, retry } = usePageBundle(pageId);
  const lazyView = (view: ReactNode) => <Suspense fallback={<PageSpin />}>{view}</Suspense>;
  if (state.status === 'loading') return <PageSpin />;
  if (state.status === 'error') return lazyView(<PageError error={state.error} onRetry={retry} />);
  const { bundle } = state;
  const { page } = bundle;
  if (!permissionAccess(page.permission).visible) return lazyView(<PageForbidden />);
  const View = getPageKind(page.kind)?.view;
  if (!View) return lazyView(<PageUnknownKind pageId={page.id} kind={page.kind} />);
  return lazyView(<View bundle={bundle} params={params} />);
}

export default SchemaPage;
