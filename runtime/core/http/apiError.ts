import type { ApiEnvelope } from '../session/types';

/**
 * A business failure reported in the envelope (`success: false`, or a login code other than 200). It
 * carries the envelope's fields, so `err.message` is the server's text either way.
 *
 * @example
 * try { await login(form); } catch (err) { if (err instanceof ApiError) showError(err.message); }
 */
export class ApiError<T = unknown> extends Error implements ApiEnvelope<T> {
  readonly success: boolean;
  readonly code: number | string;
  readonly result: T;
  readonly timestamp?: number;
  readonly envelope: ApiEnvelope<T>;

  constructor(envelope: ApiEnvelope<T>, fallbackMessage = '') {
    super(envelope.message || fallbackMessage);
    this.name = 'ApiError';
    this.success = envelope.success;
    this.code = envelope.code;
    this.result = envelope.result;
    this.timestamp = envelope.timestamp;
    this.envelope = envelope;
  }
}

/**
 * The server's text about a failed call: the envelope's message, whether the call answered HTTP 200
 * with `success: false` (an ApiError) or a 4xx carrying the envelope (a rejected request); else the
 * error's own message.
 *
 * @example
 * errorMessageOf(err); // '未找到对应实体' for a 404 from queryById
 */
export function errorMessageOf(error: unknown): string {
  const data = (error as { response?: { data?: unknown } } | null)?.response?.data;
  const message = (data as { message?: unknown } | null | undefined)?.message;
  if (typeof message === 'string' && message !== '') return message;
  return error instanceof Error ? error.message : String(error);
}
