// Self-service registration: the new account gets role `partner` (the product's external-user role: work
// orders, download center, basic information) with status 1, and joins the seeded partner organisation
// (org code A02) when it exists, so it has a current department like accounts an administrator creates.
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { newId } from '../lib/ids.js';
import { formatDateTime } from '../lib/time.js';

/** Role code of self-registered accounts. */
export const REGISTER_ROLE_CODE = 'partner';
/** Organisation self-registered accounts join. */
export const REGISTER_ORG_CODE = 'A02';

export interface NewRegistration {
  username: string;
  passwordHash: string;
  phone: string;
  email: string | null;
}

/**
 * Creates the account with its role and department in one transaction. @returns the new user id.
 *
 * @example
 * const id = await createRegisteredUser(app.db, { username, passwordHash, phone, email: null });
 */
export async function createRegisteredUser(db: Kysely<Database>, reg: NewRegistration): Promise<string> {
  const id = newId();
  const create_time = formatDateTime();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('sys_user')
      .values({
        id,
        username: reg.username,
        realname: reg.username,
        password: reg.passwordHash,
        phone: reg.phone,
        email: reg.email,
        status: 1,
        del_flag: 0,
        create_by: reg.username,
        create_time,
      })
      .execute();
    const role = await trx
      .selectFrom('sys_role')
      .select('id')
      .where('role_code', '=', REGISTER_ROLE_CODE)
      .executeTakeFirst();
    if (role)
      await trx.insertInto('sys_user_role').values({ id: newId(), user_id: id, role_id: role.id }).execute();
    const depart = await trx
      .selectFrom('sys_depart')
      .select(['id', 'org_code'])
      .where('org_code', '=', REGISTER_ORG_CODE)
      .where('del_flag', '=', '0')
      .executeTakeFirst();
    if (depart) {
      await trx
        .insertInto('sys_user_depart')
        .values({ id: newId(), user_id: id, dep_id: depart.id })
        .execute();
      await trx.updateTable('sys_user').set({ org_code: depart.org_code }).where('id', '=', id).execute();
    }
  });
  return id;
}
