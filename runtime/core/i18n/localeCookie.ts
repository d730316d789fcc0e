// The interface language as a cookie too: the server cannot read local storage, and it sends the login
// page's prerendered copy in the language the browser will show (server/src/plugins/login-prerender.ts).
const ONE_YEAR_S = 365 * 24 * 3600;

/**
 * Keeps the `locale` cookie equal to the language in use.
 *
 * @example
 * writeLocaleCookie('en-US'); // document.cookie gains "locale=en-US"
 */
export function writeLocaleCookie(locale: 'zh-CN' | 'en-US'): void {
  if (typeof document === 'undefined') return;
  document.cookie = `locale=${locale}; path=/; max-age=${ONE_YEAR_S}; SameSite=Lax`;
}
