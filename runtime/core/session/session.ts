import { getAction, postAction } from '../http/actions';
import { http } from '../http/client';
import { ApiError } from '../http/apiError';
import { t } from '../i18n/i18n';
import { ls } from '../storage/localStore';
import { ACCESS_TOKEN, SESSION_TTL_MS, USER_INFO, USER_NAME, USER_ROLE } from '../storage/keys';
import { storeDictItems } from '../dict/dictStore';
import { getCoreStore } from '../state/store';
import { sessionAtom } from '../state/atoms';
import { logoutWith } from './logoutWith';
import { noteDepartChoice } from './departChoice';
import type {
  ApiEnvelope,
  CurrentUserDeparts,
  LoginPayload,
  LoginResult,
  UpdatePasswordPayload,
  UserInfo,
} from './types';

/** The server sends 200 as a number; older servers and proxies sometimes send '200'. */
function isSignedIn(envelope: ApiEnvelope<unknown>): boolean {
  return String(envelope.code) === '200';
}

/**
 * Signs in (POST /sys/login). On code 200 (number or string) it stores the token, user name, user info,
 * role codes and dictionary items for 7 days and sets the session atom, then resolves with the envelope (the login
 * page needs `multi_depart` and `departs`). Any other code rejects with an ApiError carrying the envelope.
 *
 * @example
 * const { result } = await login({ username: 'admin', password, captcha, checkKey });
 * if (String(result.multi_depart) === '2') openDepartSwitcher();
 */
export async function login(payload: LoginPayload): Promise<ApiEnvelope<LoginResult>> {
  return acceptLogin(await postAction<LoginResult>('/sys/login', payload));
}

/**
 * Applies a login response of any kind (password, phone): on code 200 (number or string) with a token it
 * stores the session for 7 days and resolves with the envelope; otherwise it rejects with an ApiError.
 *
 * @example
 * return acceptLogin(await postAction<LoginResult>('/sys/phoneLogin', { mobile, captcha }));
 */
export function acceptLogin(envelope: ApiEnvelope<LoginResult>): ApiEnvelope<LoginResult> {
  if (!isSignedIn(envelope) || !envelope.result?.token) {
    throw new ApiError(envelope, t('session.loginFailed'));
  }
  const { token, userInfo, sysAllDictItems, roles } = envelope.result;
  ls.set(ACCESS_TOKEN, token, SESSION_TTL_MS);
  ls.set(USER_NAME, userInfo?.username, SESSION_TTL_MS);
  ls.set(USER_INFO, userInfo, SESSION_TTL_MS);
  // The role codes the server sends with the login answer (SPEC §3 USER_ROLE), for the session's life.
  ls.set(USER_ROLE, Array.isArray(roles) ? roles.filter((r) => typeof r === 'string') : [], SESSION_TTL_MS);
  storeDictItems(sysAllDictItems ?? {});
  getCoreStore().set(sessionAtom, { token, userInfo: userInfo ?? null });
  // Several departments: the shell makes the user choose one before working (SPEC §4).
  noteDepartChoice(envelope.result);
  return envelope;
}

/**
 * Signs out: clears token, user info and name, permission lists and cached dictionaries, then calls
 * POST /sys/logout with the old token. Resolves even when the call fails (SPEC §4); reloading the page
 * is the caller's choice.
 *
 * @example
 * await logout();
 * window.location.href = '/';
 */
export function logout(): Promise<void> {
  return logoutWith(http);
}

/**
 * The stored access token, or undefined once it expired or after logout.
 *
 * @example
 * const token = getToken();
 */
export function getToken(): string | undefined {
  return ls.get<string>(ACCESS_TOKEN) || undefined;
}

/**
 * Whether a token is stored; a stored token means signed in (SPEC §4).
 *
 * @example
 * if (!hasToken()) navigate('/user/login');
 */
export function hasToken(): boolean {
  return Boolean(getToken());
}

/**
 * The signed-in user's role codes as the login answer gave them (USER_ROLE); [] when signed out.
 *
 * @example
 * getUserRoles().includes('admin');
 */
export function getUserRoles(): string[] {
  return ls.get<string[]>(USER_ROLE) ?? [];
}

/**
 * The cached user info, or null.
 *
 * @example
 * const name = getUserInfo()?.realname;
 */
export function getUserInfo(): UserInfo | null {
  return ls.get<UserInfo>(USER_INFO) ?? null;
}

/**
 * Caches user info for 7 days and updates the session atom.
 *
 * @example
 * saveUserInfo({ ...getUserInfo()!, avatar });
 */
export function saveUserInfo(info: UserInfo): void {
  ls.set(USER_INFO, info, SESSION_TTL_MS);
  const store = getCoreStore();
  const session = store.get(sessionAtom);
  const token = session?.token ?? getToken();
  if (token) store.set(sessionAtom, { token, userInfo: info });
}

/**
 * Makes `orgCode` the user's current department (POST /sys/selectDepart) and caches the returned user
 * info for 7 days.
 *
 * @example
 * await selectDepart('A01', getUserInfo()!.username);
 */
export async function selectDepart(
  orgCode: string,
  username?: string,
): Promise<ApiEnvelope<{ userInfo?: UserInfo }>> {
  const envelope = await postAction<{ userInfo?: UserInfo }>('/sys/selectDepart', { orgCode, username });
  const userInfo = envelope.result?.userInfo;
  if (userInfo) saveUserInfo(userInfo);
  return envelope;
}

/**
 * The departments of the signed-in user and the current one (GET /sys/user/getCurrentUserDeparts).
 *
 * @example
 * const { result } = await getCurrentUserDeparts();
 * result.list.map((d) => d.departName);
 */
export function getCurrentUserDeparts(): Promise<ApiEnvelope<CurrentUserDeparts>> {
  return getAction<CurrentUserDeparts>('/sys/user/getCurrentUserDeparts');
}

/**
 * Changes the user's password (POST sys/user/updatePassword); read `success` and `message`.
 *
 * @example
 * const { success, message } = await updatePassword({ username, oldpassword, password, confirmpassword });
 */
export function updatePassword(payload: UpdatePasswordPayload): Promise<ApiEnvelope<unknown>> {
  return postAction('sys/user/updatePassword', payload);
}
