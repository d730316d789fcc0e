// Loads a page bundle for a component: loading, the bundle, or the error (schema problems included).
import { useCallback, useEffect, useState } from 'react';
import { clearPageBundles, loadedPageBundle, loadPageBundle, type PageBundle } from './loadPageBundle';

export type PageBundleState =
  { status: 'loading' } | { status: 'ready'; bundle: PageBundle } | { status: 'error'; error: unknown };

type ReadyState = Extract<PageBundleState, { status: 'ready' }>;

function readyState(pageId: string | undefined): ReadyState | undefined {
  const bundle = pageId ? loadedPageBundle(pageId) : undefined;
  return bundle && { status: 'ready', bundle };
}

/**
 * The page's bundle as it loads, plus `retry`.
 *
 * @example
 * const { state, retry } = usePageBundle('system.dict.list');
 * if (state.status === 'ready') render(state.bundle.page);
 */
export function usePageBundle(pageId: string | undefined) {
  // A bundle already in (a cold load's prefetch) renders the page at once: no spinner commit first.
  const [state, setState] = useState<PageBundleState>(() => readyState(pageId) ?? { status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!pageId) return;
    const ready = readyState(pageId);
    if (ready) {
      setState((now) => (now.status === 'ready' && now.bundle === ready.bundle ? now : ready));
      return;
    }
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
