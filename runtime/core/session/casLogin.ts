import { getRuntimeConfig } from '../config';
import { getAction } from '../http/actions';
import { acceptLogin } from './session';
import type { ApiEnvelope, LoginResult } from './types';

/**
 * Where the "Sign in with CAS" button goes: the CAS server's login page, which sends the browser back
 * to the service URL with `?ticket=`; undefined when the deployment has no CAS.
 *
 * @example
 * const href = casLoginUrl(); // 'https://cas.example.com/cas/login?service=https%3A%2F%2F…%2Fuser%2Flogin'
 */
export function casLoginUrl(): string | undefined {
  const { casServerUrl, casServiceUrl } = getRuntimeConfig();
  if (!casServerUrl || !casServiceUrl) return undefined;
  return `${casServerUrl}/login?service=${encodeURIComponent(casServiceUrl)}`;
}

/**
 * Where an explicit logout sends the browser when the deployment has CAS: the CAS server's logout,
 * which ends the single sign-on session (and the other services' sessions) and then comes back to the
 * site root; undefined without CAS.
 *
 * @example
 * window.location.href = casLogoutUrl() ?? '/';
 */
export function casLogoutUrl(): string | undefined {
  const { casServerUrl } = getRuntimeConfig();
  if (!casServerUrl) return undefined;
  return `${casServerUrl}/logout?service=${encodeURIComponent(`${window.location.origin}/`)}`;
}

/**
 * Exchanges the CAS service ticket the login page was opened with for a session
 * (GET /cas/client/validateLogin); stores it like `login` and resolves the envelope, or rejects with the
 * server's message.
 *
 * @example
 * enter(await casLogin(params.get('ticket')!));
 */
export async function casLogin(ticket: string): Promise<ApiEnvelope<LoginResult>> {
  const service = getRuntimeConfig().casServiceUrl ?? '';
  return acceptLogin(await getAction<LoginResult>('/cas/client/validateLogin', { ticket, service }));
}
