// Adding, editing and deleting menu items and buttons (api-contract §4.3). Each runs in one
// transaction and keeps the parents' leaf flags right; a delete is physical and takes the subtree,
// its data rules and every grant of it along (a parent left without children becomes a leaf).
import type { Kysely, Transaction } from 'kysely';
import type { FieldError } from '../crud/types.js';
import type { Database, SysPermission } from '../db/types.js';
import { PERMISSION_DEFAULTS } from '../db/seed/rows.js';
import { newId } from '../lib/ids.js';
import { formatDateTime } from '../lib/time.js';
import { normalise, type MenuInput } from './menu-admin-input.js';

type Db = Kysely<Database>;
type Tx = Transaction<Database>;
type Err = Omit<FieldError, 'message'> & {
  key: 'fieldRequired' | 'menuNotFound' | 'menuParentButton' | 'menuParentCycle';
};
export type MenuWrite = { row: SysPermission } | { errors: Err[] };

const CHUNK = 500;
const chunks = <T>(list: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(list.length / CHUNK) }, (_, i) => list.slice(i * CHUNK, (i + 1) * CHUNK));

const rowOf = (db: Db | Tx, id: string) =>
  db.selectFrom('sys_permission').selectAll().where('id', '=', id).executeTakeFirst();

/** Why `parentId` cannot be the parent of `id` (undefined for a new item), or null if it can. */
async function parentProblem(db: Db | Tx, parentId: string, id?: string): Promise<Err | null> {
  const parent = await rowOf(db, parentId);
  if (!parent || parent.del_flag !== 0) return { field: 'parentId', key: 'menuNotFound' };
  if (parent.menu_type === 2) return { field: 'parentId', key: 'menuParentButton' };
  // Walk up from the parent: meeting the item itself means the move would close a cycle.
  let current: SysPermission | undefined = parent;
  for (let depth = 0; current && id !== undefined && depth < 1000; depth += 1) {
    if (current.id === id) return { field: 'parentId', key: 'menuParentCycle' };
    current = current.parent_id ? await rowOf(db, current.parent_id) : undefined;
  }
  return null;
}

/** Clears a parent's leaf flag, or sets it when it has no children left. */
async function fixLeaf(tx: Tx, parentId: string | null): Promise<void> {
  if (!parentId) return;
  const child = await tx
    .selectFrom('sys_permission')
    .select('id')
    .where('parent_id', '=', parentId)
    .executeTakeFirst();
  await tx
    .updateTable('sys_permission')
    .set({ is_leaf: child ? 0 : 1 })
    .where('id', '=', parentId)
    .execute();
}

type Ready = { values: MenuInput & { parent_id: string | null; menu_type: number } } | { errors: Err[] };

async function prepared(db: Db | Tx, values: MenuInput & { menu_type: number }, id?: string): Promise<Ready> {
  const fixed = normalise(
    { component: values.component ?? null, url: values.url ?? null, parent_id: values.parent_id ?? null },
    values.menu_type,
  );
  if (values.menu_type !== 0 && !fixed.parent_id)
    return { errors: [{ field: 'parentId', key: 'fieldRequired' }] };
  const problem = fixed.parent_id ? await parentProblem(db, fixed.parent_id, id) : null;
  return problem ? { errors: [problem] } : { values: { ...values, ...fixed } };
}

/**
 * Adds a menu item or button as a leaf under its parent (which stops being one).
 *
 * @example
 * await addMenu(db, { name: '报表', menu_type: 1, parent_id: systemId }, 'admin');
 */
export async function addMenu(db: Db, input: MenuInput, username: string): Promise<MenuWrite> {
  return db.transaction().execute(async (tx) => {
    const ready = await prepared(tx, { ...input, menu_type: Number(input.menu_type) });
    if ('errors' in ready) return ready;
    const id = newId();
    await tx
      .insertInto('sys_permission')
      .values({
        ...PERMISSION_DEFAULTS,
        ...ready.values,
        id,
        name: ready.values.name ?? '',
        is_leaf: 1,
        create_by: username,
        create_time: formatDateTime(),
      })
      .execute();
    await fixLeaf(tx, ready.values.parent_id);
    return { row: (await rowOf(tx, id))! };
  });
}

/**
 * Changes a menu item; a move fixes the leaf flags of the old and the new parent.
 *
 * @example
 * await editMenu(db, id, { parent_id: otherId }, 'admin');
 */
export async function editMenu(db: Db, id: string, input: MenuInput, username: string): Promise<MenuWrite> {
  return db.transaction().execute(async (tx) => {
    const current = await rowOf(tx, id);
    if (!current || current.del_flag !== 0) return { errors: [{ field: 'id', key: 'menuNotFound' }] };
    const { id: _id, create_by: _by, create_time: _at, ...stored } = current;
    const ready = await prepared(
      tx,
      { ...stored, ...input, menu_type: Number(input.menu_type ?? current.menu_type) },
      id,
    );
    if ('errors' in ready) return ready;
    await tx
      .updateTable('sys_permission')
      .set({ ...ready.values, update_by: username, update_time: formatDateTime() })
      .where('id', '=', id)
      .execute();
    if (current.parent_id !== ready.values.parent_id) {
      await fixLeaf(tx, ready.values.parent_id);
      await fixLeaf(tx, current.parent_id);
    }
    return { row: (await rowOf(tx, id))! };
  });
}

/**
 * Physically deletes the items and all their descendants, their data rules and role and department
 * grants; unknown ids delete nothing.
 *
 * @example
 * await deleteMenus(db, [menuId]); // { deleted: 7 } or { unknown: ['x'] }
 */
export async function deleteMenus(
  db: Db,
  ids: readonly string[],
): Promise<{ deleted: number } | { unknown: string[] }> {
  return db.transaction().execute(async (tx) => {
    const roots = await tx
      .selectFrom('sys_permission')
      .select(['id', 'parent_id'])
      .where('id', 'in', [...ids])
      .execute();
    const found = new Set(roots.map((r) => r.id));
    const unknown = ids.filter((id) => !found.has(id));
    if (unknown.length > 0) return { unknown };
    const all = new Set(found);
    for (let frontier = [...found]; frontier.length > 0;) {
      const next: string[] = [];
      for (const part of chunks(frontier)) {
        const rows = await tx
          .selectFrom('sys_permission')
          .select('id')
          .where('parent_id', 'in', part)
          .execute();
        for (const { id } of rows) {
          if (all.has(id)) continue;
          all.add(id);
          next.push(id);
        }
      }
      frontier = next;
    }
    for (const part of chunks([...all])) {
      await tx.deleteFrom('sys_permission_data_rule').where('permission_id', 'in', part).execute();
      await tx.deleteFrom('sys_role_permission').where('permission_id', 'in', part).execute();
      await tx.deleteFrom('sys_depart_permission').where('permission_id', 'in', part).execute();
      await tx.deleteFrom('sys_permission').where('id', 'in', part).execute();
    }
    const parents = new Set(roots.map((r) => r.parent_id).filter((p): p is string => !!p && !all.has(p)));
    for (const parentId of parents) await fixLeaf(tx, parentId);
    return { deleted: all.size };
  });
}
