// A tree write's parent must be the top or a stored node, and a node cannot move under itself or
// anything below it.
import { message } from '../i18n/messages.js';
import type { Scope } from './scope.js';
import { parentValue, treeOf } from './tree.js';
import type { FieldError, Row } from './types.js';

/**
 * The parent-field error of a tree write, if any (`current` is the stored row on edit).
 *
 * @example
 * await checkTreeParent(scope, { pid: 'gone' }, undefined); // [{ field: 'pid', … }]
 */
export async function checkTreeParent(
  scope: Scope,
  values: Row,
  current: Row | undefined,
): Promise<FieldError[]> {
  const { model, lang } = scope;
  const tree = treeOf(model);
  if (!tree || !Object.hasOwn(values, tree.parent.name)) return [];
  const field = tree.parent.name;
  const parentId = parentValue(tree, values[field]);
  if (parentId === tree.root) return [];
  const parent = await scope
    .whole()
    .select()
    .select(tree.code.column)
    .where(model.pk.column, '=', parentId)
    .executeTakeFirst();
  if (!parent) return [{ field, message: message(lang, 'crudRefMissing', { field }) }];
  const ownCode = current ? String(current[tree.code.column] ?? '') : '';
  if (ownCode && String(parent[tree.code.column]).startsWith(ownCode)) {
    return [{ field, message: message(lang, 'crudTreeCycle', { field }) }];
  }
  return [];
}
