// Lazy tree lists (JeecgBoot's category list): without a search value the list asks for the root rows
// only, and a row's children are loaded when it is expanded; with one, the matches are listed flat.
import type { ListPageSchema, ModelSchema } from '../schemaLite';
import { buildSearchParams, type ListParams, type SearchSpec } from './listQuery';

export interface LazyTree {
  parentField: string;
  /** The parent value of root rows. */
  root: string;
  /** The field that says a row has children ('1'); without one every row may be expanded. */
  hasChildField?: string;
}

/**
 * The lazy tree of a page: `table.tree.lazy`, or when unset, whether the tree is the one the server
 * keeps for the model (x-storage.tree with the same parent field, whose has-child flags tell which
 * rows expand). undefined: rows nest within the page (`treeRows`).
 *
 * @example
 * lazyTreeOf(categoryListPage, categoryModel); // { parentField: 'pid', root: '0', hasChildField: 'hasChild' }
 */
export function lazyTreeOf(page: ListPageSchema, model: ModelSchema): LazyTree | undefined {
  const tree = page.table?.tree;
  const kept = model['x-storage']?.tree;
  const same = kept?.parentField === tree?.parentField;
  if (!tree || !(tree.lazy ?? same)) return undefined;
  return {
    parentField: tree.parentField,
    root: (same ? kept?.rootValue : undefined) ?? '0',
    hasChildField: same ? kept?.hasChildField : undefined,
  };
}

/**
 * The parameter that limits a lazy tree's list to root rows: none when a search value is set (the
 * matches are listed flat) or the page is not a lazy tree.
 *
 * @example
 * rootParams(tree, specs, {}); // { pid: '0' }
 * rootParams(tree, specs, { name: 'disk' }); // {}
 */
export function rootParams(
  tree: LazyTree | undefined,
  specs: readonly SearchSpec[],
  values: Record<string, unknown>,
): ListParams {
  if (!tree || Object.keys(buildSearchParams(specs, values)).length > 0) return {};
  return { [tree.parentField]: tree.root };
}

/** Whether a row shows the expand control. */
export function mayHaveChildren(tree: LazyTree, row: Record<string, unknown>): boolean {
  if (!tree.hasChildField) return true;
  const flag = row[tree.hasChildField];
  return flag === '1' || flag === 1 || flag === true;
}
