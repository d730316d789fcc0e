import { lazy, Suspense, useMemo, useState } from 'react';
import type { PageSchema } from '../../render/schemaLite';
import { evaluateParams } from '../../render/actions/evaluate';
import { getPageKind } from '../../render/pageKinds/pageKindRegistry';
import { usePageBundle } from '../../render/schema/usePageBundle';
import { interpolate, useSchemaText } from '../../render/schema/text';
import { DialogFrame } from './DialogFrame';
import { NestedPage } from './NestedPage';
import { PageHostContext, type PageHost } from './PageHost';
import { PageSpin } from './PageSpin';

const PageError = lazy(() => import('./PageError'));

export interface SchemaDialogProps {
  /** The page to open: a modal page (its container and content) or any page (shown in a modal). */
  target: string;
  params: Record<string, unknown>;
  /** From the action: open a non-modal page in a drawer instead of a modal. */
  mode?: 'modal' | 'drawer' | 'page';
  /** Runs the opener's `onSuccess` effects. */
  onDone: () => void;
  /** Called after the dialog has closed. */
  onClosed: () => void;
}

function frameOf(page: PageSchema | undefined, mode: SchemaDialogProps['mode']) {
  if (page?.kind === 'modal') {
    return {
      container: page.container ?? 'modal',
      size: page.size,
      width: page.width,
      fullscreenToggle: page.fullscreenToggle ?? true,
    };
  }
  return { container: mode === 'drawer' ? ('drawer' as const) : ('modal' as const) };
}

/**
 * Opens a page schema in a modal or drawer; the page inside closes it and tells the opener it
 * succeeded through its PageHost.
 *
 * @example
 * <SchemaDialog target="system.dict.modal" params={{ id }} onDone={reload} onClosed={() => setDialog(null)} />
 */
export function SchemaDialog({ target, params, mode, onDone, onClosed }: SchemaDialogProps) {
  const [open, setOpen] = useState(true);
  const { state, retry } = usePageBundle(target);
  const page = state.status === 'ready' ? state.bundle.page : undefined;
  // A title may name a text of the page's model (a form opened without a modal page of its own).
  const model = page?.model && state.status === 'ready' ? state.bundle.models.get(page.model) : undefined;
  const tx = useSchemaText(page?.i18n, model?.schema['x-i18n']);
  const host: PageHost = useMemo(
    () => ({ inDialog: true, close: () => setOpen(false), done: onDone }),
    [onDone],
  );
  const content = page?.kind === 'modal' ? page.content.page : target;
  const contentParams = useMemo(
    () => (page?.kind === 'modal' ? evaluateParams(page.content.params, { params }) : params),
    [page, params],
  );
  // A title may name the opener's values (`titleValues` over the params it passed: the row's title).
  const title = page ? tx(page.title) : '';
  const shownTitle = page?.titleValues
    ? interpolate(title, evaluateParams(page.titleValues, { params }))
    : title;
  const contentKind = state.status === 'ready' ? state.bundle.pages.get(content)?.schema.kind : undefined;
  // How tall the frame is depends on what it shows, which its kind's registration says.
  const tallBody = contentKind ? getPageKind(contentKind)?.tallInDialog : false;
  return (
    <DialogFrame
      open={open}
      title={shownTitle}
      {...frameOf(page, mode)}
      tallBody={tallBody}
      onClose={() => setOpen(false)}
      afterClose={onClosed}
    >
      {state.status === 'loading' && <PageSpin />}
      {state.status === 'error' && (
        <Suspense fallback={<PageSpin />}>
          <PageError error={state.error} onRetry={retry} />
        </Suspense>
      )}
      {state.status === 'ready' && (
        <PageHostContext.Provider value={host}>
          <NestedPage pageId={content} params={contentParams} />
        </PageHostContext.Provider>
      )}
    </DialogFrame>
  );
}
