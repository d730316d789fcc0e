// A tree write's parent must be the top or a stored node, and a node cannot move under itself or
// anything below it.
import type { Lang } from '../../../runtime/schema/index.js';
import { message } from '../i18n/messages.js';
import type { CompiledModel } from './model.js';
import type { ModelRegistry, Row } from './registry.js';
import { parentValue, treeOf } from './tree.js';
import type { FieldError } from './validate-write.js';

/**
 * The parent-field error of a tree write, if any (`current` is the stored row on edit).
 *
 * @example
 * await checkTreeParent(registry, categoryModel, { pid: 'gone' }, undefined, 'zh-CN'); // [{ field: 'pid', … }]
 */
export async function checkTreeParent(
  registry: ModelRegistry,
  model: CompiledModel,
  values: Row,
  current: Row | undefined,
  lang: Lang,
): Promise<FieldError[]> {
  const tree = treeOf(model);
  if (!tree || !Object.hasOwn(values, tree.parent.name)) return [];
  const field = tree.parent.name;
  const parentId = parentValue(tree, values[field]);
  if (parentId === tree.root) return [];
  const parent = await registry.dyn
    .selectFrom(model.table)
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
