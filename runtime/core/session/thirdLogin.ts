import { getRuntimeConfig } from '../config';
import { getAction, postAction } from '../http/actions';
import { acceptLogin } from './session';
import type { ApiEnvelope, LoginPayload, LoginResult } from './types';

/** A third-party sign-in provider the login page offers (GET /sys/thirdLogin/providers). */
export interface ThirdLoginProvider {
  code: string;
  name: string;
}

/**
 * The enabled providers, in the caller's language; none (without a request) when the deployment has
 * no third-party sign-in (/config.js `thirdLogin`).
 *
 * @example
 * const providers = await thirdLoginProviders(); // [{ code: 'keycloak', name: '企业账号' }]
 */
export async function thirdLoginProviders(): Promise<ThirdLoginProvider[]> {
  if (!getRuntimeConfig().thirdLogin) return [];
  const envelope = await getAction<ThirdLoginProvider[]>('/sys/thirdLogin/providers');
  return Array.isArray(envelope.result) ? envelope.result : [];
}

/**
 * Where a provider's button goes: the server's route that sends the browser on to the provider and
 * brings it back to this page (`?oidc=<one-time id>&thirdType=<code>`, or `?thirdError=`). The login
 * page's own `redirect` (where the user was going) rides along in the way back, so the sign-in lands
 * there as a password sign-in would (the page checks it is a same-origin path).
 *
 * @example
 * <a href={thirdLoginHref('keycloak', '/caseManage/list')}>企业账号</a>
 */
export function thirdLoginHref(code: string, redirect?: string | null): string {
  const query = redirect ? `?${new URLSearchParams({ redirect }).toString()}` : '';
  const back = `${window.location.origin}${window.location.pathname}${query}`;
  return `${getRuntimeConfig().apiBase}/sys/thirdLogin/render/${encodeURIComponent(code)}?redirect=${encodeURIComponent(back)}`;
}

/**
 * Redeems the one-time id the provider's callback sent the browser back with (once, within a minute)
 * for a session; stores it like `login` and resolves the envelope, or rejects with the server's message.
 *
 * @example
 * enter(await thirdLogin(params.get('oidc')!, params.get('thirdType')!));
 */
export async function thirdLogin(id: string, code: string): Promise<ApiEnvelope<LoginResult>> {
  const path = `/sys/thirdLogin/getLoginUser/${encodeURIComponent(id)}/${encodeURIComponent(code)}`;
  return acceptLogin(await getAction<LoginResult>(path));
}

/**
 * A first third-party sign-in (`?oidcBind=<id>`): links it to the account whose password is given
 * (POST /sys/third/user/checkPassword) and signs that account in.
 *
 * @example
 * enter(await thirdBindByPassword(bindId, { username, password }));
 */
export async function thirdBindByPassword(
  bindId: string,
  payload: LoginPayload,
): Promise<ApiEnvelope<LoginResult>> {
  return acceptLogin(await postAction<LoginResult>('/sys/third/user/checkPassword', { ...payload, bindId }));
}

/**
 * A first third-party sign-in (`?oidcBind=<id>`): links it to the account of that mobile number, proved
 * with a login SMS code (POST /sys/sms smsmode '0', then POST /sys/thirdLogin/bindingThirdPhone), and
 * signs that account in.
 *
 * @example
 * enter(await thirdBindByPhone(bindId, { mobile: '13800000000', captcha: '123456' }));
 */
export async function thirdBindByPhone(
  bindId: string,
  payload: { mobile: string; captcha: string },
): Promise<ApiEnvelope<LoginResult>> {
  return acceptLogin(
    await postAction<LoginResult>('/sys/thirdLogin/bindingThirdPhone', { ...payload, bindId }),
  );
}

/**
 * A first third-party sign-in (`?oidcBind=<id>&thirdCreate=1`) made a new account under `username`
 * (POST /sys/third/user/create; the provider's preferred name when none is given), then signed in.
 *
 * @example
 * enter(await thirdCreateAccount(bindId, 'dave2'));
 */
export async function thirdCreateAccount(
  bindId: string,
  username?: string,
): Promise<ApiEnvelope<LoginResult>> {
  return acceptLogin(await postAction<LoginResult>('/sys/third/user/create', { bindId, username }));
}
