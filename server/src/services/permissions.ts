// What a user can reach: the sys_permission rows granted to any of the user's roles or department roles
// (api-contract §6.1, §5.5).
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database, SysPermission } from '../db/types.js';

/**
 * The ids of the permissions granted to a user: through their roles, and through the department roles
 * they belong to (whose menus are always ones their department may hand out).
 */
function grantedIds(eb: ExpressionBuilder<Database, 'sys_permission'>, userId: string) {
  return eb
    .selectFrom('sys_role_permission as rp')
    .innerJoin('sys_user_role as ur', 'ur.role_id', 'rp.role_id')
    .select('rp.permission_id')
    .where('ur.user_id', '=', userId)
    .union(
      eb
        .selectFrom('sys_depart_role_permission as dp')
        .innerJoin('sys_depart_role_user as du', 'du.drole_id', 'dp.role_id')
        .select('dp.permission_id')
        .where('du.user_id', '=', userId),
    );
}

/** Granted menu items and buttons (not deleted), ordered by sort_no. */
export function userPermissions(db: Kysely<Database>, userId: string): Promise<SysPermission[]> {
  return db
    .selectFrom('sys_permission')
    .selectAll()
    .where('del_flag', '=', 0)
    .where('id', 'in', (eb) => grantedIds(eb, userId))
    .orderBy('sort_no')
    .orderBy('id')
    .execute();
}

/** Every button permission (granted or not), for `allAuth`. */
export function allButtons(db: Kysely<Database>): Promise<SysPermission[]> {
  return db
    .selectFrom('sys_permission')
    .selectAll()
    .where('menu_type', '=', 2)
    .where('del_flag', '=', 0)
    .orderBy('sort_no')
    .orderBy('id')
    .execute();
}

/** The first-level 首页 item, prepended to menus that lack it. */
export function homeMenuItem(db: Kysely<Database>): Promise<SysPermission | undefined> {
  return db
    .selectFrom('sys_permission')
    .selectAll()
    .where('name', '=', '首页')
    .where('menu_type', '=', 0)
    .where('del_flag', '=', 0)
    .orderBy('sort_no')
    .executeTakeFirst();
}

/**
 * The permission codes a user holds: every `perms` of a granted button, split on commas (one row may
 * carry several codes). Routes declaring `permission: 'user:add'` check membership in this set.
 */
export async function userPermissionCodes(db: Kysely<Database>, userId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('sys_permission')
    .select('perms')
    .where('menu_type', '=', 2)
    .where('del_flag', '=', 0)
    .where('perms', 'is not', null)
    .where('id', 'in', (eb) => grantedIds(eb, userId))
    .execute();
  const codes = new Set<string>();
  for (const { perms } of rows) {
    for (const code of (perms ?? '').split(',')) if (code.trim()) codes.add(code.trim());
  }
  return codes;
}
