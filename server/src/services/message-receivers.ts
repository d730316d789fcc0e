// Who a message goes to. A receiver list is comma (or semicolon, or space) separated; each entry is a
// user (id or username) or, for mails and SMS, an address of that kind. Users are resolved to what
// the channel needs: their id (system messages, the bell is per user), email or mobile number.
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import type { MessageType } from './message-senders.js';

/** At most this many receivers per send: each one is a row, an attempt loop and maybe an announcement. */
export const MAX_RECEIVERS = 50;
const MAX_ENTRY = 100;
const EMAIL = /^[^\s@,;<>"]{1,64}@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;
const MOBILE = /^\+?\d{6,20}$/;

export interface Receiver {
  /** What the message list shows: the entry as given. */
  label: string;
  /** A user id, an email address or a mobile number, per type. */
  address: string;
}

export type ReceiverProblem = { tooMany: number } | { invalid: string[] };

/**
 * The distinct entries of a receiver list.
 *
 * @example
 * receiverEntries('a, b;a'); // ['a', 'b']
 */
export function receiverEntries(text: string): string[] {
  return [...new Set(text.split(/[,;，；\s]+/).filter((e) => e !== ''))];
}

/**
 * Resolves a receiver list for a message type; every entry must resolve, else the bad ones are named.
 *
 * @example
 * const result = await resolveReceivers(app.db, '4', 'admin,jdoe'); // [{ label: 'admin', address: '<id>' }, …]
 */
export async function resolveReceivers(
  db: Kysely<Database>,
  type: MessageType,
  text: string,
): Promise<Receiver[] | ReceiverProblem> {
  const entries = receiverEntries(text);
  if (entries.length > MAX_RECEIVERS) return { tooMany: entries.length };
  const direct = type === '2' ? EMAIL : type === '1' ? MOBILE : null;
  const byUser = entries.filter((e) => e.length <= MAX_ENTRY && !direct?.test(e));
  const users = byUser.length
    ? await db
        .selectFrom('sys_user')
        .select(['id', 'username', 'email', 'phone'])
        .where('del_flag', '=', 0)
        .where((eb) => eb.or([eb('id', 'in', byUser), eb('username', 'in', byUser)]))
        .execute()
    : [];
  const out: Receiver[] = [];
  const invalid: string[] = [];
  for (const entry of entries) {
    if (entry.length > MAX_ENTRY) {
      invalid.push(`${entry.slice(0, 20)}…`);
      continue;
    }
    if (direct?.test(entry)) {
      out.push({ label: entry, address: entry });
      continue;
    }
    const user = users.find((u) => u.id === entry) ?? users.find((u) => u.username === entry);
    const address = !user ? null : type === '4' ? user.id : type === '2' ? user.email : user.phone;
    if (address && (direct === null || direct.test(address))) out.push({ label: user!.username, address });
    else invalid.push(entry);
  }
  if (invalid.length > 0) return { invalid };
  if (out.length === 0) return { invalid: [] };
  return out;
}
