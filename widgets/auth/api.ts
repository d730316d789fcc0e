import { http, type ApiEnvelope } from '../../runtime/core';
import { quietly } from './request';

export { MOBILE_PATTERN, SMS_CODE_PATTERN, sendSmsCode, type SmsMode } from './request';

/** 3–30 letters, digits, '_', '.', '-', starting with a letter or digit (the server's rule). */
export const USERNAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{2,29}$/;
export const MIN_PASSWORD_LENGTH = 8;

const quiet = { skipErrorHandler: true } as const;

export interface RegisterPayload {
  username: string;
  password: string;
  phone: string;
  smscode: string;
  email?: string;
}

/**
 * Creates an account (POST /sys/user/register).
 *
 * @example
 * const { success, message } = await registerAccount(values);
 */
export function registerAccount(payload: RegisterPayload) {
  return quietly(http.post<unknown, ApiEnvelope<{ username: string }>>('/sys/user/register', payload, quiet));
}

/**
 * Whether a user name is free: success true when it is, false with the server's message when taken.
 *
 * @example
 * const { success, message } = await checkOnlyUser('alice');
 */
export function checkOnlyUser(username: string) {
  return quietly(
    http.get<unknown, ApiEnvelope<boolean>>('/sys/user/checkOnlyUser', { params: { username }, ...quiet }),
  );
}

/** What step 1 of the password reset proved: the account and the single-use ticket of one reset. */
export interface VerifiedAccount {
  username: string;
  ticket: string;
}

/**
 * Step 1 of the forgotten-password flow: proves the phone of `username` and returns a reset ticket.
 *
 * @example
 * const { result } = await verifyPhone({ phone, smscode, username }); // result.ticket
 */
export function verifyPhone(payload: { phone: string; smscode: string; username: string }) {
  return quietly(
    http.post<unknown, ApiEnvelope<VerifiedAccount>>('/sys/user/phoneVerification', payload, quiet),
  );
}

/**
 * Step 2: sets the new password with the ticket (POST, so the password never appears in a URL).
 *
 * @example
 * const { success, message } = await resetPassword({ username, password, ticket });
 */
export function resetPassword(payload: { username: string; password: string; ticket: string }) {
  return quietly(http.post<unknown, ApiEnvelope<null>>('/sys/user/passwordChange', payload, quiet));
}
