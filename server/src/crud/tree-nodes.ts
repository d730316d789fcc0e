// Tree nodes as the tree pickers read them (TreeSelectModel: {key, title, code, value, isLeaf,
// parentId}) and the small helpers every tree route shares (tree-routes.ts, tree-list-routes.ts,
// tree-pick-routes.ts).
import type { FastifyRequest } from 'fastify';
import type { CompiledModel } from './model.js';
import type { Condition } from './query.js';
import type { Scope } from './scope.js';
import type { TreeInfo } from './tree.js';
import type { Row } from './types.js';

export interface TreeNode {
  key: string;
  title: string;
  code: string;
  value: string;
  isLeaf: boolean;
  parentId: string;
  children?: TreeNode[];
}

/** The most ids or parent ids one request may name. */
export const MAX_IDS = 1000;

/** A query parameter as trimmed text ('' when absent or not text). */
export const text = (request: FastifyRequest, name: string): string => {
  const value = (request.query as Record<string, unknown>)[name];
  return typeof value === 'string' ? value.trim() : '';
};

/** A row of a tree model as a picker's node. */
export function nodeOf(model: CompiledModel, tree: TreeInfo, row: Row): TreeNode {
  const id = String(row[model.pk.column]);
  return {
    key: id,
    title: String(row[tree.label.column] ?? ''),
    code: String(row[tree.code.column] ?? ''),
    value: id,
    isLeaf: row[tree.hasChild.column] !== '1',
    parentId: String(row[tree.parent.column] ?? tree.root),
  };
}

/** The scope's rows (those meeting `conditions`) with the node columns, in code order. */
export function selectNodes(scope: Scope, tree: TreeInfo, conditions: Condition[] = []) {
  const { model } = scope;
  return scope
    .select(undefined, { conditions })
    .select([model.pk.column, tree.label.column, tree.code.column, tree.hasChild.column, tree.parent.column])
    .orderBy(tree.code.column, 'asc');
}
