// Trees the server keeps (x-storage.tree, e.g. categories): hierarchical codes like department org
// codes — a letter and two digits per level (A01, A01A01…; after A99 comes B01) — generated on add and
// rewritten for a moved subtree, and the parents' has-child flags ('1' / '0') kept in step.
import { sql } from 'kysely';
import type { CompiledModel, FieldInfo } from './model.js';
import { lockKey } from './fill-counter.js';
import type { Scope } from './scope.js';
import type { Row, Tx } from './types.js';

export interface TreeInfo {
  parent: FieldInfo;
  code: FieldInfo;
  hasChild: FieldInfo;
  label: FieldInfo;
  /** The parent value of top-level rows. */
  root: string;
}

const SEGMENT = 3;

/**
 * The tree a model keeps, if any.
 *
 * @example
 * treeOf(categoryModel)?.code.column; // 'code'
 */
export function treeOf(model: CompiledModel): TreeInfo | undefined {
  const tree = model.schema['x-storage'].tree;
  if (!tree) return undefined;
  return {
    parent: model.byName.get(tree.parentField)!,
    code: model.byName.get(tree.codeField)!,
    hasChild: model.byName.get(tree.hasChildField)!,
    label: model.byName.get(tree.labelField ?? 'name')!,
    root: tree.rootValue ?? '0',
  };
}

/**
 * The code after `last` on the same level (`A01` → `A02`, `A99` → `B01`); `A01` after none.
 *
 * @example
 * nextCode('A01A05', 'A01A04'); // 'A01A05'… nextCode('A01', undefined) === 'A01A01'
 */
export function nextCode(prefix: string, last: string | undefined): string {
  if (!last) return `${prefix}A01`;
  const segment = last.slice(-SEGMENT);
  const letter = segment.charCodeAt(0);
  const number = Number(segment.slice(1));
  if (number < 99) return `${prefix}${String.fromCharCode(letter)}${String(number + 1).padStart(2, '0')}`;
  if (letter < 90) return `${prefix}${String.fromCharCode(letter + 1)}01`;
  throw new Error(`No code left after ${last}`);
}

/** A key as the parent column holds it (null, '' and absent mean the top). */
export function parentValue(tree: TreeInfo, value: unknown): string {
  return value === null || value === undefined || value === '' ? tree.root : String(value);
}

async function codeOf(scope: Scope, tx: Tx, tree: TreeInfo, id: string): Promise<string> {
  if (id === tree.root) return '';
  const { model } = scope;
  const row = await scope
    .storedRows(tx)
    .select(tree.code.column)
    .where(model.pk.column, '=', id)
    .executeTakeFirst();
  return String(row?.[tree.code.column] ?? '');
}

async function newCode(scope: Scope, tx: Tx, tree: TreeInfo, parentId: string): Promise<string> {
  // Concurrent adds under one parent queue here until the holder commits, so each reads the codes the
  // previous one stored and none draws the same code.
  await lockKey(tx, `tree:${scope.model.table}`, parentId);
  const prefix = await codeOf(scope, tx, tree, parentId);
  const row = await scope
    .storedRows(tx)
    .select(sql<string | null>`max(${sql.ref(tree.code.column)})`.as('last'))
    .where(tree.parent.column, '=', parentId)
    .where(sql`length(${sql.ref(tree.code.column)})`, '=', prefix.length + SEGMENT)
    .executeTakeFirst();
  return nextCode(prefix, row?.last ?? undefined);
}

/**
 * Recomputes the has-child flag of the given parents.
 *
 * @example
 * await refreshHasChild(scope, tx, tree, ['p1']);
 */
export async function refreshHasChild(
  scope: Scope,
  tx: Tx,
  tree: TreeInfo,
  parentIds: Iterable<string>,
): Promise<void> {
  const { model } = scope;
  for (const id of new Set(parentIds)) {
    if (id === tree.root) continue;
    const child = await scope
      .storedRows(tx)
      .select(sql<number>`1`.as('one'))
      .where(tree.parent.column, '=', id)
      .limit(1)
      .executeTakeFirst();
    await scope
      .updateStored(tx)
      .set({ [tree.hasChild.column]: child ? '1' : '0' })
      .where(model.pk.column, '=', id)
      .execute();
  }
}

/**
 * Fills a new row's parent, code and has-child columns (before it is inserted).
 *
 * @example
 * await fillTreeColumns(scope, tx, tree, row);
 */
export async function fillTreeColumns(scope: Scope, tx: Tx, tree: TreeInfo, row: Row): Promise<void> {
  const parentId = parentValue(tree, row[tree.parent.column]);
  row[tree.parent.column] = parentId;
  row[tree.code.column] = await newCode(scope, tx, tree, parentId);
  row[tree.hasChild.column] = '0';
}

/**
 * Moves a node under another parent: new code for it and its subtree, flags of both parents.
 * Called before the row's update; a move to the same parent does nothing.
 *
 * @example
 * await moveNode(scope, tx, tree, id, newParentId);
 */
export async function moveNode(
  scope: Scope,
  tx: Tx,
  tree: TreeInfo,
  id: string,
  parentId: string,
): Promise<void> {
  const { model } = scope;
  const row = await scope
    .storedRows(tx)
    .select([tree.parent.column, tree.code.column])
    .where(model.pk.column, '=', id)
    .executeTakeFirst();
  const oldParent = parentValue(tree, row?.[tree.parent.column]);
  if (!row || oldParent === parentId) return;
  const oldCode = String(row[tree.code.column]);
  const code = await newCode(scope, tx, tree, parentId);
  const subtree = await scope
    .storedRows(tx)
    .select([model.pk.column, tree.code.column])
    .where(tree.code.column, 'like', `${oldCode}%`)
    .execute();
  for (const node of subtree) {
    await scope
      .updateStored(tx)
      .set({ [tree.code.column]: code + String(node[tree.code.column]).slice(oldCode.length) })
      .where(model.pk.column, '=', node[model.pk.column] as string)
      .execute();
  }
  await scope
    .updateStored(tx)
    .set({ [tree.parent.column]: parentId })
    .where(model.pk.column, '=', id)
    .execute();
  await refreshHasChild(scope, tx, tree, [oldParent, parentId]);
}

/**
 * The ids of the given nodes and everything below them, and the parents of the given nodes.
 *
 * @example
 * const { ids, parents } = await subtreeOf(scope, tx, tree, ['a']);
 */
export async function subtreeOf(
  scope: Scope,
  tx: Tx,
  tree: TreeInfo,
  ids: readonly string[],
): Promise<{ ids: string[]; parents: string[] }> {
  const { model } = scope;
  const roots = await scope
    .select(tx)
    .select([model.pk.column, tree.parent.column, tree.code.column])
    .where(model.pk.column, 'in', [...ids])
    .execute();
  const all = new Set<string>();
  for (const root of roots) {
    const below = await scope
      .storedRows(tx)
      .select(model.pk.column)
      .where(tree.code.column, 'like', `${String(root[tree.code.column])}%`)
      .execute();
    for (const node of below) all.add(String(node[model.pk.column]));
  }
  return { ids: [...all], parents: roots.map((r) => parentValue(tree, r[tree.parent.column])) };
}
