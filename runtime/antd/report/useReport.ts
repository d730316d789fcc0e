// A report's state on its page: the columns and search form (read once), then the rows for the search
// values and page, read again when either changes; each read can fail and be retried.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { buildSearchParams } from '../../render/list/listQuery';
import {
  readReportMeta,
  readReportRows,
  type ReportMeta,
  type ReportQueryField,
  type ReportRows,
} from './reportApi';
import { reportSearchForm } from './reportSearch';

type Load<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; error: unknown };

const PAGE_SIZE = 10;

/**
 * The report `code`'s definition and rows, with search, paging, reload and retry.
 *
 * @example
 * const report = useReport('caseStatusSummary');
 */
export function useReport(code: string) {
  const [meta, setMeta] = useState<Load<{ meta: ReportMeta; query: ReportQueryField[] }>>({
    status: 'loading',
  });
  const [rows, setRows] = useState<Load<ReportRows>>({ status: 'loading' });
  const [values, setValues] = useState<Record<string, unknown>>({});
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: PAGE_SIZE });
  const [metaRound, setMetaRound] = useState(0);
  const [rowsRound, setRowsRound] = useState(0);
  // Rows already shown stay while the next page or search reads; the table shows it is loading.
  const [fetching, setFetching] = useState(false);

  useEffect(() => {
    let current = true;
    setMeta({ status: 'loading' });
    readReportMeta(code).then(
      (value) => current && setMeta({ status: 'ready', value }),
      (error: unknown) => current && setMeta({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
  }, [code, metaRound]);

  const ready = meta.status === 'ready' ? meta.value : undefined;
  const form = useMemo(() => (ready ? reportSearchForm(code, ready.query) : undefined), [code, ready]);
  const params = useMemo(() => {
    if (!ready || !form) return undefined;
    const search = buildSearchParams(form.specs, values);
    return ready.meta.paged ? { ...search, ...paging } : search;
  }, [ready, form, values, paging]);

  useEffect(() => {
    if (!params) return undefined;
    let current = true;
    setFetching(true);
    readReportRows(code, params)
      .then(
        (value) => current && setRows({ status: 'ready', value }),
        (error: unknown) => current && setRows({ status: 'error', error }),
      )
      .finally(() => current && setFetching(false));
    return () => {
      current = false;
    };
  }, [code, params, rowsRound]);

  const search = useCallback((next: Record<string, unknown>) => {
    setValues(next);
    setPaging((prev) => ({ ...prev, pageNo: 1 }));
  }, []);
  const reset = useCallback(() => search({}), [search]);
  const turn = useCallback((pageNo: number, pageSize: number) => setPaging({ pageNo, pageSize }), []);
  const reload = useCallback(() => setRowsRound((n) => n + 1), []);
  const retry = useCallback(
    () => (meta.status === 'error' ? setMetaRound((n) => n + 1) : reload()),
    [meta.status, reload],
  );
  return { meta, rows, fetching, form, params, paging, search, reset, turn, reload, retry };
}
