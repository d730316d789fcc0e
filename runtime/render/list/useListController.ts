// The headless list page (style anchor 3): page, size, sort, search values, selection and the data,
// plus the delete / export / import operations. No antd here; runtime/antd/list renders it.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ListPageSchema, ModelSchema, SortOrder } from '../schemaLite';
import { afterModelWrite } from '../schema/modelCaches';
import { evaluateParams } from '../actions/evaluate';
import { buildListQuery, exportParams, searchDefaults, specsOf } from './listQuery';
import { lazyTreeOf, rootParams } from './lazyTree';
import {
  deleteRecords,
  exportRecords,
  fetchList,
  importRecords,
  type DeleteEndpoint,
  type ListPageResult,
} from './listOperations';
import { useListRows } from './useListRows';
import { useReloadOnLocale } from '../useReloadOnLocale';
import { listEndpoints, listQueryOf, listRequestKey as requestKey, takePrefetchedPage } from './firstPage';

export type ListRecord = Record<string, unknown>;
export type RecordKey = string | number;

export interface ListControllerOptions {
  page: ListPageSchema;
  model: ModelSchema;
  /** The page's params (route query or the opener's), for `dataSource.params` expressions. */
  params?: Record<string, unknown>;
  user?: unknown;
}

/** Page sizes offered (SPEC: 10/20/50/100). */
export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100];

/**
 * State and operations of a schema list page.
 *
 * @example
 * const list = useListController({ page, model, params });
 * list.search({ dictName: '性别' });
 * await list.remove(list.selectedKeys);
 */
export function useListController({ page, model, params = {}, user }: ListControllerOptions) {
  const { basePath, listUrl, rowKey, defaultSort } = listEndpoints(page, model);
  const specs = useMemo(() => specsOf(page, model), [page, model]);
  const lazyTree = useMemo(() => lazyTreeOf(page, model), [page, model]);
  const paramsKey = JSON.stringify(params);
  const fixed = useMemo(
    () => evaluateParams(page.dataSource?.params, { params: JSON.parse(paramsKey) as unknown, user }),
    [page, paramsKey, user],
  );

  // The first request already carries the search form's defaults (the form shows them filled in).
  const initialValues = useMemo(() => searchDefaults(page), [page]);
  const [values, setValues] = useState<Record<string, unknown>>(initialValues);
  const [sort, setSort] = useState<readonly SortOrder[] | undefined>(defaultSort);
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: page.dataSource?.pageSize ?? 10 });
  const [selection, setSelection] = useState<{ keys: RecordKey[]; rows: ListRecord[] }>({
    keys: [],
    rows: [],
  });
  // `load` counts the pages loaded: what lazy children and appended pages belong to.
  const [data, setData] = useState<ListPageResult<ListRecord> & { load: number }>({
    records: [],
    total: 0,
    load: 0,
  });
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string>();
  const [version, setVersion] = useState(0);
  const latest = useRef(0);

  // A lazy tree without a search value asks for its roots (the export still takes every row).
  const roots = useMemo(() => rootParams(lazyTree, specs, values), [lazyTree, specs, values]);
  const unrooted = useMemo(
    () => buildListQuery({ fixed, specs, values, sort, ...paging }),
    [fixed, specs, values, sort, paging],
  );
  const query = useMemo(() => ({ ...unrooted, ...roots }), [unrooted, roots]);

  // What the handlers below change the query from: the state of the last render.
  const current = useRef({ listUrl, fixed, specs, values, sort, paging, version, lazyTree });
  useLayoutEffect(() => {
    current.current = { listUrl, fixed, specs, values, sort, paging, version, lazyTree };
  });
  // The request a handler started for the state it is setting. It goes out at once, rather than after
  // React has rendered that state (a 100-row table, hundreds of ms); the effect adopts it.
  const early = useRef<{ key: string; result: Promise<ListPageResult<ListRecord>> }>(undefined);
  const startEarly = useCallback((change: Partial<typeof current.current>) => {
    const next = { ...current.current, ...change };
    const { listUrl: url, fixed: f, specs: s, values: v, sort: o, paging: p } = next;
    const nextQuery = listQueryOf({ fixed: f, specs: s, values: v, sort: o, ...p }, next.lazyTree);
    const result = fetchList<ListRecord>(url, nextQuery);
    result.catch(() => undefined); // reported by the effect that adopts it, or not at all
    early.current = { key: requestKey(url, nextQuery, next.version), result };
    // The loading state renders with the change itself, not in a second render of the whole table.
    setLoading(true);
  }, []);

  useEffect(() => {
    const ticket = ++latest.current;
    setLoading(true);
    const key = requestKey(listUrl, query, version);
    const adopted = early.current?.key === key ? early.current.result : undefined;
    early.current = undefined;
    // The first page may have been asked for before the list rendered (firstPage.ts).
    (
      adopted ??
      (version === 0 ? takePrefetchedPage(key) : undefined) ??
      fetchList<ListRecord>(listUrl, query)
    )
      .then((result) => {
        if (ticket !== latest.current) return;
        setData({ ...result, load: ticket });
        setError(undefined);
      })
      .catch((err: unknown) => {
        if (ticket !== latest.current) return;
        setError(err instanceof Error ? err.message : String(err));
      })
      .finally(() => ticket === latest.current && setLoading(false));
  }, [listUrl, query, version]);

  const rows = useListRows({
    page,
    lazyTree,
    listsRoots: Object.keys(roots).length > 0,
    url: listUrl,
    fixed,
    sort,
    query,
    generation: String(data.load),
    rowKey,
    data,
    ready: !loading && !error,
  });

  // Each handler below always changes the state it starts a request for (a new object), so the effect
  // runs and adopts the request; changeSort starts none when the order stays the same.
  const search = useCallback(
    (next: Record<string, unknown>) => {
      startEarly({ values: next, paging: { ...current.current.paging, pageNo: 1 } });
      setValues(next);
      setPaging((prev) => ({ ...prev, pageNo: 1 }));
    },
    [startEarly],
  );
  const reset = useCallback(() => search(initialValues), [search, initialValues]);
  const changePage = useCallback(
    (pageNo: number, pageSize: number) => {
      const paged = (prev: { pageSize: number }) => ({
        pageNo: pageSize === prev.pageSize ? pageNo : 1,
        pageSize,
      });
      startEarly({ paging: paged(current.current.paging) });
      setPaging(paged);
    },
    [startEarly],
  );
  const changeSort = useCallback(
    (field?: string, order?: SortOrder['order']) => {
      const sorted = field && order ? [{ field, order }] : defaultSort;
      const same = (prev: readonly SortOrder[] | undefined) =>
        JSON.stringify(prev) === JSON.stringify(sorted);
      if (!same(current.current.sort)) startEarly({ sort: sorted });
      setSort((prev) => (same(prev) ? prev : sorted));
    },
    [defaultSort, startEarly],
  );
  const select = useCallback((keys: RecordKey[], rows: ListRecord[]) => setSelection({ keys, rows }), []);
  const clearSelection = useCallback(() => setSelection({ keys: [], rows: [] }), []);
  const reload = useCallback(() => {
    startEarly({ version: current.current.version + 1 });
    setVersion((v) => v + 1);
  }, [startEarly]);
  useReloadOnLocale(reload);

  const remove = useCallback(
    async (ids: RecordKey[], endpoint?: DeleteEndpoint) => {
      const envelope = await deleteRecords(basePath, ids, endpoint);
      afterModelWrite(model);
      setSelection((prev) => {
        const keys = prev.keys.filter((k) => !ids.includes(k));
        return { keys, rows: prev.rows.filter((r) => keys.includes(r[rowKey] as RecordKey)) };
      });
      // Deleting the last rows of a page goes back a page rather than showing an empty one.
      if (ids.length >= data.records.length && paging.pageNo > 1) {
        setPaging((prev) => ({ ...prev, pageNo: prev.pageNo - 1 }));
      } else reload();
      return envelope;
    },
    [basePath, data.records.length, model, paging.pageNo, reload, rowKey],
  );
  const exportFile = useCallback(
    () => exportRecords(basePath, exportParams(unrooted, selection.keys)),
    [basePath, unrooted, selection.keys],
  );
  const importFile = useCallback(
    async (file: File, validOnly = false) => {
      const summary = await importRecords(basePath, file, validOnly);
      if (summary.imported) afterModelWrite(model);
      return summary;
    },
    [basePath, model],
  );

  return {
    basePath,
    rowKey,
    specs,
    values,
    sort,
    ...paging,
    query,
    ...rows,
    /**
     * Every row is loaded (the endpoint answered an array): the table pages and filters on the client.
     * Not a tree: its whole tree shows at once, as it arrived (the menu tree, api-contract §4.3).
     */
    unpaged: data.all === true && !page.table?.tree,
    loading,
    error,
    selectedKeys: selection.keys,
    selectedRows: selection.rows,
    search,
    reset,
    changePage,
    changeSort,
    select,
    clearSelection,
    reload,
    remove,
    exportFile,
    importFile,
  };
}

/** What `useListController` returns. */
export type ListController = ReturnType<typeof useListController>;
