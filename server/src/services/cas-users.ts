// Accounts for CAS users who have none here, when CAS_UNKNOWN_USERS=create: the CAS server vouches for
// the person, so the account gets no usable password (a random one nobody knows), the configured
// default role, and the realname/email/phone the CAS attributes map to. An email or phone that is
// malformed or already another account's is left empty rather than refusing the sign-in.
import type { Kysely } from 'kysely';
import type { CasConfig } from '../config.js';
import type { Database, SysUser } from '../db/types.js';
import { externalUserRow, insertExternalUser, roleIdByCode } from './external-users.js';
import { findUserByUsername } from './users.js';

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
  const roleId = await roleIdByCode(db, cas.defaultRole);
  if (!roleId) return undefined;
  const pick = (name: string | undefined) => (name ? attributes[name]?.trim() : undefined);
  const row = await externalUserRow(
    db,
    {
      username,
      realname: pick(cas.attributes.realname),
      email: pick(cas.attributes.email),
      phone: pick(cas.attributes.phone),
      createdBy: 'CAS',
    },
    scryptCost,
  );
  try {
    await db.transaction().execute((trx) => insertExternalUser(trx, row, roleId));
  } catch (error) {
    // Two first sign-ins of the same person at once: the other one created the account.
    const existing = await findUserByUsername(db, username);
    if (existing) return existing;
    throw error;
  }
  return findUserByUsername(db, username);
}
