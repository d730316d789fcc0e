// A schema page shown inside another (a detail's related list, a dialog's content, a modal page's
// content), rendered by the host registered in runtime/render rather than imported: the host loads the
// kinds, and a kind importing the host back would close an import circle.
import { Suspense } from 'react';
import { schemaPageHost, type SchemaPageProps } from '../../render/pageKinds/schemaPageHost';
import { PageSpin } from './PageSpin';

/**
 * Renders the page `pageId` with `params` through the registered schema page host.
 *
 * @example
 * <NestedPage pageId="caseManage.caseLog.list" params={{ caseId: record.id }} />
 */
export function NestedPage({ pageId, params }: SchemaPageProps) {
  const Host = schemaPageHost();
  return (
    <Suspense fallback={<PageSpin />}>
      <Host pageId={pageId} params={params} />
    </Suspense>
  );
}
