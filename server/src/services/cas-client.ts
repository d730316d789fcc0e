// Asks the CAS server whether a service ticket is good (GET serviceValidate, or p3/serviceValidate for
// protocol 3.0). The answer is bounded in time (CAS_TIMEOUT_MS) and size (MAX_RESPONSE_BYTES), since a
// slow or hostile upstream must not hold a request or the heap; an unreachable, slow or non-200 server
// is CasUnavailableError, which the route answers 503 (an outage, not the caller's bad input).
import type { CasConfig } from '../config.js';
import { readValidation, type CasValidation } from './cas-xml.js';

/** A serviceValidate answer is a few hundred bytes; attributes rarely take more than a few KB. */
export const MAX_RESPONSE_BYTES = 64 * 1024;

export class CasUnavailableError extends Error {}

/** The serviceValidate URL for a ticket and service. */
export function validateUrl(cas: CasConfig, ticket: string, service: string): string {
  const path = cas.protocol === 3 ? '/p3/serviceValidate' : '/serviceValidate';
  const query = new URLSearchParams({ ticket, service });
  return `${cas.serverUrl}${path}?${query.toString()}`;
}

async function readBounded(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_RESPONSE_BYTES) {
      await reader.cancel();
      throw new CasUnavailableError('CAS response too large');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Validates `ticket` for `service` (the caller has checked that `service` is allowed).
 *
 * @example
 * const answer = await validateTicket(app.config.cas, 'ST-1-abc', 'https://console.example.com/user/login');
 * if (answer.ok) console.log(answer.user);
 */
export async function validateTicket(
  cas: CasConfig,
  ticket: string,
  service: string,
): Promise<CasValidation> {
  let response: Response;
  try {
    response = await fetch(validateUrl(cas, ticket, service), {
      signal: AbortSignal.timeout(cas.timeoutMs),
      redirect: 'error',
      headers: { accept: 'application/xml, text/xml' },
    });
  } catch (error) {
    throw new CasUnavailableError(error instanceof Error ? error.message : String(error));
  }
  if (response.status !== 200) {
    await response.body?.cancel();
    throw new CasUnavailableError(`CAS server answered HTTP ${response.status}`);
  }
  let xml: string;
  try {
    xml = await readBounded(response);
  } catch (error) {
    if (error instanceof CasUnavailableError) throw error;
    throw new CasUnavailableError(error instanceof Error ? error.message : String(error));
  }
  return readValidation(xml);
}
