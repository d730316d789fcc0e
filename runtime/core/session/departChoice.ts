import { atom } from 'jotai';
import { getCoreStore } from '../state/store';

/**
 * sessionStorage flag: the signed-in user belongs to several departments and has not chosen one since
 * signing in. Session storage, so a reload before choosing asks again and a new tab does not.
 */
export const DEPART_CHOICE_PENDING = 'DEPART_CHOICE_PENDING';

function readPending(): boolean {
  try {
    return sessionStorage.getItem(DEPART_CHOICE_PENDING) === '1';
  } catch {
    return false;
  }
}

const pendingBaseAtom = atom<boolean | null>(null);

/**
 * Whether the user must choose a current department before working (SPEC §4 "Session": users of
 * several departments choose one after login). The shell opens the department dialog, which cannot be
 * dismissed, while it is true.
 *
 * @example
 * const mustChoose = useAtomValue(departChoicePendingAtom);
 */
export const departChoicePendingAtom = atom(
  (get) => get(pendingBaseAtom) ?? readPending(),
  (_get, set, pending: boolean) => {
    if (pending) sessionStorage.setItem(DEPART_CHOICE_PENDING, '1');
    else sessionStorage.removeItem(DEPART_CHOICE_PENDING);
    set(pendingBaseAtom, pending);
  },
);

/**
 * Records from a login result whether a department must be chosen: `multi_depart` 2 (several
 * departments) sets the flag, anything else clears it. Every login flow calls it after storing the session.
 *
 * @example
 * noteDepartChoice(envelope.result); // in login(), phone login, third-party login
 */
export function noteDepartChoice(result: { multi_depart?: number | string } | null | undefined): void {
  getCoreStore().set(departChoicePendingAtom, String(result?.multi_depart ?? '') === '2');
}

/**
 * Clears the flag once a department was chosen.
 *
 * @example
 * await selectDepart(orgCode, username);
 * departChoiceMade();
 */
export function departChoiceMade(): void {
  getCoreStore().set(departChoicePendingAtom, false);
}
