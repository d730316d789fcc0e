// Refusals that keep the console administrable: nobody deletes or freezes their own account, and at
// least one active administrator (role code `admin`) always remains.
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { refuse, type AdminContext } from './user-admin-context.js';

export const ADMIN_ROLE_CODE = 'admin';

/** Active, live administrators other than `excluded`. */
async function otherAdmins(tx: Kysely<Database>, excluded: readonly string[]): Promise<number> {
  let q = tx
    .selectFrom('sys_user as u')
    .innerJoin('sys_user_role as ur', 'ur.user_id', 'u.id')
    .innerJoin('sys_role as r', 'r.id', 'ur.role_id')
    .select((eb) => eb.fn.count<number>('u.id').distinct().as('n'))
    .where('r.role_code', '=', ADMIN_ROLE_CODE)
    .where('u.status', '=', 1)
    .where('u.del_flag', '=', 0);
  if (excluded.length > 0) q = q.where('u.id', 'not in', excluded);
  return Number((await q.executeTakeFirst())?.n ?? 0);
}

/** Before deleting or freezing `ids`: not the caller, and not every remaining administrator. */
export async function refuseSelfOrLastAdmin(
  tx: Kysely<Database>,
  ctx: AdminContext,
  ids: readonly string[],
  field: string,
): Promise<void> {
  if (ids.includes(ctx.actor.id)) throw refuse(ctx, 'userSelfRefused', field);
  if ((await otherAdmins(tx, ids)) === 0) throw refuse(ctx, 'userLastAdmin', field);
}

/** After a change of roles: an administrator must still exist (the change is rolled back otherwise). */
export async function requireAnAdmin(tx: Kysely<Database>, ctx: AdminContext, field: string) {
  if ((await otherAdmins(tx, [])) === 0) throw refuse(ctx, 'userLastAdmin', field);
}
