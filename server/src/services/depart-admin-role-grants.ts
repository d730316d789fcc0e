// Menus of department roles (api-contract §4.5 /sys/sysDepartPermission): the tree a department may hand
// out (its sys_depart_permission ceiling), a role's menus, and saving them as a diff of the last state.
import { newId } from '../lib/ids.js';
import { formatDateTime } from '../lib/time.js';
import type { Database } from '../db/types.js';
import type { Kysely } from 'kysely';
import { nest, treeNode } from './menu-admin-tree.js';
import { OP, refuse, writeOpLog, type AdminContext } from './user-admin-context.js';

/** `{treeList, ids}` of the live menus granted to the department. */
export async function departCeilingTree(db: Kysely<Database>, departId: string) {
  const rows = await db
    .selectFrom('sys_permission as p')
    .innerJoin('sys_depart_permission as dp', 'dp.permission_id', 'p.id')
    .selectAll('p')
    .where('dp.depart_id', '=', departId)
    .where('p.del_flag', '=', 0)
    .orderBy('p.sort_no')
    .execute();
  return { treeList: nest(rows, (row) => treeNode(row, 'role')), ids: rows.map((r) => r.id) };
}

export async function departRoleGrants(db: Kysely<Database>, roleId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('sys_depart_role_permission')
    .select('permission_id')
    .where('role_id', '=', roleId)
    .execute();
  return rows.map((r) => r.permission_id);
}

/**
 * Adds the ids in `permissionIds` not in `lastIds` and removes those in `lastIds` no longer chosen —
 * only ever menus of the role's department's ceiling (anything else is a 400 naming permissionIds).
 */
export async function saveDepartRoleGrants(
  ctx: AdminContext,
  roleId: string,
  permissionIds: string[],
  lastIds: string[],
) {
  await ctx.db.transaction().execute(async (tx) => {
    const role = await tx
      .selectFrom('sys_depart_role')
      .select(['id', 'depart_id'])
      .where('id', '=', roleId)
      .executeTakeFirst();
    if (!role) throw refuse(ctx, 'departRoleNotFound', 'roleId');
    const last = new Set(lastIds);
    const wanted = new Set(permissionIds);
    const added = permissionIds.filter((id) => !last.has(id));
    const removed = lastIds.filter((id) => !wanted.has(id));
    if (added.length > 0) {
      const allowed = await tx
        .selectFrom('sys_depart_permission')
        .select('permission_id')
        .where('depart_id', '=', role.depart_id)
        .where('permission_id', 'in', added)
        .execute();
      if (allowed.length !== added.length) throw refuse(ctx, 'departRoleOutsideCeiling', 'permissionIds');
      const held = await tx
        .selectFrom('sys_depart_role_permission')
        .select('permission_id')
        .where('role_id', '=', role.id)
        .where('permission_id', 'in', added)
        .execute();
      const have = new Set(held.map((h) => h.permission_id));
      const fresh = added.filter((id) => !have.has(id));
      if (fresh.length > 0)
        await tx
          .insertInto('sys_depart_role_permission')
          .values(
            fresh.map((permission_id) => ({
              id: newId(),
              depart_id: role.depart_id,
              role_id: role.id,
              permission_id,
              operate_date: formatDateTime(),
              operate_ip: ctx.request.ip.slice(0, 100),
            })),
          )
          .execute();
    }
    if (removed.length > 0)
      await tx
        .deleteFrom('sys_depart_role_permission')
        .where('role_id', '=', role.id)
        .where('permission_id', 'in', removed)
        .execute();
    await writeOpLog(tx, ctx, OP.edit, `保存部门角色菜单：${roleId}（+${added.length} -${removed.length}）`);
  });
}
