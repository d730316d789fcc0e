// The rows a list page shows, from the page the controller loaded: as they are, nested by their parent
// field (`table.tree`), with lazily loaded children (a lazy tree), or with the pages appended after it
// (`table.infinite`).
import { useMemo } from 'react';
import type { ListPageSchema, SortOrder } from '../schemaLite';
import type { ListPageResult } from './listOperations';
import { fixedParams, sortParams, type ListParams } from './listQuery';
import type { LazyTree } from './lazyTree';
import { treeRows } from './treeRows';
import { useMorePages } from './useMorePages';
import { useTreeChildren } from './useTreeChildren';

type Row = Record<string, unknown>;

export interface ListRowsOptions {
  page: ListPageSchema;
  lazyTree: LazyTree | undefined;
  /** The lazy tree lists its roots (no search value; with one its matches are flat). */
  listsRoots: boolean;
  url: string;
  fixed: Record<string, unknown>;
  sort: readonly SortOrder[] | undefined;
  query: ListParams;
  /** Which load of the page the rows came from (a new one forgets lazy children and appended pages). */
  generation: string;
  rowKey: string;
  data: ListPageResult<Row>;
  /** The page's rows are this generation's. */
  ready: boolean;
}

/**
 * The shown rows and total, and the lazy tree's or the infinite list's state when the page has one.
 *
 * @example
 * const { records, total, tree, more } = useListRows({ page, lazyTree, listsRoots, url, fixed, sort, query, generation, rowKey, data, ready });
 */
export function useListRows(options: ListRowsOptions) {
  const { page, lazyTree, listsRoots, url, fixed, sort, query, generation, rowKey, data, ready } = options;
  const roots = listsRoots ? lazyTree : undefined;
  const base = useMemo(() => ({ ...fixedParams(fixed), ...sortParams(sort) }), [fixed, sort]);
  const tree = useTreeChildren({ tree: roots, url, base, rowKey, generation, roots: data.records });
  const infinite = page.table?.infinite === true;
  const more = useMorePages({ enabled: infinite, ready, url, query, generation, rowKey, first: data });
  const parentField = lazyTree ? undefined : page.table?.tree?.parentField;
  const nested = useMemo(
    () => (parentField ? treeRows(data.records, rowKey, parentField) : data.records),
    [data.records, parentField, rowKey],
  );
  return {
    records: lazyTree ? tree.rows : infinite ? more.records : nested,
    total: infinite ? more.total : data.total,
    /** Lazy tree rows: expanded and loading row keys, and expanding / collapsing one. */
    tree: roots ? tree : undefined,
    /** An infinite list's next pages: `loadMore`, and its loading state and error. */
    more: infinite ? more : undefined,
  };
}
