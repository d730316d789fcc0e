// Reads of the menu administration (api-contract §4.3): the whole tree, one level, several levels at
// once, and the authorisation trees with every id. Deleted rows (del_flag 1) are never shown.
import { sql, type Kysely, type SqlBool } from 'kysely';
import { escapeLike } from '../crud/query.js';
import type { Database, SysPermission } from '../db/types.js';
import { nest, permissionNode, treeNode, type PermissionNode, type TreeNode } from './menu-admin-tree.js';

type Db = Kysely<Database>;

function live(db: Db) {
  return db
    .selectFrom('sys_permission')
    .selectAll()
    .where('del_flag', '=', 0)
    .orderBy('sort_no')
    .orderBy('id');
}

/** The live ids among `ids` (for refusing unknown ones). */
export async function knownMenuIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('sys_permission')
    .select('id')
    .where('del_flag', '=', 0)
    .where('id', 'in', [...ids])
    .execute();
  return new Set(rows.map((r) => r.id));
}

/**
 * The whole tree; with a name, the matching rows as a flat list of leaves (JeecgBoot's search).
 *
 * @example
 * await menuList(db); // [{ id, title: '首页', … }, { title: '系统管理', children: [...] }]
 */
export async function menuList(db: Db, name?: string): Promise<PermissionNode[]> {
  if (name) {
    const pattern = `%${escapeLike(name)}%`;
    const rows = await live(db)
      .where(sql<SqlBool>`${sql.ref('name')} like ${pattern} escape '\\'`)
      .execute();
    return rows.map((row) => permissionNode({ ...row, is_leaf: 1 }));
  }
  return nest(await live(db).execute(), permissionNode);
}

/** First-level menu items only (the lazy list's first page). */
export async function topMenus(db: Db): Promise<PermissionNode[]> {
  return (await live(db).where('menu_type', '=', 0).execute()).map(permissionNode);
}

/** Direct children of each parent, as a map parentId → children (parents without any are left out). */
export async function childrenOf(
  db: Db,
  parentIds: readonly string[],
): Promise<Map<string, SysPermission[]>> {
  const rows = await live(db)
    .where('parent_id', 'in', [...parentIds])
    .execute();
  const out = new Map<string, SysPermission[]>();
  for (const row of rows) {
    const list = out.get(row.parent_id!) ?? [];
    list.push(row);
    out.set(row.parent_id!, list);
  }
  return out;
}

/** Direct children of one parent as list nodes. */
export async function subMenus(db: Db, parentId: string): Promise<PermissionNode[]> {
  return ((await childrenOf(db, [parentId])).get(parentId) ?? []).map(permissionNode);
}

/** Direct children (or the first level when `parentId` is empty) as picker tree nodes. */
export async function treeLevel(db: Db, parentId: string | undefined): Promise<TreeNode[]> {
  const query = parentId
    ? live(db).where('parent_id', '=', parentId)
    : live(db).where((eb) => eb.or([eb('parent_id', 'is', null), eb('parent_id', '=', '')]));
  return (await query.execute()).map((row) => treeNode(row, 'picker'));
}

/**
 * Every menu item and button as a tree for an authorisation screen, with every id (its "select all").
 *
 * @example
 * const { treeList, ids } = await authorisationTree(db, 'role');
 */
export async function authorisationTree(
  db: Db,
  kind: 'picker' | 'role',
): Promise<{ treeList: TreeNode[]; ids: string[] }> {
  const rows = await live(db).execute();
  return { treeList: nest(rows, (row) => treeNode(row, kind)), ids: rows.map((r) => r.id) };
}
