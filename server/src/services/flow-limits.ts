// Rate limits of the self-service flows, per client address and per phone or user. They sit in front of
// anything that sends an SMS, guesses a code, hashes a password or writes a file, so none of those can be
// driven in bulk. In-memory per instance: with N instances an address gets N times the allowance.
import { fail } from '../lib/envelope.js';
import { SlidingWindowLimiter } from '../lib/sliding-window.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** One limiter per rule; create one set per app instance. */
export function createFlowLimiters() {
  return {
    /** /sys/sms per address and per phone. */
    smsPerAddress: new SlidingWindowLimiter(10, HOUR),
    smsPerPhone: new SlidingWindowLimiter(5, HOUR),
    /** Code checks (phone login, register, phone verification, password change) per address. */
    verifyPerAddress: new SlidingWindowLimiter(20, 10 * MINUTE),
    /** checkOnlyUser per address (the register form checks as the user types). */
    checkPerAddress: new SlidingWindowLimiter(60, 10 * MINUTE),
    /** Uploads per user. */
    uploadPerUser: new SlidingWindowLimiter(20, 10 * MINUTE),
  };
}

export type FlowLimiters = ReturnType<typeof createFlowLimiters>;

/**
 * Counts one request for `key`, or throws HTTP 429 with Retry-After when the window is full.
 *
 * @example
 * takeOrThrow(limits.smsPerAddress, request.ip, request.t('smsTooMany'));
 */
export function takeOrThrow(limiter: SlidingWindowLimiter, key: string, message: string): void {
  const wait = limiter.take(key);
  if (wait > 0) throw fail(message, 429, 429, { 'retry-after': String(Math.ceil(wait / 1000)) });
}
