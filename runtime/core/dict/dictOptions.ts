// Dictionary options held in memory: one shared request per code, and a revision that moves when the
// dictionaries were reloaded, so mounted widgets ask again instead of keeping what they showed.
import { atom } from 'jotai';
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
  let request = pending.get(code);
  if (!request) {
    request = getDictItems(code);
    request.catch(() => pending.delete(code));
    pending.set(code, request);
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
