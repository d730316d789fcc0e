// What a user can reach: the sys_permission rows granted to any of the user's roles (api-contract §6.1).
import type { Kysely } from 'kysely';
import type { Database, SysPermission } from '../db/types.js';

/** Granted menu items and buttons (not deleted), ordered by sort_no. */
export function userPermissions(db: Kysely<Database>, userId: string): Promise<SysPermission[]> {
  return db
    .selectFrom('sys_permission')
    .selectAll()
    .where('del_flag', '=', 0)
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('sys_role_permission as rp')
        .innerJoin('sys_user_role as ur', 'ur.role_id', 'rp.role_id')
        .select('rp.permission_id')
        .where('ur.user_id', '=', userId),
    )
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
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('sys_role_permission as rp')
        .innerJoin('sys_user_role as ur', 'ur.role_id', 'rp.role_id')
        .select('rp.permission_id')
        .where('ur.user_id', '=', userId),
    )
    .execute();
  const codes = new Set<string>();
  for (const { perms } of rows) {
    for (const code of (perms ?? '').split(',')) if (code.trim()) codes.add(code.trim());
  }
  return codes;
}
