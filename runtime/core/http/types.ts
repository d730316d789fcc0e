import type { AxiosAdapter } from 'axios';

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * Skip the SPEC §8 notifications and session handling for this call (used by logout, whose failure
     * is ignored, and by callers that show their own errors).
     */
    skipErrorHandler?: boolean;
    /**
     * Statuses whose answer the caller presents itself (e.g. an import's 400 listing the bad rows): no
     * notification for them; every other status gets the usual handling.
     */
    quietStatuses?: readonly number[];
    /**
     * Resolve with the whole axios response instead of its body: a download reads its file name from
     * Content-Disposition.
     */
    rawResponse?: boolean;
  }
}

/** Options of `createHttpClient`. */
export interface HttpClientOptions {
  /** Axios adapter; tests inject a fake one instead of patching fetch. */
  adapter?: AxiosAdapter;
  /** Reloads the page after a 401 logout or the 'Log in again' button; window.location.reload by default. */
  reload?: () => void;
  /** Fixed base URL; by default RuntimeConfig.apiBase, read at each request. */
  baseURL?: string;
  /** Milliseconds; REQUEST_TIMEOUT_MS by default. */
  timeout?: number;
}
