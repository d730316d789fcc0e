import { http } from '../http/client';
import type { ApiEnvelope } from './types';
import { ls } from '../storage/localStore';
import { ENCRYPTED_STRING, SESSION_TTL_MS } from '../storage/keys';

/** The AES key and IV GET /sys/getEncryptedString hands out (api-contract §3.3). */
export interface EncryptedString {
  key: string;
  iv: string;
}

function isPair(value: unknown): value is EncryptedString {
  const pair = value as Partial<EncryptedString> | null;
  return typeof pair?.key === 'string' && typeof pair.iv === 'string';
}

/**
 * The server's encryption key/iv pair, kept under ENCRYPTED_STRING for 7 days (SPEC §3): the stored one
 * when present, else fetched from GET /sys/getEncryptedString (public) and stored. Quiet: the login page
 * asks for it in passing, so a failure shows nothing and resolves undefined.
 *
 * @example
 * const pair = await loadEncryptedString(); // { key: '…16 chars…', iv: '…16 chars…' }
 */
export async function loadEncryptedString(): Promise<EncryptedString | undefined> {
  const kept = ls.get<unknown>(ENCRYPTED_STRING);
  if (isPair(kept)) return kept;
  try {
    const envelope = await http.get<unknown, ApiEnvelope<unknown>>('/sys/getEncryptedString', {
      skipErrorHandler: true,
    });
    if (!envelope.success || !isPair(envelope.result)) return undefined;
    const pair = { key: envelope.result.key, iv: envelope.result.iv };
    ls.set(ENCRYPTED_STRING, pair, SESSION_TTL_MS);
    return pair;
  } catch {
    return undefined;
  }
}
