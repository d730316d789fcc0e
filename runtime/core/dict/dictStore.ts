// The stored copy of every dictionary (the login's `sysAllDictItems`, later reloads) with the locale it
// was fetched in. The server answers dictionaries in the request's language, so a copy in another
// language than the current one is never used: dictionary widgets then ask the server per code.
import { getLocale } from '../i18n/i18n';
import { LS_PREFIX, ls, readEntry } from '../storage/localStore';
import { SESSION_TTL_MS, UI_CACHE_DB_DICT_DATA, UI_CACHE_DB_DICT_LOCALE } from '../storage/keys';
import type { DictOption } from '../session/types';

type AllItems = Record<string, DictOption[]>;

/**
 * Stores every dictionary's items, fetched in `locale`, for the session's lifetime (7 days).
 *
 * @example
 * storeDictItems(result.sysAllDictItems ?? {});
 */
export function storeDictItems(items: AllItems, locale: string = getLocale()): void {
  ls.set(UI_CACHE_DB_DICT_DATA, items, SESSION_TTL_MS);
  ls.set(UI_CACHE_DB_DICT_LOCALE, locale, SESSION_TTL_MS);
}

// The stored text last parsed, as ls.get reads it.
let parsed: { raw: string | null; entry: ReturnType<typeof readEntry> } = { raw: null, entry: undefined };

/**
 * The stored items when they are in the current locale, else undefined. A copy without a locale
 * predates English dictionaries and is Chinese.
 *
 * @example
 * storedDictItems()?.priority;
 */
export function storedDictItems(): AllItems | undefined {
  if ((ls.get<string>(UI_CACHE_DB_DICT_LOCALE) ?? 'zh-CN') !== getLocale()) return undefined;
  // Parsed once per stored text: a list's first render asks here for each of its dictionary cells
  // whose dictionary the copy lacks (a table's, say), a hundred times a page. An expired copy goes
  // through ls.get, which drops it.
  const raw = localStorage.getItem(LS_PREFIX + UI_CACHE_DB_DICT_DATA);
  if (raw !== parsed.raw) parsed = { raw, entry: readEntry(raw) };
  const { entry } = parsed;
  if (entry?.expire != null && entry.expire < Date.now()) return ls.get<AllItems>(UI_CACHE_DB_DICT_DATA);
  return (entry?.value ?? undefined) as AllItems | undefined;
}

/** Forgets the stored items (failed reload, sign-out). */
export function forgetDictItems(): void {
  ls.remove(UI_CACHE_DB_DICT_DATA);
  ls.remove(UI_CACHE_DB_DICT_LOCALE);
}
