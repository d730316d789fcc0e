import { INDEX_MAIN_PAGE_PATH } from '../../runtime/core';

/**
 * The open tabs of multi-tab mode as pure list operations. A tab is keyed by the full path it shows
 * (path plus query), like the original console; the home page's tab is never closed.
 */

/** The home tab's key: the landing page. */
export const HOME_TAB = INDEX_MAIN_PAGE_PATH;

/** Why a close was refused: the home tab, or the only tab left (SPEC §5 texts). */
export type CloseRefusal = 'home' | 'last';

/** A close that happened, or why it did not. */
export type CloseResult = { pages: string[] } | { refused: CloseRefusal };

/**
 * The tabs of a fresh session on `current`: home first, then the current page.
 *
 * @example
 * initialTabs('/isystem/user'); // ['/dashboard/analysis', '/isystem/user']
 */
export function initialTabs(current: string): string[] {
  return current === HOME_TAB ? [HOME_TAB] : [HOME_TAB, current];
}

/**
 * A route change: adds a tab when the page is new, otherwise keeps the list (the tab is updated in
 * place, since its title is read from the route when shown).
 *
 * @example
 * openTab(['/dashboard/analysis'], '/isystem/user'); // ['/dashboard/analysis', '/isystem/user']
 */
export function openTab(pages: string[], key: string): string[] {
  return pages.includes(key) ? pages : [...pages, key];
}

/**
 * Closes one tab; the home tab and the last remaining tab are refused.
 *
 * @example
 * closeTab(['/dashboard/analysis', '/a'], '/dashboard/analysis'); // { refused: 'home' }
 */
export function closeTab(pages: string[], key: string): CloseResult {
  if (key === HOME_TAB) return { refused: 'home' };
  if (pages.length <= 1) return { refused: 'last' };
  return { pages: pages.filter((page) => page !== key) };
}

/** Home stays at the front of whatever a bulk close keeps. */
function keepHome(pages: string[], kept: string[]): string[] {
  return pages.includes(HOME_TAB) && !kept.includes(HOME_TAB) ? [HOME_TAB, ...kept] : kept;
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
