import { http, type ApiEnvelope } from '../../runtime/core';

/** smsmode of POST /sys/sms: '0' sign in, '1' register (or a new phone), '2' forgotten password. */
export type SmsMode = '0' | '1' | '2';

/** Mainland mobile numbers, as the server accepts them. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const SMS_CODE_PATTERN = /^\d{6}$/;

/** The server's message in a refused call's envelope (HTTP 4xx), if any. */
function serverMessage(reason: unknown): string | undefined {
  const data = (reason as { response?: { data?: { message?: unknown } } }).response?.data;
  return typeof data?.message === 'string' && data.message ? data.message : undefined;
}

/**
 * Resolves a call of the open sign-in pages to its envelope, whatever happens. These pages show the
 * server's refusals next to the form, so the global error notifications are skipped (pass
 * `skipErrorHandler`) and HTTP 400 / 429 become `{success: false, message}` too.
 *
 * @example
 * const { success, message } = await quietly(http.post('/sys/sms', body, { skipErrorHandler: true }));
 */
export async function quietly<T>(request: Promise<ApiEnvelope<T>>): Promise<ApiEnvelope<T>> {
  try {
    return await request;
  } catch (reason) {
    const status = (reason as { response?: { status?: number } }).response?.status ?? 0;
    return { success: false, code: status, message: serverMessage(reason) ?? '', result: null as T };
  }
}

/**
 * Asks the server to send an SMS code.
 *
 * @example
 * const { success, message } = await sendSmsCode('13800000000', '1');
 */
export function sendSmsCode(mobile: string, smsmode: SmsMode) {
  return quietly(
    http.post<unknown, ApiEnvelope<null>>('/sys/sms', { mobile, smsmode }, { skipErrorHandler: true }),
  );
}
