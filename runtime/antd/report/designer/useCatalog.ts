// The designer's catalog of models, read once per page load and shared by every designer on it (the
// model select and the editor ask for the same list).
import { useEffect, useState } from 'react';
import { readReportCatalog, type CatalogModel } from '../reportApi';

let shared: Promise<CatalogModel[]> | undefined;

export type Catalog =
  { status: 'loading' } | { status: 'ready'; models: CatalogModel[] } | { status: 'error'; error: unknown };

/**
 * The models the caller may report on, with a retry after a failed read.
 *
 * @example
 * const { catalog, retry } = useCatalog();
 */
export function useCatalog() {
  const [catalog, setCatalog] = useState<Catalog>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    shared ??= readReportCatalog();
    shared.then(
      (models) => current && setCatalog({ status: 'ready', models }),
      (error: unknown) => {
        shared = undefined;
        if (current) setCatalog({ status: 'error', error });
      },
    );
    return () => {
      current = false;
    };
  }, [round]);
  return { catalog, retry: () => setRound((n) => n + 1) };
}

/** Forgets the shared catalog; for tests and stories. */
export function forgetCatalog(): void {
  shared = undefined;
}
