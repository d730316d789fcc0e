// The designer's catalog of models (or of a data source's tables), read once per source and page load
// and shared by every designer on it.
import { useEffect, useState } from 'react';
import { readReportCatalog, type CatalogModel } from '../reportApi';

const shared = new Map<string, Promise<CatalogModel[]>>();

export type Catalog =
  { status: 'loading' } | { status: 'ready'; models: CatalogModel[] } | { status: 'error'; error: unknown };

/**
 * The models the caller may report on (or the tables of data source `dbSource`), with a retry after a
 * failed read.
 *
 * @example
 * const { catalog, retry } = useCatalog();
 */
export function useCatalog(dbSource?: string) {
  const [catalog, setCatalog] = useState<Catalog>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    const key = dbSource ?? '';
    setCatalog({ status: 'loading' });
    let read = shared.get(key);
    if (!read) {
      read = readReportCatalog(dbSource);
      shared.set(key, read);
    }
    read.then(
      (models) => current && setCatalog({ status: 'ready', models }),
      (error: unknown) => {
        shared.delete(key);
        if (current) setCatalog({ status: 'error', error });
      },
    );
    return () => {
      current = false;
    };
  }, [dbSource, round]);
  return { catalog, retry: () => setRound((n) => n + 1) };
}

/** Forgets the shared catalog; for tests and stories. */
export function forgetCatalog(): void {
  shared.clear();
}
