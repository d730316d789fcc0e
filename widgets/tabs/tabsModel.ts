import { findRouteByPath, INDEX_MAIN_PAGE_PATH, type AppRoute } from '../../runtime/core';

/**
 * The open tabs of multi-tab mode as pure list operations. A tab holds the full URL it shows (path plus
 * query) so clicking it returns there, but one page is one tab: its identity is the route it shows (see
 * `tabIdentity`), so another query string or another id in a detail route's path re-uses the tab and
 * updates its URL instead of opening a twin with the same label. The home page's tab is never closed.
 */

/** The home tab's key: the landing page. */
export const HOME_TAB = INDEX_MAIN_PAGE_PATH;

/** Why a close was refused: the home tab, or the only tab left (SPEC §5 texts). */
export type CloseRefusal = 'home' | 'last';

/** A close that happened, or why it did not. */
export type CloseResult = { pages: string[] } | { refused: CloseRefusal };

/** Tells which page a URL shows: two URLs with the same identity share one tab. */
export type TabIdentity = (url: string) => string;

/** A URL's path without query, hash or trailing slash. */
export function pathOf(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * The identity of a URL's tab: the route it matches (so `/case/detail/1` and `/case/detail/2`, one
 * `:id` route with one label, are one tab), or its path when no route matches. The query never counts.
 *
 * @example
 * tabIdentity(routes)('/userSetting?tab=security'); // '/userSetting'
 */
export function tabIdentity(routes: AppRoute[]): TabIdentity {
  return (url) => {
    const hit = findRouteByPath(routes, url);
    return hit ? pathOf(hit.fullPath) : pathOf(url);
  };
}

/** Whether a URL shows the home page (with any query). */
export function isHome(url: string): boolean {
  return pathOf(url) === HOME_TAB;
}

/**
 * The tabs of a fresh session on `current`: home first, then the current page.
 *
 * @example
 * initialTabs('/isystem/user'); // ['/dashboard/analysis', '/isystem/user']
 */
export function initialTabs(current: string): string[] {
  return isHome(current) ? [current] : [HOME_TAB, current];
}

/**
 * A route change: adds a tab when the page is new; when a tab already shows that page (same identity)
 * it stays in its place and takes the new URL.
 *
 * @example
 * openTab(['/dashboard/analysis', '/a?x=1'], '/a?x=2', pathOf); // ['/dashboard/analysis', '/a?x=2']
 */
export function openTab(pages: string[], url: string, identify: TabIdentity = pathOf): string[] {
  const id = identify(url);
  const index = pages.findIndex((page) => identify(page) === id);
  if (index < 0) return [...pages, url];
  if (pages[index] === url) return pages;
  return pages.map((page, i) => (i === index ? url : page));
}

/**
 * Multi-tab mode always has the home tab first: turning the mode back on (which left one tab) or a
 * stored list without it gets home back in front.
 *
 * @example
 * withHome(['/isystem/role']); // ['/dashboard/analysis', '/isystem/role']
 */
export function withHome(pages: string[]): string[] {
  return pages.some(isHome) ? pages : [HOME_TAB, ...pages];
}

/**
 * Closes one tab; the home tab and the last remaining tab are refused.
 *
 * @example
 * closeTab(['/dashboard/analysis', '/a'], '/dashboard/analysis'); // { refused: 'home' }
 */
export function closeTab(pages: string[], key: string): CloseResult {
  if (isHome(key)) return { refused: 'home' };
  if (pages.length <= 1) return { refused: 'last' };
  return { pages: pages.filter((page) => page !== key) };
}

/** Home stays at the front of whatever a bulk close keeps. */
function keepHome(pages: string[], kept: string[]): string[] {
  const home = pages.find(isHome);
  return home !== undefined && !kept.some(isHome) ? [home, ...kept] : kept;
}

/**
 * Closes the tabs left of `key` (context-menu key 1), keeping home.
 *
 * @example
 * closeLeft(['/dashboard/analysis', '/a', '/b'], '/b'); // ['/dashboard/analysis', '/b']
 */
export function closeLeft(pages: string[], key: string): string[] {
  const index = pages.indexOf(key);
  return index < 0 ? pages : keepHome(pages, pages.slice(index));
}

/**
 * Closes the tabs right of `key` (context-menu key 2).
 *
 * @example
 * closeRight(['/dashboard/analysis', '/a', '/b'], '/a'); // ['/dashboard/analysis', '/a']
 */
export function closeRight(pages: string[], key: string): string[] {
  const index = pages.indexOf(key);
  return index < 0 ? pages : pages.slice(0, index + 1);
}

/**
 * Closes every tab but `key` (context-menu key 3), keeping home.
 *
 * @example
 * closeOthers(['/dashboard/analysis', '/a', '/b'], '/a'); // ['/dashboard/analysis', '/a']
 */
export function closeOthers(pages: string[], key: string): string[] {
  return pages.includes(key) ? keepHome(pages, [key]) : pages;
}

/**
 * Where to go when the active tab is no longer open: the last tab, as the original console does.
 *
 * @example
 * nextActive(['/dashboard/analysis', '/a'], '/b'); // '/a'
 */
export function nextActive(pages: string[], active: string): string | undefined {
  return pages.includes(active) ? undefined : pages.at(-1);
}
