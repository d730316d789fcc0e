// The signed-in client's copy of every dictionary (the login's `sysAllDictItems`) goes stale when an
// admin edits dictionaries; this fetches it again so new items show without signing in anew.
import { getAction } from '../http/actions';
import { ls } from '../storage/localStore';
import { SESSION_TTL_MS, UI_CACHE_DB_DICT_DATA } from '../storage/keys';
import type { DictOption } from '../session/types';
import { clearDictOptions } from './dictOptions';

/** Every dictionary's items, keyed by code (api-contract §4.6). */
export const ALL_DICT_ITEMS_PATH = '/sys/dict/queryAllDictItems';

let latest = 0;

async function fetchAll(): Promise<Record<string, DictOption[]> | undefined> {
  try {
    const envelope = await getAction<Record<string, DictOption[]> | null>(ALL_DICT_ITEMS_PATH);
    return envelope.success && envelope.result ? envelope.result : undefined;
  } catch {
    // The HTTP client has already told the user; the fallback below keeps the options right.
    return undefined;
  }
}

/**
 * Reloads the stored dictionary items (same key and 7-day lifetime as at login), then drops the
 * in-memory options so every dictionary widget shows the new ones. Never rejects.
 *
 * @example
 * await reloadDictItems();
 */
export async function reloadDictItems(): Promise<void> {
  const call = ++latest;
  const items = await fetchAll();
  // Two reloads in flight: only the later one's answer is the latest state.
  if (call !== latest) return;
  // Without a fresh copy the stale one must go: widgets then ask the server per code.
  if (items) ls.set(UI_CACHE_DB_DICT_DATA, items, SESSION_TTL_MS);
  else ls.remove(UI_CACHE_DB_DICT_DATA);
  clearDictOptions();
}
