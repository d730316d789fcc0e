import { useMemo } from 'react';
import type { ModalPageSchema } from '../../render/schemaLite';
import { evaluateParams } from '../../render/actions/evaluate';
import type { KindViewProps } from '../../render/pageKinds/pageKindRegistry';
import { NestedPage } from '../pageKit/NestedPage';

/**
 * A modal page shown on its own (a route, or a relation naming it): its content page inline, with the
 * params the modal page computes from its own. Opened by an action, SchemaDialog frames it instead.
 *
 * @example
 * <ModalPage bundle={bundle} params={{ id }} />
 */
export default function ModalPage({ bundle, params }: KindViewProps) {
  const { content } = bundle.page as ModalPageSchema;
  // Computed once per params: the content page's hooks key their loads on the params they get.
  const contentParams = useMemo(() => evaluateParams(content.params, { params }), [content.params, params]);
  return <NestedPage pageId={content.page} params={contentParams} />;
}
