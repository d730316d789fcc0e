// Accounts made for people another system vouches for (a CAS server, an OpenID provider) on their first
// sign-in: no usable password (a random one nobody knows), the configured role (and department), and
// the contacts the other system sent. An email or phone that is malformed or already another account's
// is left empty rather than refusing the sign-in.
import { randomBytes } from 'node:crypto';
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database } from '../db/types.js';
import { newId } from '../lib/ids.js';
import { hashPassword } from '../lib/password.js';
import { formatDateTime } from '../lib/time.js';
import { emailTaken, phoneTaken } from './accounts.js';

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

/** The id of the role with this code, or undefined (a deployment's mistake the caller refuses). */
export async function roleIdByCode(db: Kysely<Database>, code: string | null | undefined) {
  const role = await db
    .selectFrom('sys_role')
    .select('id')
    .where('role_code', '=', code ?? '')
    .executeTakeFirst();
  return role?.id;
}

export interface ExternalPerson {
  username: string;
  realname?: string;
  email?: string;
  phone?: string;
  avatar?: string;
  /** Who made the account (`CAS`, a provider's code), as create_by. */
  createdBy: string;
}

export type ExternalUserRow = Insertable<Database['sys_user']> & { id: string };

/**
 * The account row of `person`, outside any transaction (it hashes and checks the contacts).
 *
 * @example
 * const row = await externalUserRow(db, { username: 'lin', createdBy: 'CAS' }, scryptCost);
 */
export async function externalUserRow(
  db: Kysely<Database>,
  person: ExternalPerson,
  scryptCost: number,
): Promise<ExternalUserRow> {
  return {
    id: newId(),
    username: person.username,
    realname: person.realname?.slice(0, 100) || person.username,
    password: await hashPassword(randomBytes(32).toString('base64url'), scryptCost),
    email: await usable(person.email, EMAIL, (v) => emailTaken(db, v)),
    phone: await usable(person.phone, PHONE, (v) => phoneTaken(db, v)),
    avatar: person.avatar && person.avatar.length <= 500 ? person.avatar : null,
    status: 1,
    del_flag: 0,
    create_by: person.createdBy,
    create_time: formatDateTime(),
  };
}

/** Inserts the account with its role (and department) inside the caller's transaction. */
export async function insertExternalUser(
  trx: Transaction<Database>,
  row: ExternalUserRow,
  roleId: string,
  departId?: string,
): Promise<void> {
  await trx.insertInto('sys_user').values(row).execute();
  await trx.insertInto('sys_user_role').values({ id: newId(), user_id: row.id, role_id: roleId }).execute();
  if (departId) {
    await trx
      .insertInto('sys_user_depart')
      .values({ id: newId(), user_id: row.id, dep_id: departId })
      .execute();
  }
}
