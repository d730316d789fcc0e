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
    // The first route of a page load restores the tabs kept for this user, if any.
    const prev = current ?? (multipage ? readStoredTabs(user) : null);
    let next: string[];
    if (!multipage) next = [key];
    else next = prev ? withHome(openTab(prev, key, identify)) : initialTabs(key);
    if (!sameList(next, current)) store.set(tabPagesAtom, next);
    storeTabs(user, next);
  }, [key, multipage, user, store, identify]);
}

function sameList(a: string[], b: string[] | null): boolean {
  return b !== null && a.length === b.length && a.every((page, i) => page === b[i]);
}
