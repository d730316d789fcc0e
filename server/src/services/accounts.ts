// Account lookups of the self-service flows: by phone, and the uniqueness of user name, phone and email
// (sys_user has no unique index on phone and email, so every writer checks here first).
import type { Kysely } from 'kysely';
import type { Database, SysUser } from '../db/types.js';

/** Mainland mobile numbers, the form the product's SMS codes go to. */
export const MOBILE_PATTERN = '^1[3-9][0-9]{9}$';
/** An email address (one '@', a dot in the domain, no spaces); '' too, for "none". */
export const EMAIL_OR_BLANK_PATTERN = '^$|^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
/** Letters, digits, '_', '.', '-'; 3–30 characters, starting with a letter or digit. */
export const USERNAME_PATTERN = '^[A-Za-z0-9][A-Za-z0-9_.-]{2,29}$';

/**
 * The one account that may sign in and has this phone, or undefined (none, or — if administrators gave
 * several accounts the same phone — ambiguous, so the phone cannot pick one).
 *
 * @example
 * const user = await findEffectiveUserByPhone(app.db, '13800000000');
 */
export async function findEffectiveUserByPhone(
  db: Kysely<Database>,
  phone: string,
): Promise<SysUser | undefined> {
  const rows = await db
    .selectFrom('sys_user')
    .selectAll()
    .where('phone', '=', phone)
    .where('del_flag', '=', 0)
    .where('status', '=', 1)
    .limit(2)
    .execute();
  return rows.length === 1 ? rows[0] : undefined;
}

/** Whether any account (deleted ones included: they may be restored) uses the user name. */
export async function usernameTaken(db: Kysely<Database>, username: string): Promise<boolean> {
  const row = await db
    .selectFrom('sys_user')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether an account other than `exceptId` has the phone. */
export async function phoneTaken(db: Kysely<Database>, phone: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom('sys_user').select('id').where('phone', '=', phone);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Whether an account other than `exceptId` has the email (compared case-insensitively). */
export async function emailTaken(db: Kysely<Database>, email: string, exceptId?: string): Promise<boolean> {
  let query = db
    .selectFrom('sys_user')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()));
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}
