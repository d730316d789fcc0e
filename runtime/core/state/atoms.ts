import { atom } from 'jotai';
import { atomWithLazy } from 'jotai/utils';
import { ls, type AuthEntry } from '../storage/localStore';
import { ACCESS_TOKEN, USER_INFO } from '../storage/keys';
import type { MenuItem } from '../permissions/types';
import type { AppRoute } from '../menu/types';
import { changeLocale, getLocale, i18next, type Locale } from '../i18n/i18n';
import type { UserInfo } from '../session/types';

/** The signed-in session as the UI sees it. */
export interface SessionState {
  token: string;
  userInfo: UserInfo | null;
}

/**
 * Reads the session from local storage (a stored token means signed in, SPEC §4).
 *
 * @example
 * readSessionFromStorage()?.userInfo?.realname;
 */
export function readSessionFromStorage(): SessionState | null {
  const token = ls.get<string>(ACCESS_TOKEN);
  if (!token) return null;
  return { token, userInfo: ls.get<UserInfo>(USER_INFO) ?? null };
}

/**
 * The current session, or null when signed out. Initialised lazily per store from local storage, so a
 * reload keeps the user signed in; login, logout and saveUserInfo keep it up to date.
 *
 * @example
 * const session = useAtomValue(sessionAtom);
 */
export const sessionAtom = atomWithLazy<SessionState | null>(readSessionFromStorage);

/** What the permission endpoint sent plus the routes built from it. */
export interface PermissionsState {
  menu: MenuItem[];
  auth: AuthEntry[];
  allAuth: AuthEntry[];
  routes: AppRoute[];
}

/**
 * The loaded permissions and routes; null until the route guard has loaded them (SPEC §4).
 *
 * @example
 * const permissions = useAtomValue(permissionsAtom);
 * const routes = permissions?.routes ?? [];
 */
export const permissionsAtom = atom<PermissionsState | null>(null);

const localeBaseAtom = atom<Locale>(getLocale());
localeBaseAtom.onMount = (setLocale) => {
  // Follow changes made outside jotai (changeLocale called directly) while something reads the atom.
  const sync = () => setLocale(getLocale());
  sync();
  i18next.on('languageChanged', sync);
  return () => i18next.off('languageChanged', sync);
};

/**
 * The interface language. Writing it switches i18next, dayjs and the stored choice.
 *
 * @example
 * const [locale, setLocale] = useAtom(localeAtom);
 * setLocale('en-US');
 */
export const localeAtom = atom(
  (get) => get(localeBaseAtom),
  (_get, set, next: Locale) => {
    set(localeBaseAtom, next);
    void changeLocale(next);
  },
);
