/**
 * Runtime configuration: read in the browser from `window.__APP_CONFIG__`, which the server's `/config.js`
 * sets before the app starts, so one build serves any deployment (DESIGN.md "Configuration").
 */

/** The settings a deployment can change without a rebuild. */
export interface RuntimeConfig {
  /** Base path (or URL) of every API call, default `/api`. */
  apiBase: string;
  /** Prefix for stored files, default `${apiBase}/sys/common/static`. */
  staticDomain: string;
  /** Origin plus API base for websockets, `ws(s)://host/api` by default. */
  websocketDomain: string;
  /** Product name shown in the header and the browser title. */
  title: string;
  /** The CAS server's prefix when the deployment signs in through CAS (the login page then offers it). */
  casServerUrl?: string;
  /** The service URL CAS sends the browser back to (this deployment's login page), with casServerUrl. */
  casServiceUrl?: string;
  /** True when the deployment has third-party sign-in (OpenID Connect): the login page asks for its providers. */
  thirdLogin?: boolean;
}

declare global {
  interface Window {
    /** Set by the server's `/config.js`; any key may be missing. */
    __APP_CONFIG__?: Partial<RuntimeConfig>;
  }
}

export const DEFAULT_API_BASE = '/api';
export const DEFAULT_TITLE = '支持中心';

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

// Trailing slashes would give `//` when paths are appended.
function trimSlash(value: string): string {
  return value.length > 1 ? value.replace(/\/+$/, '') : value;
}

/** `ws://host/api` from the page location; an absolute http(s) API base keeps its own host. */
function deriveWebsocketDomain(apiBase: string): string {
  if (/^https?:\/\//i.test(apiBase)) return apiBase.replace(/^http/i, 'ws');
  const { protocol, host } = window.location;
  const scheme = protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${host}${apiBase.startsWith('/') ? '' : '/'}${apiBase}`;
}

/**
 * Returns the current runtime configuration with defaults filled in. Read it on use rather than caching
 * it, so a config set after a module loaded still counts.
 *
 * @example
 * const { apiBase, title } = getRuntimeConfig(); // '/api', '支持中心' without /config.js
 */
export function getRuntimeConfig(): RuntimeConfig {
  const raw = typeof window !== 'undefined' ? (window.__APP_CONFIG__ ?? {}) : {};
  const apiBase = trimSlash(nonEmpty(raw.apiBase) ?? DEFAULT_API_BASE);
  return {
    apiBase,
    staticDomain: trimSlash(nonEmpty(raw.staticDomain) ?? `${apiBase}/sys/common/static`),
    websocketDomain: trimSlash(nonEmpty(raw.websocketDomain) ?? deriveWebsocketDomain(apiBase)),
    title: nonEmpty(raw.title) ?? DEFAULT_TITLE,
    casServerUrl: nonEmpty(raw.casServerUrl),
    casServiceUrl: nonEmpty(raw.casServiceUrl),
    thirdLogin: raw.thirdLogin === true || undefined,
  };
}
