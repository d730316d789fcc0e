// The JeecgBoot `Result` envelope (api-contract §2.1): every response body, errors included, has this shape.

export interface Envelope<T = unknown> {
  success: boolean;
  message: string;
  code: number;
  result: T;
  timestamp: number;
}

/** A successful envelope: `code` 200, `result` as given. */
export function ok<T>(result: T, message = ''): Envelope<T> {
  return { success: true, message, code: 200, result, timestamp: Date.now() };
}

/** A failed envelope body; prefer `throw fail(…)` in handlers so the status is set in one place. */
export function failure(message: string, code: number): Envelope<null> {
  return { success: false, message, code, result: null, timestamp: Date.now() };
}

/**
 * An error that becomes `{success:false, message, code}` with the given HTTP status.
 * Business refusals (wrong old password, locked account) keep HTTP 200 and `code` 500, as the
 * JeecgBoot client reads `success`/`message` from those; 400/401/403/429 use their own status.
 */
export class HttpError extends Error {
  constructor(
    message: string,
    readonly code: number = 500,
    readonly httpStatus: number = 200,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** Builds the error to throw: `throw fail(request.t('oldPasswordWrong'))`. */
export function fail(
  message: string,
  code = 500,
  httpStatus = 200,
  headers?: Record<string, string>,
): HttpError {
  return new HttpError(message, code, httpStatus, headers);
}
