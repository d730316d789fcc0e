// A user's roles and departments: checked against the database (unknown ids are a 400 naming the
// field) and replaced inside the caller's transaction.
import { sql, type Kysely } from 'kysely';
import { newId } from '../lib/ids.js';
import type { Database } from '../db/types.js';
import { refuse, type AdminContext } from './user-admin-context.js';

/** Throws a 400 naming `field` unless every id is a role. */
export async function checkRoles(tx: Kysely<Database>, ctx: AdminContext, ids: string[], field: string) {
  if (ids.length === 0) return;
  const found = await tx.selectFrom('sys_role').select('id').where('id', 'in', ids).execute();
  if (found.length !== ids.length) throw refuse(ctx, 'userUnknownRoles', field);
}

/** Throws a 400 naming `field` unless every id is a live department; returns their org codes. */
export async function checkDeparts(
  tx: Kysely<Database>,
  ctx: AdminContext,
  ids: string[],
  field: string,
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const found = await tx
    .selectFrom('sys_depart')
    .select(['id', 'org_code'])
    .where('id', 'in', ids)
    .where('del_flag', '=', '0')
    .execute();
  if (found.length !== ids.length) throw refuse(ctx, 'userUnknownDeparts', field);
  return new Map(found.map((d) => [d.id, d.org_code]));
}

export async function replaceRoles(tx: Kysely<Database>, userId: string, roleIds: string[]) {
  await tx.deleteFrom('sys_user_role').where('user_id', '=', userId).execute();
  if (roleIds.length === 0) return;
  await tx
    .insertInto('sys_user_role')
    .values(roleIds.map((role_id) => ({ id: newId(), user_id: userId, role_id })))
    .execute();
}

/**
 * Replaces the user's departments. The current department (org_code) stays when it is still one of
 * them, else becomes the first, so the department switcher and `#{sys_org_code}` keep working.
 */
export async function replaceDeparts(
  tx: Kysely<Database>,
  userId: string,
  codes: Map<string, string>,
  currentOrgCode: string | null,
) {
  await tx.deleteFrom('sys_user_depart').where('user_id', '=', userId).execute();
  if (codes.size > 0) {
    await tx
      .insertInto('sys_user_depart')
      .values([...codes.keys()].map((dep_id) => ({ id: newId(), user_id: userId, dep_id })))
      .execute();
  }
  const all = [...codes.values()].sort();
  const orgCode = currentOrgCode && all.includes(currentOrgCode) ? currentOrgCode : (all[0] ?? null);
  if (orgCode !== currentOrgCode)
    await tx.updateTable('sys_user').set({ org_code: orgCode }).where('id', '=', userId).execute();
}

/** The link tables that tie users to a role or a department, with the column naming the other side. */
const USER_LINKS = {
  role: { table: 'sys_user_role', column: 'role_id' },
  depart: { table: 'sys_user_depart', column: 'dep_id' },
} as const;

/**
 * Links the users to a role (addSysUserRole) or a department (editSysDepartWithUser), leaving the links
 * they already have.
 *
 * @example
 * await addMissingUserLinks(tx, 'role', roleId, ['u1', 'u2']);
 */
export async function addMissingUserLinks(
  tx: Kysely<Database>,
  kind: keyof typeof USER_LINKS,
  ownerId: string,
  userIds: string[],
) {
  const { table, column } = USER_LINKS[kind];
  const have = await tx
    .selectFrom(table)
    .select('user_id')
    .where(sql.ref(column), '=', ownerId)
    .where('user_id', 'in', userIds)
    .execute();
  const existing = new Set(have.map((r) => r.user_id));
  const missing = userIds.filter((id) => !existing.has(id));
  if (missing.length === 0) return;
  await tx
    .insertInto(table)
    .values(missing.map((user_id) => ({ id: newId(), user_id, [column]: ownerId })))
    .execute();
}

/** Throws a 400 naming `field` unless every id is a stored user (deleted ones included when asked). */
export async function checkUsers(
  tx: Kysely<Database>,
  ctx: AdminContext,
  ids: string[],
  field: string,
  deleted?: boolean,
) {
  let q = tx.selectFrom('sys_user').select('id').where('id', 'in', ids);
  if (deleted !== undefined) q = q.where('del_flag', '=', deleted ? 1 : 0);
  const found = await q.execute();
  if (found.length !== ids.length) throw refuse(ctx, 'userNotFound', field);
}
