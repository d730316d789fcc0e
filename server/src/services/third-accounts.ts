// Which provider subject is which local user (sys_third_account), and the accounts a provider's first
// sign-in creates under the `create` policy: no usable password (a random one nobody knows; the provider
// vouches for the person), the provider's default role and department, and the mapped claims. An email
// or phone that is malformed or already another account's is left empty rather than refusing.
import type { Kysely } from 'kysely';
import type { Database, SysUser } from '../db/types.js';
import type { SysThirdProvider } from '../db/types-third.js';
import { newId } from '../lib/ids.js';
import { formatDateTime } from '../lib/time.js';
import { usernameTaken } from './accounts.js';
import { externalUserRow, insertExternalUser, roleIdByCode } from './external-users.js';
import type { MappedClaims } from './third-claims.js';
import { findUserById } from './users.js';

/** The account a subject is linked to, deleted ones included, so a deleted account is told apart. */
export async function findLinkedUser(
  db: Kysely<Database>,
  providerCode: string,
  subject: string,
): Promise<SysUser | undefined> {
  return db
    .selectFrom('sys_third_account as a')
    .innerJoin('sys_user as u', 'u.id', 'a.user_id')
    .selectAll('u')
    .where('a.provider_code', '=', providerCode)
    .where('a.subject', '=', subject)
    .executeTakeFirst();
}

/**
 * Links `subject` to `userId`. @returns false when the subject is already linked to someone (the
 * unique key decides between racing requests), or the user already has a link to this provider.
 */
export async function linkAccount(
  db: Kysely<Database>,
  providerCode: string,
  claims: MappedClaims,
  userId: string,
): Promise<boolean> {
  const mine = await db
    .selectFrom('sys_third_account')
    .select('subject')
    .where('provider_code', '=', providerCode)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (mine) return mine.subject === claims.subject;
  try {
    await db
      .insertInto('sys_third_account')
      .values({
        id: newId(),
        provider_code: providerCode,
        subject: claims.subject,
        user_id: userId,
        realname: claims.realname?.slice(0, 100) ?? null,
        avatar: claims.avatar?.slice(0, 500) ?? null,
        create_time: formatDateTime(),
      })
      .execute();
    return true;
  } catch {
    return false;
  }
}

/** The user's links, with their providers' names. */
export function listLinks(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('sys_third_account as a')
    .leftJoin('sys_third_provider as p', 'p.code', 'a.provider_code')
    .select([
      'a.provider_code as providerCode',
      'p.name as providerName',
      'p.name_en as providerNameEn',
      'a.realname',
      'a.avatar',
      'a.create_time as createTime',
    ])
    .where('a.user_id', '=', userId)
    .orderBy('a.provider_code')
    .execute();
}

/** @returns whether the user had a link to that provider. */
export async function unlinkAccount(db: Kysely<Database>, userId: string, providerCode: string) {
  const deleted = await db
    .deleteFrom('sys_third_account')
    .where('user_id', '=', userId)
    .where('provider_code', '=', providerCode)
    .returning('id')
    .executeTakeFirst();
  return deleted !== undefined;
}

export type CreateOutcome = { user: SysUser } | { refusal: 'noRole' | 'usernameTaken' };

/** Creates the account of a provider's new user named `username`, linked to the subject. */
export async function createThirdUser(
  db: Kysely<Database>,
  provider: SysThirdProvider,
  claims: MappedClaims,
  username: string,
  scryptCost: number,
): Promise<CreateOutcome> {
  const roleId = await roleIdByCode(db, provider.default_role);
  if (!roleId) return { refusal: 'noRole' };
  if (await usernameTaken(db, username)) return { refusal: 'usernameTaken' };
  const depart = provider.default_depart
    ? await db
        .selectFrom('sys_depart')
        .select('id')
        .where('org_code', '=', provider.default_depart)
        .executeTakeFirst()
    : undefined;
  const row = await externalUserRow(
    db,
    {
      username,
      realname: claims.realname,
      email: claims.email,
      phone: claims.phone,
      avatar: claims.avatar,
      createdBy: provider.code,
    },
    scryptCost,
  );
  const { id } = row;
  const now = row.create_time ?? formatDateTime();
  try {
    await db.transaction().execute(async (trx) => {
      await insertExternalUser(trx, row, roleId, depart?.id);
      await trx
        .insertInto('sys_third_account')
        .values({
          id: newId(),
          provider_code: provider.code,
          subject: claims.subject,
          user_id: id,
          realname: claims.realname?.slice(0, 100) ?? null,
          avatar: claims.avatar?.slice(0, 500) ?? null,
          create_time: now,
        })
        .execute();
    });
  } catch (error) {
    // Two first sign-ins of the same person at once: the other one created the account and the link.
    const linked = await findLinkedUser(db, provider.code, claims.subject);
    if (linked) return { user: linked };
    if (await usernameTaken(db, username)) return { refusal: 'usernameTaken' };
    throw error;
  }
  const user = await findUserById(db, id);
  if (!user) throw new Error(`created user ${id} not found`);
  return { user };
}
