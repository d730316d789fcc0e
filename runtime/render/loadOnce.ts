// A loader called at most once while its promise stands: every caller shares the one load, what it
// brought is readable without waiting once it is in, and a failed load is tried again by the next call
// (a chunk that failed on a flaky network is not failed for good).

/** A load shared by its callers, and what it brought once that is in. */
export interface LoadedOnce<T> {
  /** Starts the load the first time (or again after a failure); later calls share its promise. */
  load: () => Promise<T>;
  /** What the load brought, or undefined while it is pending, failed or not started. */
  loaded: () => T | undefined;
}

/**
 * Wraps a loader so it runs once and remembers its result; a rejection is forgotten.
 *
 * @example
 * const page = loadOnce(() => import('./ListPage'));
 * await page.load();
 * page.loaded()?.default; // the component, without awaiting
 */
export function loadOnce<T>(loader: () => Promise<T>): LoadedOnce<T> {
  let pending: Promise<T> | undefined;
  let value: { current: T } | undefined;
  const load = () =>
    (pending ??= loader().then(
      (result) => {
        value = { current: result };
        return result;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  return { load, loaded: () => value?.current };
}
