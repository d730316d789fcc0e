// The short-lived records of a third-party sign-in, in the database so that the provider's callback and
// the browser's next call may reach any server instance:
// - the authorization request in flight, under the sha-256 of its `state` (10 minutes, single use);
// - the one-time id handed to the browser afterwards, under its sha-256: a `login` id (60 s) redeemed
//   for the login result, or a `bind` id (10 minutes, time to type a password) for a first sign-in.
// Each is taken with a DELETE … RETURNING, so two requests racing with the same value get it once.
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import type { SysThirdLoginFlowTable, SysThirdLoginTicketTable } from '../db/types-third.js';
import { hashToken, newToken } from '../lib/tokens.js';

export const FLOW_TTL_MS = 10 * 60_000;
export const LOGIN_TICKET_TTL_MS = 60_000;
export const BIND_TICKET_TTL_MS = 10 * 60_000;

export type FlowRecord = Omit<SysThirdLoginFlowTable, 'state_hash' | 'expires_at'>;
export type TicketRecord = Omit<SysThirdLoginTicketTable, 'ticket_hash' | 'expires_at'>;

/** Remembers an authorization request under its `state`. */
export async function saveFlow(db: Kysely<Database>, state: string, flow: FlowRecord): Promise<void> {
  const now = Date.now();
  // Housekeeping on the sign-in path, like sessions.create.
  await db.deleteFrom('sys_third_login_flow').where('expires_at', '<=', now).execute();
  await db
    .insertInto('sys_third_login_flow')
    .values({ ...flow, state_hash: hashToken(state), expires_at: now + FLOW_TTL_MS })
    .execute();
}

/** Takes the request `state` names, once; undefined when unknown, already taken or expired. */
export async function takeFlow(db: Kysely<Database>, state: string): Promise<FlowRecord | undefined> {
  const row = await db
    .deleteFrom('sys_third_login_flow')
    .where('state_hash', '=', hashToken(state))
    .returningAll()
    .executeTakeFirst();
  if (!row || row.expires_at <= Date.now()) return undefined;
  const { state_hash: _hash, expires_at: _expires, ...flow } = row;
  return flow;
}

/** Issues a one-time id for `ticket`; only its hash is stored. @returns the id. */
export async function issueTicket(db: Kysely<Database>, ticket: TicketRecord): Promise<string> {
  const now = Date.now();
  await db.deleteFrom('sys_third_login_ticket').where('expires_at', '<=', now).execute();
  const id = newToken();
  const ttl = ticket.kind === 'login' ? LOGIN_TICKET_TTL_MS : BIND_TICKET_TTL_MS;
  await db
    .insertInto('sys_third_login_ticket')
    .values({ ...ticket, ticket_hash: hashToken(id), expires_at: now + ttl })
    .execute();
  return id;
}

/** Redeems the one-time id of `kind`, once; undefined when unknown, used, expired or of another kind. */
export async function takeTicket(
  db: Kysely<Database>,
  id: string,
  kind: TicketRecord['kind'],
): Promise<TicketRecord | undefined> {
  const row = await db
    .deleteFrom('sys_third_login_ticket')
    .where('ticket_hash', '=', hashToken(id))
    .where('kind', '=', kind)
    .returningAll()
    .executeTakeFirst();
  if (!row || row.expires_at <= Date.now()) return undefined;
  const { ticket_hash: _hash, expires_at: _expires, ...ticket } = row;
  return ticket;
}

/**
 * Reads a `bind` id without using it up, so a mistyped password does not end the binding; the step that
 * succeeds takes it with takeTicket.
 */
export async function peekBindTicket(db: Kysely<Database>, id: string): Promise<TicketRecord | undefined> {
  const row = await db
    .selectFrom('sys_third_login_ticket')
    .selectAll()
    .where('ticket_hash', '=', hashToken(id))
    .where('kind', '=', 'bind')
    .executeTakeFirst();
  if (!row || row.expires_at <= Date.now()) return undefined;
  const { ticket_hash: _hash, expires_at: _expires, ...ticket } = row;
  return ticket;
}
