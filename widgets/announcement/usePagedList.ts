import { useCallback, useEffect, useState } from 'react';
import type { ApiEnvelope } from '../../runtime/core';
import type { ListQuery } from './api';
import type { Page } from './types';

export interface PagedListSort {
  /** The record field to order by. */
  column?: string;
  order?: 'asc' | 'desc';
}

interface ListState<T> {
  records: T[];
  total: number;
  loading: boolean;
  /** The server's message when it refused the query. */
  error?: string;
}

/**
 * A paged list's data and controls, independent of how it is shown: page, page size, filters and sort
 * become `pageNo`, `pageSize`, the filter fields, `column` and `order` (contract §2.3). Kept free of antd
 * so the page can later move to the schema runtime's list controller.
 *
 * @example
 * const list = usePagedList(fetchAnnouncements);
 * list.search({ titile: '*升级*' });
 * <Table dataSource={list.records} loading={list.loading} />
 */
export function usePagedList<T>(fetcher: (query: ListQuery) => Promise<ApiEnvelope<Page<T>>>, pageSize = 10) {
  const [page, setPage] = useState({ pageNo: 1, pageSize });
  const [filters, setFilters] = useState<ListQuery>({});
  const [sort, setSort] = useState<PagedListSort>({});
  const [version, setVersion] = useState(0);
  const [state, setState] = useState<ListState<T>>({ records: [], total: 0, loading: true });

  useEffect(() => {
    let current = true;
    setState((prev) => ({ ...prev, loading: true }));
    fetcher({ ...filters, ...sort, ...page })
      .then((envelope) => {
        if (!current) return;
        if (envelope.success && envelope.result) {
          const { records = [], total = 0 } = envelope.result;
          setState({ records, total: Number(total), loading: false });
        } else {
          setState((prev) => ({ ...prev, loading: false, error: envelope.message }));
        }
      })
      // HTTP failures were reported by the error catalogue; the table keeps its last rows.
      .catch(() => current && setState((prev) => ({ ...prev, loading: false })));
    return () => {
      current = false;
    };
  }, [fetcher, filters, sort, page, version]);

  const search = useCallback((next: ListQuery) => {
    setFilters(next);
    setPage((prev) => ({ ...prev, pageNo: 1 }));
  }, []);
  const changePage = useCallback((pageNo: number, size: number) => setPage({ pageNo, pageSize: size }), []);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  // Tables report their sorter with every page change; an unchanged sort must not fetch again.
  const changeSort = useCallback(
    (next: PagedListSort) =>
      setSort((prev) => (prev.column === next.column && prev.order === next.order ? prev : next)),
    [],
  );

  return { ...state, ...page, filters, sort, search, changePage, setSort: changeSort, reload };
}

/** What `usePagedList` returns. */
export type PagedList<T> = ReturnType<typeof usePagedList<T>>;
