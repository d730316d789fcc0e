// The first page of a list, asked for from the page's schema alone, before the list renders: a cold
// load knows the schema long before the list's chunk has loaded and its table has rendered, and the
// request need not wait for them. The list controller adopts the response when its own first query
// is the same (useListController.ts).
import { getCoreStore, sessionAtom } from '../../core';
import type { ListPageSchema, ModelSchema } from '../schemaLite';
import type { PageBundle } from '../schema/loadPageBundle';
import { recordKeyOf } from '../schema/fields';
import { evaluateParams } from '../actions/evaluate';
import { buildListQuery, searchDefaults, specsOf, type ListParams, type ListQueryInput } from './listQuery';
import { lazyTreeOf, rootParams, type LazyTree } from './lazyTree';
import { fetchList, type ListPageResult } from './listOperations';

type ListRecord = Record<string, unknown>;

/** Where a list page reads and writes: the model's API, else the page's `dataSource`. */
export function listEndpoints(page: ListPageSchema, model: ModelSchema) {
  // A hand-routed model (no x-api) deletes, exports and imports at the siblings of its `<base>/list`.
  const basePath = model['x-api']?.basePath ?? page.dataSource?.api?.replace(/\/list$/, '') ?? '';
  return {
    basePath,
    listUrl: page.dataSource?.api ?? `${basePath}/list`,
    rowKey: page.dataSource?.rowKey ?? recordKeyOf(model),
    defaultSort: page.dataSource?.defaultSort ?? model['x-api']?.defaultSort,
  };
}

/** What the controller's requests are told apart by (the `version` counts reloads). */
export function listRequestKey(url: string, query: ListParams, version: number): string {
  return JSON.stringify([url, query, version]);
}

/**
 * A list request's whole query: the page's (buildListQuery) and, for a lazy tree without a search
 * value, the roots' condition.
 *
 * @example
 * listQueryOf({ specs, values: {}, pageNo: 1, pageSize: 10 }, undefined); // { pageNo: 1, pageSize: 10 }
 */
export function listQueryOf(input: ListQueryInput, lazyTree: LazyTree | undefined): ListParams {
  return { ...buildListQuery(input), ...rootParams(lazyTree, input.specs, input.values) };
}

const prefetched = new Map<string, Promise<ListPageResult<ListRecord>>>();
// A prefetched page not adopted within this time is not adopted at all: the list it was meant for did
// not open (an error, another navigation), and rows that old may have changed since.
const FRESH_MS = 5_000;

/**
 * The list kind's prefetch (pageKindRegistry.ts): requests the first page of a list page bundle now, as
 * the list will ask for it before any input (its search defaults, default sort, first page, fixed
 * params for the signed-in user). A list of no model (rows from `dataSource.api` alone) is left to the
 * list.
 *
 * @example
 * registerPageKind('list', { lazy: () => import('./ListPage'), prefetch: prefetchListPage });
 */
export function prefetchListPage(bundle: PageBundle, params: Record<string, unknown>): void {
  const page = bundle.page as ListPageSchema;
  const model = page.model ? bundle.models.get(page.model)?.schema : undefined;
  if (!model) return;
  const user = getCoreStore().get(sessionAtom)?.userInfo ?? undefined;
  const { listUrl, defaultSort } = listEndpoints(page, model);
  const specs = specsOf(page, model);
  const values = searchDefaults(page);
  const fixed = evaluateParams(page.dataSource?.params, { params, user });
  const pageSize = page.dataSource?.pageSize ?? 10;
  const query = listQueryOf(
    { fixed, specs, values, sort: defaultSort, pageNo: 1, pageSize },
    lazyTreeOf(page, model),
  );
  const key = listRequestKey(listUrl, query, 0);
  const result = fetchList<ListRecord>(listUrl, query);
  result.catch(() => undefined); // reported by the list that adopts it, or not at all
  prefetched.set(key, result);
  setTimeout(() => prefetched.get(key) === result && prefetched.delete(key), FRESH_MS);
}

/**
 * The prefetched response for a request key, once: a later request with the same key goes out again.
 *
 * @example
 * const early = takePrefetchedPage(listRequestKey(url, query, 0));
 */
export function takePrefetchedPage(key: string): Promise<ListPageResult<ListRecord>> | undefined {
  const result = prefetched.get(key);
  prefetched.delete(key);
  return result;
}
