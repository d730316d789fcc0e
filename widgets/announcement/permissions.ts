/**
 * The button permissions the announcement admin page checks (seeded in server/src/db/seed/menus.ts;
 * the server enforces the same codes on its routes).
 */
export const ANNOUNCEMENT_PERMS = {
  add: 'announcement:add',
  edit: 'announcement:edit',
  delete: 'announcement:delete',
  release: 'announcement:release',
  revoke: 'announcement:revoke',
  /** The admin list and who has read an announcement. */
  list: 'announcement:list',
} as const;
