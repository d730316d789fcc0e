// The admin page of third-party sign-in providers (issue 17). On a database seeded before (it has
// users): the menu item 第三方登录 / Third-party sign-in (system/SysThirdProviderList) at the end of the
// 系统管理 group, its buttons thirdProvider:list|add|edit|delete (in the seed's order), all granted to
// the admin role only. The provider routes took user:add before; holders of user:add alone no longer
// configure providers.
// A fresh database has no users yet: the seed that follows writes the same rows (same ids).
// FROZEN once released: change the schema with a new migration file, never by editing this one.
// Written against Kysely<any> with no app imports, like the foundation migration.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** The seed's ids (lib/ids.ts stableId, db/seed/rows.ts), so a migrated database holds a fresh one's rows. */
const stableId = (key: string) => createHash('md5').update(key).digest('hex');
const menuId = (url: string) => stableId(`menu:${url}`);
const buttonId = (perms: string) => stableId(`button:${perms}`);
const ADMIN_ROLE = stableId('role:admin');

const PARENT_URL = '/isystem';
const URL = '/isystem/thirdProvider';
const BUTTONS: readonly { perms: string; name: string; nameEn: string }[] = [
  { perms: 'thirdProvider:list', name: '查询', nameEn: 'View' },
  { perms: 'thirdProvider:add', name: '添加', nameEn: 'Add' },
  { perms: 'thirdProvider:edit', name: '编辑', nameEn: 'Edit' },
  { perms: 'thirdProvider:delete', name: '删除', nameEn: 'Delete' },
];

/** sys_permission columns every row spells out (SQLite turns omitted columns of an insert into NULL). */
const DEFAULTS = {
  url: null,
  component: null,
  component_name: null,
  redirect: null,
  perms: null,
  perms_type: '1',
  always_show: 0,
  icon: null,
  is_route: 1,
  is_leaf: 1,
  keep_alive: 0,
  hidden: 0,
  hide_tab: 0,
  description: null,
  del_flag: 0,
  rule_flag: 0,
  status: '1',
  internal_or_external: 0,
  create_by: 'admin',
};

const pad = (n: number) => String(n).padStart(2, '0');
function now(): string {
  const d = new Date();
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(
    d.getMinutes(),
  )}:${pad(d.getSeconds())}`;
}

async function grantAdmin(db: AnyDb, permissionId: string, stamp: string): Promise<void> {
  const id = stableId(`grant:admin:${permissionId}`);
  const held = await db
    .selectFrom('sys_role_permission')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (held) return;
  await db
    .insertInto('sys_role_permission')
    .values({ id, role_id: ADMIN_ROLE, permission_id: permissionId, operate_date: stamp })
    .execute();
}

export async function up(db: AnyDb): Promise<void> {
  const user = await db.selectFrom('sys_user').select('id').limit(1).executeTakeFirst();
  if (!user) return;
  const parentId = menuId(PARENT_URL);
  const parent = await db
    .selectFrom('sys_permission')
    .select('id')
    .where('id', '=', parentId)
    .executeTakeFirst();
  // An admin who deleted the system group decided its items; nothing is put back.
  if (!parent) return;
  const stamp = now();
  const admin = await db.selectFrom('sys_role').select('id').where('id', '=', ADMIN_ROLE).executeTakeFirst();

  const id = menuId(URL);
  const existing = await db.selectFrom('sys_permission').select('id').where('id', '=', id).executeTakeFirst();
  if (!existing) {
    const last = await db
      .selectFrom('sys_permission')
      .select((eb) => eb.fn.max<number>('sort_no').as('n'))
      .where('parent_id', '=', parentId)
      .where('menu_type', '!=', 2)
      .executeTakeFirst();
    await db
      .insertInto('sys_permission')
      .values({
        ...DEFAULTS,
        id,
        parent_id: parentId,
        name: '第三方登录',
        name_en: 'Third-party sign-in',
        url: URL,
        component: 'system/SysThirdProviderList',
        menu_type: 1,
        sort_no: Number(last?.n ?? 0) + 1,
        is_leaf: 0,
        create_time: stamp,
      })
      .execute();
    await db.updateTable('sys_permission').set({ is_leaf: 0 }).where('id', '=', parentId).execute();
    if (admin) await grantAdmin(db, id, stamp);
  }

  for (const [index, b] of BUTTONS.entries()) {
    const taken = await db
      .selectFrom('sys_permission')
      .select('id')
      .where('perms', '=', b.perms)
      .where('menu_type', '=', 2)
      .executeTakeFirst();
    if (taken) continue;
    const bid = buttonId(b.perms);
    await db
      .insertInto('sys_permission')
      .values({
        ...DEFAULTS,
        id: bid,
        parent_id: id,
        name: b.name,
        name_en: b.nameEn,
        menu_type: 2,
        perms: b.perms,
        sort_no: index + 1,
        is_route: 0,
        create_time: stamp,
      })
      .execute();
    await db.updateTable('sys_permission').set({ is_leaf: 0 }).where('id', '=', id).execute();
    if (admin) await grantAdmin(db, bid, stamp);
  }
}

export async function down(): Promise<void> {
  // Data only: the menu item, buttons and grants are ordinary admin-editable rows from here on.
}
