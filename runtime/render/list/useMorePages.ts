// Infinite lists (`table.infinite`): the controller loads the first page; the pages after it are
// loaded here when the user nears the end and appended, until the total. They belong to one load of
// the first page (`generation`): a search, a sort or a refresh starts again from the first page.
import { useCallback, useMemo, useRef, useState } from 'react';
import { fetchList, type ListPageResult } from './listOperations';
import type { ListParams } from './listQuery';

type Row = Record<string, unknown>;

interface More {
  generation: string;
  rows: Row[];
  total?: number;
  loading?: boolean;
  error?: string;
}

export interface MorePagesOptions {
  enabled: boolean;
  url: string;
  /** The first page's query (the next pages change only `pageNo`). */
  query: ListParams;
  generation: string;
  rowKey: string;
  /** The first page (of this generation once `ready`). */
  first: ListPageResult<Row>;
  ready: boolean;
}

/**
 * The rows of an infinite list and `loadMore`, which loads the next page unless one is loading or
 * all are in; a failed load keeps `error` until `loadMore` tries again.
 *
 * @example
 * const more = useMorePages({ enabled: true, ready: !loading, url, query, generation, rowKey: 'id', first: data });
 * onNearEnd(more.loadMore);
 */
export function useMorePages({ enabled, ready, url, query, generation, rowKey, first }: MorePagesOptions) {
  const [state, setState] = useState<More>({ generation, rows: [] });
  const current = useMemo<More>(
    () => (state.generation === generation ? state : { generation, rows: [] }),
    [state, generation],
  );
  const live = useRef({ current, url, query, first, on: enabled && ready, rowKey });
  live.current = { current, url, query, first, on: enabled && ready, rowKey };
  const busy = useRef(false);
  // The last page loaded, as soon as it is in: a scroll before React has rendered it must not ask again.
  const last = useRef({ generation: '', pageNo: 1, count: 0, total: 0 });

  const total = current.total ?? first.total;
  const records = useMemo(
    () => (current.rows.length > 0 ? [...first.records, ...current.rows] : first.records),
    [first.records, current.rows],
  );

  const loadMore = useCallback(() => {
    const { current: s, url: u, query: q, first: f, on, rowKey: key } = live.current;
    const done =
      last.current.generation === s.generation
        ? last.current
        : { generation: s.generation, pageNo: 1, count: f.records.length, total: f.total };
    if (!on || busy.current || done.count >= done.total) return;
    busy.current = true;
    const pageNo = done.pageNo + 1;
    const settle = (change: (prev: More) => Partial<More>) =>
      setState((prev) => {
        const base = prev.generation === s.generation ? prev : s;
        return live.current.current.generation === s.generation ? { ...base, ...change(base) } : prev;
      });
    settle(() => ({ loading: true, error: undefined }));
    fetchList<Row>(u, { ...q, pageNo })
      .then((page) => {
        last.current = { ...done, pageNo, count: done.count + page.records.length, total: page.total };
        settle((prev) => {
          // Rows added meanwhile shift the pages: a row already shown is not shown twice.
          const seen = new Set([...f.records, ...prev.rows].map((r) => r[key]));
          const rows = [...prev.rows, ...page.records.filter((r) => !seen.has(r[key]))];
          return { rows, total: page.total, loading: false };
        });
      })
      .catch((err: unknown) =>
        settle(() => ({ loading: false, error: err instanceof Error ? err.message : String(err) })),
      )
      .finally(() => (busy.current = false));
  }, []);

  return { records, total, loading: Boolean(current.loading), error: current.error, loadMore };
}
