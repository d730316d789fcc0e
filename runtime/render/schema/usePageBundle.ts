// Loads a page bundle for a component: loading, the bundle, or the error (schema problems included).
import { useCallback, useEffect, useState } from 'react';
import { clearPageBundles, loadPageBundle, type PageBundle } from './loadPageBundle';

export type PageBundleState =
  { status: 'loading' } | { status: 'ready'; bundle: PageBundle } | { status: 'error'; error: unknown };

/**
 * The page's bundle as it loads, plus `retry`.
 *
 * @example
 * const { state, retry } = usePageBundle('system.dict.list');
 * if (state.status === 'ready') render(state.bundle.page);
 */
export function usePageBundle(pageId: string | undefined) {
  const [state, setState] = useState<PageBundleState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!pageId) return;
    let current = true;
    setState({ status: 'loading' });
    loadPageBundle(pageId).then(
      (bundle) => current && setState({ status: 'ready', bundle }),
      (error: unknown) => current && setState({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
  }, [pageId, attempt]);
  const retry = useCallback(() => {
    clearPageBundles();
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}
