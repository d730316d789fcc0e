// The signed-in client's copy of every dictionary (the login's `sysAllDictItems`) goes stale when an
// admin edits dictionaries, and is in the wrong language once the user switches locale; this fetches
// it again (in the current locale, which the HTTP client sends as Accept-Language) so new items and the
// new language show without signing in anew.
import { getAction } from '../http/actions';
import { getLocale } from '../i18n/i18n';
import type { DictOption } from '../session/types';
import { clearDictOptions } from './dictOptions';
import { forgetDictItems, storeDictItems } from './dictStore';

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
  const locale = getLocale();
  const items = await fetchAll();
  // Two reloads in flight: only the later one's answer is the latest state.
  if (call !== latest) return;
  // Without a fresh copy the stale one must go: widgets then ask the server per code.
  if (items) storeDictItems(items, locale);
  else forgetDictItems();
  clearDictOptions();
}
