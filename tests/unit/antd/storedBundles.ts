// Page bundles a unit test stands in for the schema loader: a page of a kind or shape no schema file has
// yet is set here by id, and every other id loads as in the app. A test mocks the loader with
// `withStoredBundles` (imported inside its `vi.mock` factory, which runs before the test's imports).
import type * as Loader from '../../../runtime/render/schema/loadPageBundle';

/** The stood-in bundles by page id. */
export const storedBundles = new Map<string, unknown>();

/**
 * The loader module with `loadPageBundle` answering `storedBundles` first.
 *
 * @example
 * vi.mock('../../../runtime/render/schema/loadPageBundle', async (original) =>
 *   (await import('./storedBundles')).withStoredBundles(original),
 * );
 */
export async function withStoredBundles(importOriginal: <T>() => Promise<T>): Promise<typeof Loader> {
  const original = await importOriginal<typeof Loader>();
  return {
    ...original,
    loadPageBundle: ((id: string) =>
      storedBundles.has(id)
        ? Promise.resolve(storedBundles.get(id))
        : original.loadPageBundle(id)) as typeof original.loadPageBundle,
  };
}
