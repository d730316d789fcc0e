import { atom } from 'jotai';

/**
 * sessionStorage key of the open tabs, so they survive a reload of the browser tab (and die with it).
 * The value is `{ user, pages }`: another user signing in on the same tab starts afresh.
 */
export const TAB_PAGES_KEY = 'MULTI_TAB_PAGES';

interface StoredTabs {
  user: string;
  pages: string[];
}

function isStoredTabs(data: unknown): data is StoredTabs {
  if (typeof data !== 'object' || data === null) return false;
  const { user, pages } = data as Partial<StoredTabs>;
  return typeof user === 'string' && Array.isArray(pages) && pages.every((p) => typeof p === 'string');
}

/**
 * The tabs kept for `user`, or null when none are kept (or they belong to someone else).
 *
 * @example
 * readStoredTabs('admin'); // ['/dashboard/analysis', '/isystem/user']
 */
export function readStoredTabs(user: string): string[] | null {
  try {
    const data: unknown = JSON.parse(sessionStorage.getItem(TAB_PAGES_KEY) ?? 'null');
    return isStoredTabs(data) && data.user === user && data.pages.length > 0 ? data.pages : null;
  } catch {
    return null;
  }
}

/**
 * Keeps `pages` as `user`'s open tabs.
 *
 * @example
 * storeTabs('admin', ['/dashboard/analysis']);
 */
export function storeTabs(user: string, pages: string[]): void {
  sessionStorage.setItem(TAB_PAGES_KEY, JSON.stringify({ user, pages } satisfies StoredTabs));
}

/**
 * The open tabs (keys are full paths), null until the shell first records the current page. Kept per
 * jotai store, so each story and test starts empty.
 *
 * @example
 * const [pages, setPages] = useAtom(tabPagesAtom);
 */
export const tabPagesAtom = atom<string[] | null>(null);

/**
 * Bumped by "refresh": the shell keys the routed view by it, so the page unmounts and mounts again.
 *
 * @example
 * const reloadKey = useAtomValue(pageReloadKeyAtom);
 * <div key={reloadKey}><Outlet /></div>
 */
export const pageReloadKeyAtom = atom(0);
