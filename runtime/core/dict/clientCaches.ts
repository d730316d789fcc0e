// The browser's copies of server caches, under the names model schemas give in `x-api.evictCaches`.
// A write through such a model, or a call to the endpoint that refreshes the server's cache, makes
// the browser's copy reload too; otherwise it would stay stale until the next sign-in.
import type { CacheName } from '../../schema/types';
import { onCallSucceeded } from '../http/successHooks';
import { reloadDictItems } from './reloadDictItems';

const RELOADERS: Record<CacheName, () => Promise<void>> = { dict: reloadDictItems };

/** Contract endpoints that clear a server cache (api-contract §4.6), by path below the API base. */
export const CACHE_REFRESH_PATHS: Readonly<Record<string, CacheName>> = {
  '/sys/dict/refleshCache': 'dict',
};

/**
 * Reloads the browser's copies of the named caches (names without one are ignored). Never rejects.
 *
 * @example
 * await evictClientCaches(model['x-api']?.evictCaches);
 */
export async function evictClientCaches(names: readonly string[] = []): Promise<void> {
  const reloaders = [...new Set(names)].flatMap((name) =>
    Object.hasOwn(RELOADERS, name) ? [RELOADERS[name as CacheName]] : [],
  );
  await Promise.all(reloaders.map((reload) => reload()));
}

// Whoever calls a refresh endpoint (the dictionary page's toolbar action, a custom handler), the
// browser's copy follows.
onCallSucceeded(({ path }) => {
  const name = CACHE_REFRESH_PATHS[path];
  if (name) void evictClientCaches([name]);
});
