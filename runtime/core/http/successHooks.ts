// Listeners of calls the server accepted, whoever made them. Pages call some contract endpoints
// straight from their schema (the dictionary page's GET /sys/dict/refleshCache), and core's own
// caches must follow such calls without every caller knowing about them.
import type { AxiosResponse } from 'axios';

/** A call answered with `success: true`. */
export interface SucceededCall {
  /** Lower case, e.g. `get`. */
  method: string;
  /** The path the caller asked for, below the API base and without the query, e.g. `/sys/dict/list`. */
  path: string;
}

export type CallListener = (call: SucceededCall) => void;

const listeners = new Set<CallListener>();

/**
 * Calls `listener` after every accepted call of any client made by createHttpClient; returns the
 * function that stops it.
 *
 * @example
 * const stop = onCallSucceeded(({ path }) => path === '/sys/dict/refleshCache' && reload());
 */
export function onCallSucceeded(listener: CallListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Tells the listeners about a response when its envelope reports success (the client's response
 * interceptor calls it).
 *
 * @example
 * instance.interceptors.response.use((response) => (reportSuccess(response), response.data));
 */
export function reportSuccess(response: AxiosResponse): void {
  const data: unknown = response.data;
  if (listeners.size === 0 || typeof data !== 'object' || data === null) return;
  if ((data as { success?: unknown }).success !== true) return;
  const url = response.config.url ?? '';
  const path = `/${url.split('?')[0]!.replace(/^\/+/, '')}`;
  const call = { method: (response.config.method ?? 'get').toLowerCase(), path };
  // A failing listener must not turn the caller's success into a failure.
  listeners.forEach((listener) => {
    try {
      listener(call);
    } catch (err) {
      console.error(err);
    }
  });
}
