// Menu items for the designer: its own entry and codes on databases seeded before it existed, and the
// "add to menu" of a stored page (a menu item whose component is the page's menuKey, granted to admin).
import type { Kysely } from 'kysely';
import { jeecgIcon } from '../../../schemas/api/jeecg-names.js';
import { MENU_SEED, ONLINE_DESIGNER_URL, type MenuSeed } from '../db/seed/menus.js';
import { menuId, menuRows, roleId } from '../db/seed/rows.js';
import type { Database } from '../db/types.js';
import { PERMISSION_DEFAULTS } from '../db/seed/rows.js';
import { stableId } from '../lib/ids.js';
import { formatDateTime } from '../lib/time.js';
import type { CompiledModel } from '../crud/model.js';

function designerBranch(
  items: readonly MenuSeed[],
  parent: string | null,
): { item: MenuSeed; parent: string | null } | undefined {
  for (const item of items) {
    if (item.url === ONLINE_DESIGNER_URL) return { item, parent };
    const found = designerBranch(item.children ?? [], item.url);
    if (found) return found;
  }
  return undefined;
}

/**
 * Inserts the designer's menu item, its codes and their grants when they are missing (the seed only
 * runs on an empty database). Rows an administrator deleted or changed are left as they are.
 *
 * @example
 * await syncDesignerMenu(app.db);
 */
export async function syncDesignerMenu(db: Kysely<Database>): Promise<void> {
  const branch = designerBranch(MENU_SEED, null);
  const admin = await db
    .selectFrom('sys_role')
    .select('id')
    .where('id', '=', roleId('admin'))
    .executeTakeFirst();
  if (!branch || !admin) return;
  const parentId = branch.parent ? menuId(branch.parent) : null;
  const parent = parentId
    ? await db.selectFrom('sys_permission').select('id').where('id', '=', parentId).executeTakeFirst()
    : undefined;
  const audit = { create_by: 'admin', create_time: formatDateTime() };
  const { permissions, grants } = menuRows([{ ...branch.item, sortNo: 100 }], audit);
  const rows = permissions.map((p) =>
    p.id === menuId(ONLINE_DESIGNER_URL)
      ? { ...p, parent_id: parent?.id ?? null, menu_type: parent ? 1 : 0 }
      : p,
  );
  const inserted = await db
    .insertInto('sys_permission')
    .values(rows)
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return;
  await db
    .insertInto('sys_role_permission')
    .values(grants)
    .onConflict((oc) => oc.doNothing())
    .execute();
  if (parent)
    await db.updateTable('sys_permission').set({ is_leaf: 0 }).where('id', '=', parent.id).execute();
}

export interface MenuRequest {
  parentId: string | null;
  name: string;
  nameEn: string | null;
  url: string;
  icon: string | null;
  sortNo: number;
}

/**
 * Creates a menu item rendering `menuKey` and grants it to admin; the model's codes move under it so
 * the role editor shows them with their page. @returns the new menu item's id.
 *
 * @example
 * await addMenuItem(db, 'online/BookList', model, { parentId, name: '图书', url: '/online/book', … }, 'admin');
 */
export async function addMenuItem(
  db: Kysely<Database>,
  menuKey: string,
  model: CompiledModel | undefined,
  request: MenuRequest,
  by: string,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const id = await insertMenuItem(trx, menuKey, request, by);
    await adoptCodes(trx, id, Object.values(model?.codes ?? {}));
    return id;
  });
}

/**
 * Inserts a menu item rendering `menuKey`, granted to admin, in the caller's transaction.
 *
 * @example
 * const id = await insertMenuItem(trx, 'online/BookList', { parentId: null, name: '图书', … }, 'admin');
 */
export async function insertMenuItem(
  trx: Kysely<Database>,
  menuKey: string,
  request: MenuRequest,
  by: string,
): Promise<string> {
  const id = stableId(`online-menu:${request.url}`);
  const now = formatDateTime();
  await trx
    .insertInto('sys_permission')
    .values({
      ...PERMISSION_DEFAULTS,
      id,
      parent_id: request.parentId,
      name: request.name,
      name_en: request.nameEn,
      url: request.url,
      component: menuKey,
      menu_type: request.parentId ? 1 : 0,
      sort_no: request.sortNo,
      // Stored as JeecgBoot stores icons, whichever spelling came in (`HomeOutlined` or its Iconify name).
      icon: request.icon === null ? null : jeecgIcon(request.icon),
      create_by: by,
      create_time: now,
    })
    .execute();
  await trx
    .insertInto('sys_role_permission')
    .values({
      id: stableId(`grant:admin:${id}`),
      role_id: roleId('admin'),
      permission_id: id,
      operate_date: now,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  if (request.parentId)
    await trx.updateTable('sys_permission').set({ is_leaf: 0 }).where('id', '=', request.parentId).execute();
  return id;
}

/** Moves a model's codes that have no parent yet under the menu item `id`. */
export async function adoptCodes(db: Kysely<Database>, id: string, codes: readonly string[]): Promise<void> {
  if (codes.length === 0) return;
  const moved = await db
    .updateTable('sys_permission')
    .set({ parent_id: id })
    .where('menu_type', '=', 2)
    .where('perms', 'in', codes)
    .where('parent_id', 'is', null)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) > 0)
    await db.updateTable('sys_permission').set({ is_leaf: 0 }).where('id', '=', id).execute();
}
