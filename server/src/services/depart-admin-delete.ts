// Deleting departments (api-contract §4.4 delete/deleteBatch): each with everything below it, physically,
// with their user links — refused while a live user still belongs to any of them, so nobody is left
// without the department that scopes their data.
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { OP, refuse, writeOpLog, type AdminContext } from './user-admin-context.js';

async function subtreeRows(tx: Kysely<Database>, codes: string[]) {
  if (codes.length === 0) return [];
  return tx
    .selectFrom('sys_depart')
    .select(['id', 'org_code', 'depart_name'])
    .where((eb) => eb.or(codes.map((c) => eb('org_code', 'like', `${c}%`))))
    .execute();
}

/** Deletes the departments and their subtrees; an unknown id is a 400 naming the field. */
export async function deleteDeparts(ctx: AdminContext, ids: string[], field: string): Promise<void> {
  await ctx.db.transaction().execute(async (tx) => {
    const roots = await tx.selectFrom('sys_depart').select('org_code').where('id', 'in', ids).execute();
    if (roots.length !== ids.length) throw refuse(ctx, 'departNotFound', field);
    const rows = await subtreeRows(
      tx,
      roots.map((r) => r.org_code),
    );
    const departIds = [...new Set(rows.map((r) => r.id))];
    const member = await tx
      .selectFrom('sys_user_depart as ud')
      .innerJoin('sys_user as u', 'u.id', 'ud.user_id')
      .select('u.id')
      .where('ud.dep_id', 'in', departIds)
      .where('u.del_flag', '=', 0)
      .executeTakeFirst();
    if (member) throw refuse(ctx, 'departHasUsers', field);
    await tx.deleteFrom('sys_user_depart').where('dep_id', 'in', departIds).execute();
    const codes = rows.map((r) => r.org_code);
    // Users in the recycle bin lose a current department that no longer exists.
    await tx.updateTable('sys_user').set({ org_code: null }).where('org_code', 'in', codes).execute();
    await tx.deleteFrom('sys_depart').where('id', 'in', departIds).execute();
    await writeOpLog(tx, ctx, OP.remove, `删除部门：${rows.map((r) => r.depart_name).join(',')}`);
  });
}
