import { useAtomValue, useStore } from 'jotai';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { multipageAtom, sessionAtom } from '../../runtime/core';
import { readStoredTabs, storeTabs, tabPagesAtom } from './tabsAtoms';
import { initialTabs, openTab } from './tabsModel';

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
 * Records route changes as tabs (SPEC §4 "Tabs"): a new page adds a tab, a known one keeps its place; a
 * fresh session starts with the home tab first; with multi-tab mode off only the current tab is kept.
 * Tabs are kept in sessionStorage, so a reload restores them. Runs in the layout whether or not the tab
 * bar is shown (it is desktop only).
 *
 * @example
 * useTabTracking(); // in BasicLayout
 */
export function useTabTracking(): void {
  const key = useActiveTabKey();
  const multipage = useAtomValue(multipageAtom);
  const user = useAtomValue(sessionAtom)?.userInfo?.username ?? '';
  const store = useStore();
  useEffect(() => {
    const current = store.get(tabPagesAtom);
    // The first route of a page load restores the tabs kept for this user, if any.
    const prev = current ?? (multipage ? readStoredTabs(user) : null);
    let next: string[];
    if (!multipage) next = [key];
    else next = prev ? openTab(prev, key) : initialTabs(key);
    if (next !== current) store.set(tabPagesAtom, next);
    storeTabs(user, next);
  }, [key, multipage, user, store]);
}
