// Which session a CAS service ticket started, so the CAS server's single-logout request can end it. Only
// the ticket's sha-256 is kept (a ticket is a bearer secret until it is validated, and the logout request
// names it in clear), next to the session's token hash.
import type { Kysely } from 'kysely';
import { hashToken } from '../lib/tokens.js';
import type { Database } from '../db/types.js';
import type { SessionStore } from './sessions.js';

/** Records that `token`'s session came from `ticket`; kept as long as the session can live. */
export async function rememberCasSession(
  db: Kysely<Database>,
  ticket: string,
  token: string,
  ttlMs: number,
): Promise<void> {
  const now = Date.now();
  // Housekeeping on the sign-in path, like sessions.create.
  await db.deleteFrom('sys_cas_ticket').where('expires_at', '<=', now).execute();
  await db
    .insertInto('sys_cas_ticket')
    .values({ ticket_hash: hashToken(ticket), token_hash: hashToken(token), expires_at: now + ttlMs })
    .execute();
}

/**
 * Ends the session `ticket` started, through the same revocation as a logout (sockets close, other
 * instances drop it). @returns the id of the user whose session ended, or null when there was none.
 */
export async function endCasSession(
  db: Kysely<Database>,
  sessions: SessionStore,
  ticket: string,
): Promise<string | null> {
  const row = await db
    .deleteFrom('sys_cas_ticket')
    .where('ticket_hash', '=', hashToken(ticket))
    .returning('token_hash')
    .executeTakeFirst();
  if (!row) return null;
  return sessions.revokeHash(row.token_hash);
}
