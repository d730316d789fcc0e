import { ls, sessionAuth } from '../storage/localStore';
import {
  ACCESS_TOKEN,
  UI_CACHE_DB_DICT_DATA,
  UI_CACHE_DB_DICT_LOCALE,
  USER_INFO,
  USER_NAME,
  USER_ROLE,
} from '../storage/keys';
import { getCoreStore } from '../state/store';
import { permissionsAtom, sessionAtom } from '../state/atoms';

/**
 * Forgets the session on this device: token, user name, info and roles, cached dictionaries, the button
 * authority lists, and the session and permission atoms.
 *
 * @example
 * clearSessionData(); // what logout does before it calls the server
 */
export function clearSessionData(): void {
  [ACCESS_TOKEN, USER_INFO, USER_NAME, USER_ROLE, UI_CACHE_DB_DICT_DATA, UI_CACHE_DB_DICT_LOCALE].forEach(
    (key) => ls.remove(key),
  );
  sessionAuth.clear();
  const store = getCoreStore();
  store.set(sessionAtom, null);
  store.set(permissionsAtom, null);
}
