// First-start seed: admin account, roles, departments, the full menu tree with its grants, and the
// dictionaries. It runs when sys_user is empty, inside one transaction, and every insert ignores rows
// that already exist (ids are derived from stable keys), so running it twice changes nothing.
import { randomBytes } from 'node:crypto';
import type { Insertable, Kysely, Transaction } from 'kysely';
import { stableId } from '../../lib/ids.js';
import { hashPassword } from '../../lib/password.js';
import { formatDateTime } from '../../lib/time.js';
import type { Database } from '../types.js';
import { seedDataRules } from './data-rules.js';
import { MENU_SEED } from './menus.js';
import { ADMIN_SEED } from './roles.js';
import { adminRow, departId, departRows, dictRows, menuRows, roleId, roleRows, userId } from './rows.js';

export interface SeedResult {
  seeded: boolean;
  adminUsername: 'admin';
  /** Present only when this run created the admin account (generated, or ADMIN_PASSWORD). */
  adminPassword?: string;
}

export interface SeedOptions {
  adminPassword?: string;
  scryptCost: number;
}

/** Seeds an empty database; a database that already has users is left alone. */
export async function seedIfEmpty(db: Kysely<Database>, options: SeedOptions): Promise<SeedResult> {
  const { n } = await db
    .selectFrom('sys_user')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(n) > 0) return { seeded: false, adminUsername: 'admin' };

  // 18 random bytes → 24 url-safe characters, printed once by server.ts.
  const password = options.adminPassword ?? randomBytes(18).toString('base64url');
  const hash = await hashPassword(password, options.scryptCost);
  const created = await db.transaction().execute((trx) => seedAll(trx, hash));
  return created
    ? { seeded: true, adminUsername: 'admin', adminPassword: password }
    : { seeded: false, adminUsername: 'admin' };
}

/** @returns whether this run inserted the admin account (false if another process beat us to it). */
async function seedAll(trx: Transaction<Database>, adminHash: string): Promise<boolean> {
  const audit = { create_by: 'admin', create_time: formatDateTime() };
  await insertIgnore(trx, 'sys_role', roleRows(audit));
  await insertIgnore(trx, 'sys_depart', departRows(audit));

  const admin = await trx
    .insertInto('sys_user')
    .values(adminRow(adminHash, audit))
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  const adminId = userId(ADMIN_SEED.username);
  await insertIgnore(trx, 'sys_user_role', [
    { id: stableId(`user-role:${adminId}:admin`), user_id: adminId, role_id: roleId(ADMIN_SEED.roleCode) },
  ]);
  await insertIgnore(trx, 'sys_user_depart', [
    {
      id: stableId(`user-depart:${adminId}:${ADMIN_SEED.orgCode}`),
      user_id: adminId,
      dep_id: departId(ADMIN_SEED.orgCode),
    },
  ]);

  const { permissions, grants } = menuRows(MENU_SEED, audit);
  await insertIgnore(trx, 'sys_permission', permissions);
  await insertIgnore(trx, 'sys_role_permission', grants);
  await seedDataRules(trx, audit);

  const { dicts, items } = dictRows(audit);
  await insertIgnore(trx, 'sys_dict', dicts);
  await insertIgnore(trx, 'sys_dict_item', items);
  return admin !== undefined;
}

// Multi-row inserts in chunks of 100 keep each statement well below both dialects' bound-parameter
// limits; rows that already exist are skipped.
async function insertIgnore<T extends keyof Database & string>(
  trx: Transaction<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += 100) {
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + 100))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}
