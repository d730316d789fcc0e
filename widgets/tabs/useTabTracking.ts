import { useAtomValue, useStore } from 'jotai';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { multipageAtom, sessionAtom, type AppRoute } from '../../runtime/core';
import { readStoredTabs, storeTabs, tabPagesAtom } from './tabsAtoms';
import { initialTabs, openTab, tabIdentity, withHome } from './tabsModel';

/**
 * The key of the current page's tab: its path and query.
 *
 * @example
 * const active = useActiveTabKey(); // '/isystem/user?tab=1'
 */
export function useActiveTabKey(): string {
  const { pathname, search } = useLocation();
  return `${pathname}${search}`;
}

/**
 * Records route changes as tabs (SPEC §4 "Tabs"): a new page adds a tab, a known one (same route, see
 * `tabIdentity`) keeps its place and takes the new URL; the home tab is always first; with multi-tab
 * mode off only the current tab is kept, and turning it on again brings home back. Tabs are kept in
 * sessionStorage, so a reload restores them. Runs in the layout whether or not the tab bar is shown (it
 * is desktop only).
 *
 * @example
 * useTabTracking(routes); // in BasicLayout
 */
export function useTabTracking(routes: AppRoute[]): void {
  const key = useActiveTabKey();
  const identify = useMemo(() => tabIdentity(routes), [routes]);
  const multipage = useAtomValue(multipageAtom);
  const user = useAtomValue(sessionAtom)?.userInfo?.username ?? '';
  const store = useStore();
  useEffect(() => {
    const current = store.get(tabPagesAtom);
    const next = tabsWith(current, key, multipage, user, identify);
    if (!sameList(next, current)) store.set(tabPagesAtom, next);
    storeTabs(user, next);
  }, [key, multipage, user, store, identify]);
}

/**
 * The open tabs; before `useTabTracking` first records the current page, the tabs it is about to
 * record. So the tab bar mounts with its tabs: antd's Tabs measures its tabs whenever they change, a
 * forced layout of the whole page that, a commit later, lands in the one that brings the list's rows.
 *
 * @example
 * const pages = useTabPages(routes); // ['/dashboard/analysis', '/isystem/user']
 */
export function useTabPages(routes: AppRoute[]): string[] {
  const pages = useAtomValue(tabPagesAtom);
  const key = useActiveTabKey();
  const multipage = useAtomValue(multipageAtom);
  const user = useAtomValue(sessionAtom)?.userInfo?.username ?? '';
  return pages ?? tabsWith(null, key, multipage, user, tabIdentity(routes));
}

/** The tabs once `key` is open, from the tabs open now (null: the first route of a page load). */
function tabsWith(
  current: string[] | null,
  key: string,
  multipage: boolean,
  user: string,
  identify: ReturnType<typeof tabIdentity>,
): string[] {
  if (!multipage) return [key];
  // The first route of a page load restores the tabs kept for this user, if any.
  const prev = current ?? readStoredTabs(user);
  return prev ? withHome(openTab(prev, key, identify)) : initialTabs(key);
}

function sameList(a: string[], b: string[] | null): boolean {
  return b !== null && a.length === b.length && a.every((page, i) => page === b[i]);
}
