// Which menus and buttons a role or a department holds (api-contract §4.3 queryRolePermission,
// saveRolePermission, queryDepartPermission, saveDepartPermission). A save applies the difference
// between the ids the screen showed before (`lastpermissionIds`) and now (`permissionIds`), so two
// administrators editing different parts of a role do not undo each other; kept grants keep their
// data rules.
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { newId } from '../lib/ids.js';
import { formatDateTime } from '../lib/time.js';

type Db = Kysely<Database>;
export type Holder = { kind: 'role' | 'depart'; id: string };

/** Whether the user holds the `admin` role (may grant anything, may change the admin role). */
export async function isAdminUser(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('sys_user_role as ur')
    .innerJoin('sys_role as r', 'r.id', 'ur.role_id')
    .select('r.id')
    .where('ur.user_id', '=', userId)
    .where('r.role_code', '=', 'admin')
    .executeTakeFirst();
  return row !== undefined;
}

/** The permission ids the user holds through any role. */
export async function heldPermissionIds(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('sys_role_permission as rp')
    .innerJoin('sys_user_role as ur', 'ur.role_id', 'rp.role_id')
    .select('rp.permission_id')
    .where('ur.user_id', '=', userId)
    .execute();
  return new Set(rows.map((r) => r.permission_id));
}

/** Whether the role or department exists (a deleted department counts as gone). */
export async function holderExists(db: Db, holder: Holder): Promise<boolean> {
  const row =
    holder.kind === 'role'
      ? await db.selectFrom('sys_role').select('id').where('id', '=', holder.id).executeTakeFirst()
      : await db
          .selectFrom('sys_depart')
          .select('id')
          .where('id', '=', holder.id)
          .where('del_flag', '=', '0')
          .executeTakeFirst();
  return row !== undefined;
}

/** Whether the role is the `admin` role. */
export async function isAdminRole(db: Db, roleId: string): Promise<boolean> {
  const row = await db.selectFrom('sys_role').select('role_code').where('id', '=', roleId).executeTakeFirst();
  return row?.role_code === 'admin';
}

/**
 * The permission ids granted to a role or department.
 *
 * @example
 * await grantsOf(db, { kind: 'role', id: roleId }); // ['menu1', 'button7', …]
 */
export async function grantsOf(db: Db, holder: Holder): Promise<string[]> {
  const rows =
    holder.kind === 'role'
      ? await db
          .selectFrom('sys_role_permission')
          .select('permission_id')
          .where('role_id', '=', holder.id)
          .execute()
      : await db
          .selectFrom('sys_depart_permission')
          .select('permission_id')
          .where('depart_id', '=', holder.id)
          .execute();
  return rows.map((r) => r.permission_id);
}

/**
 * Adds the grants in `now` but not in `before` (unless already held) and removes those in `before` but
 * not in `now`, in one transaction. Role grants record when and from where they were made.
 *
 * @example
 * await saveGrants(db, { kind: 'role', id }, ['a', 'b'], ['a', 'c'], '10.0.0.1'); // adds b, removes c
 */
export async function saveGrants(
  db: Db,
  holder: Holder,
  now: readonly string[],
  before: readonly string[],
  ip: string,
): Promise<{ added: number; removed: number }> {
  const nowSet = new Set(now);
  const beforeSet = new Set(before);
  const add = [...nowSet].filter((id) => !beforeSet.has(id));
  const remove = [...beforeSet].filter((id) => !nowSet.has(id));
  return db.transaction().execute(async (tx) => {
    const held = new Set(await grantsOf(tx, holder));
    const fresh = add.filter((id) => !held.has(id));
    if (holder.kind === 'role') {
      if (remove.length > 0)
        await tx
          .deleteFrom('sys_role_permission')
          .where('role_id', '=', holder.id)
          .where('permission_id', 'in', remove)
          .execute();
      const operate = { operate_date: formatDateTime(), operate_ip: ip.slice(0, 100) };
      if (fresh.length > 0)
        await tx
          .insertInto('sys_role_permission')
          .values(
            fresh.map((permission_id) => ({ id: newId(), role_id: holder.id, permission_id, ...operate })),
          )
          .execute();
    } else {
      if (remove.length > 0)
        await tx
          .deleteFrom('sys_depart_permission')
          .where('depart_id', '=', holder.id)
          .where('permission_id', 'in', remove)
          .execute();
      if (fresh.length > 0)
        await tx
          .insertInto('sys_depart_permission')
          .values(fresh.map((permission_id) => ({ id: newId(), depart_id: holder.id, permission_id })))
          .execute();
    }
    return { added: fresh.length, removed: remove.filter((id) => held.has(id)).length };
  });
}
