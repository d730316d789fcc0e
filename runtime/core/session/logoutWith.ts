import type { AxiosInstance } from 'axios';
import '../http/types';
import { ls } from '../storage/localStore';
import { ACCESS_TOKEN } from '../storage/keys';
import { clearSessionData } from './clearSession';

export const LOGOUT_URL = '/sys/logout';

/**
 * Logs out through the given client. It clears local data first, so concurrent 401s find no token and
 * do not log out again, then revokes the token on the server; it resolves whatever that call does
 * (SPEC §4). Takes the client as an argument so the HTTP client can use it without an import cycle.
 *
 * @example
 * await logoutWith(http);
 */
export async function logoutWith(client: AxiosInstance): Promise<void> {
  const token = ls.get<string>(ACCESS_TOKEN);
  clearSessionData();
  if (!token) return;
  try {
    // `{}` rather than no body: a JSON content type with an empty body is a 400 for many servers.
    await client.post(
      LOGOUT_URL,
      {},
      {
        headers: { 'X-Access-Token': token, 'Content-Type': 'application/json;charset=UTF-8' },
        skipErrorHandler: true,
      },
    );
  } catch {
    // A failed logout call is ignored (SPEC §8): the local session is already gone.
  }
}
