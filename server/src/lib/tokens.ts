// Session tokens: 256 random bits handed to the client once; only their sha-256 is stored, so a leaked
// database or log does not hand out working tokens.
import { hash, randomBytes } from 'node:crypto';

/** A new token: 32 random bytes, base64url (43 characters). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The sha-256 hex of a token, the key of `sys_session`. Every authenticated request hashes its token:
 * the one-shot `crypto.hash` (Node ≥ 20.12) takes about half the time of a `createHash` object.
 */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}
