import type { InternalAxiosRequestConfig } from 'axios';
import { getRuntimeConfig } from '../config';
import { getLocale } from '../i18n/i18n';
import { ls } from '../storage/localStore';
import { ACCESS_TOKEN } from '../storage/keys';

/** Dictionary lookups skip the `_t` cache-buster so the browser may cache them (SPEC §7). */
export const DICT_ITEMS_PATH = '/sys/dict/getDictItems/';

function isDictLookup(url: string | undefined): boolean {
  return (url ?? '').includes(DICT_ITEMS_PATH.slice(1));
}

/**
 * Adds what every request carries: the API base, the token, the locale, and `_t` on GETs.
 *
 * @example
 * instance.interceptors.request.use(prepareRequest);
 */
export function prepareRequest(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  // Read at request time: /config.js may have set the base after this module loaded.
  if (!config.baseURL) config.baseURL = getRuntimeConfig().apiBase;
  const token = ls.get<string>(ACCESS_TOKEN);
  if (token && !config.headers.has('X-Access-Token')) config.headers.set('X-Access-Token', token);
  // The server answers in the client's language (CONTEXT.md).
  if (!config.headers.has('Accept-Language')) config.headers.set('Accept-Language', getLocale());
  if ((config.method ?? 'get').toLowerCase() === 'get' && !isDictLookup(config.url)) {
    const now = Math.floor(Date.now() / 1000);
    if (config.params instanceof URLSearchParams) {
      if (!config.params.has('_t')) config.params.set('_t', String(now));
    } else {
      config.params = { _t: now, ...(config.params as Record<string, unknown> | undefined) };
    }
  }
  return config;
}
