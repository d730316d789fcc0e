import { getAction } from '../http/actions';
import { t } from '../i18n/i18n';
import { ls, sessionAuth } from '../storage/localStore';
import { ACCESS_TOKEN } from '../storage/keys';
import type { UserPermissions } from './types';

export const USER_PERMISSIONS_URL = '/sys/permission/getUserPermissionByToken';

/**
 * Fetches the user's menu and button authorities, keeping `auth` and `allAuth` in sessionStorage. Throws
 * 'getPermissionList: permissions must be a non-null array !' (translated) when the menu is empty or not
 * an array, so the guard logs out rather than showing an empty console.
 *
 * @example
 * const { menu } = await fetchUserPermissions();
 */
export async function fetchUserPermissions(): Promise<UserPermissions> {
  const envelope = await getAction<Partial<UserPermissions> | null>(USER_PERMISSIONS_URL, {
    token: ls.get<string>(ACCESS_TOKEN),
  });
  const result = envelope?.result ?? {};
  const auth = Array.isArray(result.auth) ? result.auth : [];
  const allAuth = Array.isArray(result.allAuth) ? result.allAuth : [];
  sessionAuth.save(auth, allAuth);
  const { menu } = result;
  if (!Array.isArray(menu) || menu.length === 0) {
    throw new Error(t('permissions.emptyMenu'));
  }
  return { menu, auth, allAuth };
}
