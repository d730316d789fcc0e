// Accounts for CAS users who have none here, when CAS_UNKNOWN_USERS=create: the CAS server vouches for
// the person, so the account gets no usable password (a random one nobody knows), the configured
// default role, and the realname/email/phone the CAS attributes map to. An email or phone that is
// malformed or already another account's is left empty rather than refusing the sign-in.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CasConfig } from '../config.js';
import type { Database, SysUser } from '../db/types.js';
import { newId } from '../lib/ids.js';
import { hashPassword } from '../lib/password.js';
import { formatDateTime } from '../lib/time.js';
import { emailTaken, phoneTaken } from './accounts.js';
import { findUserByUsername } from './users.js';

const EMAIL = /^[^\s@]{1,40}@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[0-9+\-() ]{3,45}$/;

async function usable(
  value: string | undefined,
  pattern: RegExp,
  taken: (value: string) => Promise<boolean>,
): Promise<string | null> {
  if (value === undefined || value.length > 45 || !pattern.test(value)) return null;
  return (await taken(value)) ? null : value;
}

/**
 * Creates the account of CAS user `username`. @returns it, or undefined when the default role does not
 * exist (the deployment's mistake; the sign-in is refused and logged rather than making a roleless user).
 */
export async function createCasUser(
  db: Kysely<Database>,
  cas: CasConfig,
  username: string,
  attributes: Record<string, string>,
  scryptCost: number,
): Promise<SysUser | undefined> {
  const role = await db
    .selectFrom('sys_role')
    .select('id')
    .where('role_code', '=', cas.defaultRole ?? '')
    .executeTakeFirst();
  if (!role) return undefined;
  const pick = (name: string | undefined) => (name ? attributes[name]?.trim() : undefined);
  const email = await usable(pick(cas.attributes.email), EMAIL, (v) => emailTaken(db, v));
  const phone = await usable(pick(cas.attributes.phone), PHONE, (v) => phoneTaken(db, v));
  const realname = pick(cas.attributes.realname)?.slice(0, 100) || username;
  const password = await hashPassword(randomBytes(32).toString('base64url'), scryptCost);
  const id = newId();
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('sys_user')
        .values({
          id,
          username,
          realname,
          password,
          email,
          phone,
          status: 1,
          del_flag: 0,
          create_by: 'CAS',
          create_time: formatDateTime(),
        })
        .execute();
      await trx.insertInto('sys_user_role').values({ id: newId(), user_id: id, role_id: role.id }).execute();
    });
  } catch (error) {
    // Two first sign-ins of the same person at once: the other one created the account.
    const existing = await findUserByUsername(db, username);
    if (existing) return existing;
    throw error;
  }
  return findUserByUsername(db, username);
}
