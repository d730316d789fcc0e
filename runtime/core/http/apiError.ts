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
