// Puts an in-memory endpoint in front of the HTTP client's transport while the preview shows sample
// rows: the requests it answers never leave the browser, every other one goes on as before. The same
// swap the stories and component tests make, limited to the model being previewed.
import axios, { type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { http, type MemoryEndpoint } from '../../../runtime/core';

function requestOf(config: InternalAxiosRequestConfig) {
  const [rawPath, rawQuery] = (config.url ?? '').split('?');
  const params: Record<string, unknown> = {
    ...Object.fromEntries(new URLSearchParams(rawQuery ?? '')),
    ...(config.params as Record<string, unknown> | undefined),
  };
  let body: Record<string, unknown> = {};
  if (typeof config.data === 'string') {
    try {
      body = JSON.parse(config.data) as Record<string, unknown>;
    } catch {
      body = {};
    }
  }
  const path = `/${(rawPath ?? '').replace(/^\/+/, '')}`;
  return { method: (config.method ?? 'get').toUpperCase(), path, params, body };
}

/**
 * Answers requests with `endpoint` first; returns the function that takes it away again.
 *
 * @example
 * const remove = overlayEndpoint(sampleEndpoint('/biz/book', rows, refusal));
 * // … later
 * remove();
 */
export function overlayEndpoint(endpoint: MemoryEndpoint): () => void {
  const previous = http.defaults.adapter;
  const next = axios.getAdapter(previous ?? axios.defaults.adapter);
  const adapter: AxiosAdapter = async (config): Promise<AxiosResponse> => {
    const data = endpoint(requestOf(config));
    if (data === undefined) return next(config);
    return { data, status: 200, statusText: 'OK', headers: {}, config };
  };
  http.defaults.adapter = adapter;
  return () => {
    // Only while it is still ours: a later overlay removed first must not be brought back.
    if (http.defaults.adapter === adapter) http.defaults.adapter = previous;
  };
}
