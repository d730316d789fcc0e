import { lazy, Suspense, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { BUILTIN_REPORT_PAGE, builtinListId, listPageOfModel, type SchemaViewProps } from '../../render';
import { PageSpin } from '../pageKit/PageSpin';
import { SchemaPage } from './SchemaPage';

export { prefetchSchemaPage } from './SchemaPage';

const PageMissing = lazy(() => import('../pageKit/PageError').then((m) => ({ default: m.PageMissing })));

/**
 * The page a menu route shows for a schema: the page its component names; for online forms the list
 * page of the model they name (from the route, else the `:code` in the URL; a model without a list page
 * gets its built-in one); for online reports the built-in report page with the report's code. The
 * route's query string becomes the page's params (`/caseManage/detail?id=…`).
 *
 * @example
 * registerSchemaPages(() => import('../antd/page/SchemaView'));
 */
export function SchemaView({ route, pageId, modelCode }: SchemaViewProps) {
  const [search] = useSearchParams();
  const { code } = useParams();
  const params = useMemo(() => Object.fromEntries(search.entries()), [search]);
  const model = modelCode ?? (route.onlineKind ? code : undefined);
  // A report's menu item names a report, not a model: the built-in report page shows it by its code.
  if (!pageId && route.onlineKind === 'report' && model) {
    return (
      <SchemaPage
        key={`${model}?${search.toString()}`}
        pageId={BUILTIN_REPORT_PAGE}
        params={{ ...params, code: model }}
      />
    );
  }
  const id = pageId ?? (model ? (listPageOfModel(model) ?? builtinListId(model)) : undefined);
  if (!id) {
    return (
      <Suspense fallback={<PageSpin />}>
        <PageMissing model={model ?? ''} />
      </Suspense>
    );
  }
  // Keyed by page and query: opening another record remounts the page instead of mixing state.
  return <SchemaPage key={`${id}?${search.toString()}`} pageId={id} params={params} />;
}

export default SchemaView;
