// Dictionary options held in memory: one shared request per code, and a revision that moves when the
// dictionaries were reloaded, so mounted widgets ask again instead of keeping what they showed.
// Requests are keyed by locale too: the server answers in the caller's language.
import { atom } from 'jotai';
import { getLocale } from '../i18n/i18n';
import { getCoreStore } from '../state/store';
import type { DictOption } from '../session/types';
import { getCachedDictItems, getDictItems } from './getDictItems';

const pending = new Map<string, Promise<DictOption[]>>();
// The options of the requests that have answered, by the same key, for widgets that mount after:
// a list page mounts a tag per dictionary cell, 300 a page turn on the work-order list, and each one
// waiting for a promise and rendering again was a measurable part of the turn (bench/README.md).
const settled = new Map<string, DictOption[]>();

const keyOf = (code: string) => `${getLocale()}\u0000${code}`;

/**
 * Counts dictionary reloads; dictionary widgets read it to load their options again.
 *
 * @example
 * const revision = useAtomValue(dictRevisionAtom);
 */
export const dictRevisionAtom = atom(0);

/**
 * Loads a dictionary's options (shared between callers; a failure is retried by the next caller).
 *
 * @example
 * const options = await loadDictOptions('priority');
 */
export function loadDictOptions(code: string): Promise<DictOption[]> {
  const key = keyOf(code);
  let request = pending.get(key);
  if (!request) {
    const mine = getDictItems(code);
    request = mine;
    mine.then(
      // Only while this request is still the one for its key (not after a clear).
      (options) => pending.get(key) === mine && settled.set(key, options),
      () => pending.delete(key),
    );
    pending.set(key, request);
  }
  return request;
}

/**
 * The options `loadDictOptions(code)` has already loaded in the current locale, or the stored copy of
 * them in that locale (the login's), else undefined.
 *
 * @example
 * const options = peekDictOptions('priority') ?? [];
 */
export function peekDictOptions(code: string): DictOption[] | undefined {
  const key = keyOf(code);
  const loaded = settled.get(key);
  if (loaded) return loaded;
  // The login's stored copy is there without a request: taken now, a list's first render shows its
  // tags in their own colours instead of rendering all of them again a moment later (issue 16).
  const stored = getCachedDictItems(code);
  if (stored) settled.set(key, stored);
  return stored;
}

/**
 * Forgets the loaded options and tells mounted dictionary widgets to load theirs again (after the
 * dictionaries changed, and in tests).
 *
 * @example
 * clearDictOptions();
 */
export function clearDictOptions(): void {
  pending.clear();
  settled.clear();
  getCoreStore().set(dictRevisionAtom, (revision) => revision + 1);
}
