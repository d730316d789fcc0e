import { http, type ApiEnvelope } from '../../runtime/core';

// Failures here are silent: without the probe the form simply waits for the server to ask, and a missing
// image shows its loading text until clicked again. (Kept apart from ./api so the login route carries
// only these two calls.)
const quiet = { skipErrorHandler: true } as const;
const refused = <T>(): ApiEnvelope<T | undefined> => ({
  success: false,
  code: 0,
  message: '',
  result: undefined,
});

/**
 * Whether sign-in from this address must pass the image captcha right now.
 *
 * @example
 * const { result } = await fetchCaptchaRequired(); if (result?.required) refreshCaptcha();
 */
export function fetchCaptchaRequired(): Promise<ApiEnvelope<{ required: boolean } | undefined>> {
  return http
    .get<unknown, ApiEnvelope<{ required: boolean }>>('/sys/loginCaptchaRequired', quiet)
    .catch(() => refused<{ required: boolean }>());
}

/**
 * A new captcha image (a data URI) for `key`.
 *
 * @example
 * const { result: image } = await fetchCaptchaImage(key);
 */
export function fetchCaptchaImage(key: string): Promise<ApiEnvelope<string | undefined>> {
  return http
    .get<unknown, ApiEnvelope<string>>(`/sys/randomImage/${encodeURIComponent(key)}`, quiet)
    .catch(() => refused<string>());
}
