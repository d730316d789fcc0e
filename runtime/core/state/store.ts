import { getDefaultStore } from 'jotai';

/** A jotai store: what `createStore()` returns. */
export type CoreStore = ReturnType<typeof getDefaultStore>;

let store: CoreStore = getDefaultStore();

/**
 * The jotai store that non-React code (login, logout, the permission loader) writes to. It is jotai's
 * default store unless replaced, so an app without a `<Provider>` sees the same atoms; an app or story
 * with a Provider passes the same store to both.
 *
 * @example
 * <Provider store={getCoreStore()}><App /></Provider>
 */
export function getCoreStore(): CoreStore {
  return store;
}

/**
 * Replaces the store (a fresh one per test or story, style anchor 9).
 *
 * @example
 * beforeEach(() => setCoreStore(createStore()));
 */
export function setCoreStore(next: CoreStore): void {
  store = next;
}
