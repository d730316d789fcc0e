import { Spin } from 'antd';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import type { PageKind } from '../../render/schemaLite';
import { permissionAccess } from '../../render/actions/access';
import { evaluateParams } from '../../render/actions/evaluate';
import { usePageBundle } from '../../render/schema/usePageBundle';
import { registerFieldWidgets } from '../fields/registerFieldWidgets';
import type { KindViewProps } from './PageHost';

// The widgets are registered with the first schema page rather than at start: their loader would add
// the whole form stack to the entry's preload list.
registerFieldWidgets();

// Errors load antd's Result (with its illustrations) only when one is shown.
const PageError = lazy(() => import('./PageError'));
const PageForbidden = lazy(() => import('./PageError').then((m) => ({ default: m.PageForbidden })));

// Each kind is its own chunk: antd's Table comes with the list, Formily with the form.
const VIEWS: Record<Exclude<PageKind, 'modal'>, LazyExoticComponent<ComponentType<KindViewProps>>> = {
  list: lazy(() => import('../list/ListPage')),
  form: lazy(() => import('../form/FormPage')),
  detail: lazy(() => import('../detail/DetailPage')),
};

export interface SchemaPageProps {
  pageId: string;
  params: Record<string, unknown>;
}

/** Shown while a page or its chunk loads. */
export function PageSpin() {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
      <Spin />
    </div>
  );
}

/**
 * Renders a page schema by id: loads and validates it with everything it refers to, checks the page's
 * own permission, and shows the view of its kind (a modal page shows its content inline). Schema
 * problems show as an error naming each file and pointer.
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
  if (page.kind === 'modal') {
    return <SchemaPage pageId={page.content.page} params={evaluateParams(page.content.params, { params })} />;
  }
  const View = VIEWS[page.kind];
  return lazyView(<View bundle={bundle} params={params} />);
}
