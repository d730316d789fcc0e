// Dictionary options held in memory: one shared request per code, and a revision that moves when the
// dictionaries were reloaded, so mounted widgets ask again instead of keeping what they showed.
// Requests are keyed by locale too: the server answers in the caller's language.
import { atom } from 'jotai';
import { getLocale } from '../i18n/i18n';
import { getCoreStore } from '../state/store';
import type { DictOption } from '../session/types';
import { getDictItems } from './getDictItems';

const pending = new Map<string, Promise<DictOption[]>>();

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
  const key = `${getLocale()}\u0000${code}`;
  let request = pending.get(key);
  if (!request) {
    request = getDictItems(code);
    request.catch(() => pending.delete(key));
    pending.set(key, request);
  }
  return request;
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
  getCoreStore().set(dictRevisionAtom, (revision) => revision + 1);
}
