import axios from 'axios';
import { hasPermission } from '../permissions/hasPermission';
import { changeLocale, getLocale, i18next, normalizeLocale, t } from '../i18n/i18n';
import { getUserInfo, hasToken, login, logout } from '../session/session';
import { loginRedirect, LOGIN_PATH } from '../guard/routeGuard';
import type { AccessControlProvider, AuthProvider, I18nProvider } from './types';
import type { LoginPayload } from '../session/types';

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * AuthProvider over the session module: results resolve, never reject.
 *
 * @example
 * const { success, error } = await authProvider.login({ username, password });
 */
export const authProvider: AuthProvider = {
  async login(params) {
    try {
      await login(params as unknown as LoginPayload);
      return { success: true };
    } catch (error) {
      return { success: false, error: toError(error) };
    }
  },
  async logout() {
    await logout();
    return { success: true, redirectTo: LOGIN_PATH };
  },
  async check(params) {
    if (hasToken()) return { authenticated: true };
    const fullPath = typeof params?.fullPath === 'string' ? params.fullPath : '/';
    return { authenticated: false, redirectTo: loginRedirect(fullPath) };
  },
  async onError(error) {
    // The HTTP client already logs out on 401; tell callers to leave the page.
    if (axios.isAxiosError(error) && error.response?.status === 401) {
      return { logout: true, redirectTo: LOGIN_PATH, error };
    }
    return {};
  },
  async getIdentity() {
    const info = getUserInfo();
    if (!info) return null;
    return { id: info.id, username: info.username, realname: info.realname, avatar: info.avatar };
  },
};

/**
 * AccessControlProvider over `hasPermission` (SPEC §6).
 *
 * @example
 * const { can } = await accessControlProvider.can({ action: 'user:add' });
 */
export const accessControlProvider: AccessControlProvider = {
  async can({ action }) {
    return { can: hasPermission(action) };
  },
};

/**
 * I18nProvider over the runtime's i18next instance.
 *
 * @example
 * i18nProvider.translate('http.systemNotice');
 */
export const i18nProvider: I18nProvider = {
  translate(key, options, defaultMessage) {
    if (defaultMessage !== undefined && i18next.isInitialized && !i18next.exists(key)) return defaultMessage;
    return t(key, options);
  },
  changeLocale: (locale) => changeLocale(normalizeLocale(locale)),
  getLocale,
};
