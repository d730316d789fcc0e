import { postAction } from '../http/actions';
import { acceptLogin } from './session';
import type { ApiEnvelope, LoginResult } from './types';

/** Body of POST /sys/phoneLogin: the phone and the SMS code sent to it (smsmode '0'). */
export interface PhoneLoginPayload {
  mobile: string;
  captcha: string;
}

/**
 * Signs in with an SMS code (POST /sys/phoneLogin). Like `login`: on code "200" (number or string) the
 * token, user name, user info and dictionary items are stored for 7 days and the envelope resolves; any
 * other code rejects with an ApiError carrying the server's message.
 *
 * @example
 * await phoneLogin({ mobile: '13800000000', captcha: '123456' });
 * navigate(safeRedirectTarget(search.get('redirect')));
 */
export async function phoneLogin(payload: PhoneLoginPayload): Promise<ApiEnvelope<LoginResult>> {
  return acceptLogin(await postAction<LoginResult>('/sys/phoneLogin', payload));
}
