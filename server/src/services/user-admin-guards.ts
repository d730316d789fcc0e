// Refusals that keep the console administrable: nobody deletes or freezes their own account, and at
// least one active administrator (role code `admin`) always remains.
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { refuse, type AdminContext } from './user-admin-context.js';

export const ADMIN_ROLE_CODE = 'admin';

/**
 * Active, live administrators other than `excluded`. On PostgreSQL their rows are locked until the
 * transaction ends, so two administrators removing each other at once cannot both pass the check
 * (SQLite runs one write transaction at a time anyway).
 */
async function otherAdmins(
  tx: Kysely<Database>,
  ctx: AdminContext,
  excluded: readonly string[],
): Promise<number> {
  let q = tx
    .selectFrom('sys_user as u')
    .select('u.id')
    .where('u.status', '=', 1)
    .where('u.del_flag', '=', 0)
    .where(
      'u.id',
      'in',
      tx
        .selectFrom('sys_user_role as ur')
        .innerJoin('sys_role as r', 'r.id', 'ur.role_id')
        .select('ur.user_id')
        .where('r.role_code', '=', ADMIN_ROLE_CODE),
    );
  // Every administrator's row, in one order, so concurrent checks queue instead of deadlocking; a
  // waiting check then sees the other's committed freeze or delete.
  if (ctx.dialect === 'postgres') q = q.orderBy('u.id').forUpdate();
  const rows = await q.execute();
  return rows.filter((r) => !excluded.includes(r.id)).length;
}

/** Before deleting or freezing `ids`: not the caller, and not every remaining administrator. */
export async function refuseSelfOrLastAdmin(
  tx: Kysely<Database>,
  ctx: AdminContext,
  ids: readonly string[],
  field: string,
): Promise<void> {
  if (ids.includes(ctx.actor.id)) throw refuse(ctx, 'userSelfRefused', field);
  if ((await otherAdmins(tx, ctx, ids)) === 0) throw refuse(ctx, 'userLastAdmin', field);
}

/** After a change of roles: an administrator must still exist (the change is rolled back otherwise). */
export async function requireAnAdmin(tx: Kysely<Database>, ctx: AdminContext, field: string) {
  if ((await otherAdmins(tx, ctx, [])) === 0) throw refuse(ctx, 'userLastAdmin', field);
}
