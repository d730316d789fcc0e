// The login page's first paint, prerendered at build time (scripts/prerender-login.mjs) into
// user-login.<locale>.html beside index.html: sent for /user/login in the language the browser last
// used (the `locale` cookie the client keeps in step with its stored choice; zh-CN without one), only in
// the year it was built (its copyright line names that year) and only to a deployment of the title it
// shows (APP_TITLE; the build renders the default).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const LOCALES = ['zh-CN', 'en-US'] as const;
type Locale = (typeof LOCALES)[number];
const DEFAULT: Locale = 'zh-CN';

export interface LoginPrerenders {
  /** The file to send for a request with this Cookie header, if one applies now. */
  fileFor(cookieHeader: string | undefined, now?: Date): string | undefined;
}

/** The locale the `locale` cookie names, else the default. */
function localeOf(cookieHeader: string | undefined): Locale {
  const value = /(?:^|;\s*)locale=([^;]*)/.exec(cookieHeader ?? '')?.[1];
  return LOCALES.find((locale) => locale === value) ?? DEFAULT;
}

function unescapeAttr(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

/**
 * Reads which prerendered login pages the build has and the year each names.
 *
 * @example
 * const prerenders = loadLoginPrerenders(config.webRoot, config.appTitle);
 * prerenders.fileFor('locale=en-US'); // 'user-login.en-US.html' (built this year)
 */
export function loadLoginPrerenders(webRoot: string, appTitle: string): LoginPrerenders {
  const years = new Map<Locale, number>();
  for (const locale of LOCALES) {
    const path = join(webRoot, `user-login.${locale}.html`);
    if (!existsSync(path)) continue;
    const html = readFileSync(path, 'utf8');
    const year = /<meta name="prerender-year" content="(\d{4})">/.exec(html)?.[1];
    const title = /<meta name="prerender-title" content="([^"]*)">/.exec(html)?.[1];
    if (year && title !== undefined && unescapeAttr(title) === appTitle) years.set(locale, Number(year));
  }
  return {
    fileFor(cookieHeader, now = new Date()) {
      const locale = localeOf(cookieHeader);
      return years.get(locale) === now.getFullYear() ? `user-login.${locale}.html` : undefined;
    },
  };
}
