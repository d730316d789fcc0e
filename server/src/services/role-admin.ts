// Role administration beyond the generated CRUD (api-contract §4.2): deletes that take the role's
// user links and grants along, and the role-code check of the add/edit form. The `admin` role is
// what every system screen depends on, so it cannot be deleted.
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';

type Db = Kysely<Database>;
export type RoleDelete = { deleted: number } | { unknown: string[] } | { admin: true };

/**
 * Deletes roles, their user-role links and role-permission grants in one transaction; nothing is
 * deleted when an id is unknown or names the admin role.
 *
 * @example
 * await deleteRoles(db, [roleId]); // { deleted: 1 }
 */
export async function deleteRoles(db: Db, ids: readonly string[]): Promise<RoleDelete> {
  return db.transaction().execute(async (tx) => {
    const rows = await tx
      .selectFrom('sys_role')
      .select(['id', 'role_code'])
      .where('id', 'in', [...ids])
      .execute();
    if (rows.some((r) => r.role_code === 'admin')) return { admin: true };
    const found = new Set(rows.map((r) => r.id));
    const unknown = ids.filter((id) => !found.has(id));
    if (unknown.length > 0) return { unknown };
    await tx
      .deleteFrom('sys_user_role')
      .where('role_id', 'in', [...ids])
      .execute();
    await tx
      .deleteFrom('sys_role_permission')
      .where('role_id', 'in', [...ids])
      .execute();
    const result = await tx
      .deleteFrom('sys_role')
      .where('id', 'in', [...ids])
      .executeTakeFirst();
    return { deleted: Number(result.numDeletedRows) };
  });
}

/**
 * Whether `roleCode` is free for the role `id` (empty when adding): taken by another role → false.
 *
 * @example
 * await roleCodeFree(db, '', 'admin'); // false
 */
export async function roleCodeFree(db: Db, id: string, roleCode: string): Promise<boolean> {
  const owner = await db
    .selectFrom('sys_role')
    .select('id')
    .where('role_code', '=', roleCode)
    .executeTakeFirst();
  return !owner || owner.id === id;
}
