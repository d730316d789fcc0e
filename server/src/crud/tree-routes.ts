// The tree reads of models the server keeps as trees (x-storage.tree), at the contract's category paths
// (api-contract §4.8), for tree pickers any signed-in user may use:
//   GET <basePath>/loadTreeRoot?async=true|false&pcode=   nodes under the node with code pcode ('0' or
//       empty: the top); async=false nests the whole subtree under `children`
//   GET <basePath>/loadTreeChildren?pid=                    the children of one node
//   GET <basePath>/loadDictItem?ids=a,b&delNotExist=true     names for ids, in order
// Nodes are TreeSelectModel objects: {key, title, code, value, isLeaf, parentId}.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fail, ok } from '../lib/envelope.js';
import { AUTHENTICATED } from '../plugins/auth.js';
import type { CompiledModel } from './model.js';
import type { ModelRegistry } from './registry.js';
import { Scope } from './scope.js';
import { treeOf, type TreeInfo } from './tree.js';
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

const MAX_IDS = 1000;

const text = (request: FastifyRequest, name: string): string => {
  const value = (request.query as Record<string, unknown>)[name];
  return typeof value === 'string' ? value.trim() : '';
};

function nodeOf(model: CompiledModel, tree: TreeInfo, row: Row): TreeNode {
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

function selectNodes(scope: Scope, tree: TreeInfo) {
  const { model } = scope;
  return scope
    .select()
    .select([model.pk.column, tree.label.column, tree.code.column, tree.hasChild.column, tree.parent.column])
    .orderBy(tree.code.column, 'asc');
}

/** Nests flat nodes under their parents; returns the ones whose parent is `rootId`. */
function nest(nodes: TreeNode[], rootId: string): TreeNode[] {
  const byId = new Map(nodes.map((n) => [n.key, n]));
  const top: TreeNode[] = [];
  for (const node of nodes) {
    const parent = byId.get(node.parentId);
    if (node.parentId === rootId || !parent) top.push(node);
    else (parent.children ??= []).push(node);
  }
  return top;
}

function registerFor(app: FastifyInstance, model: CompiledModel, tree: TreeInfo) {
  const base = model.schema['x-api']!.basePath;
  const config = { permission: AUTHENTICATED };

  app.get(`${base}/loadTreeRoot`, { config }, async (request) => {
    const pcode = text(request, 'pcode');
    let parentId = tree.root;
    let prefix = '';
    if (pcode !== '' && pcode !== tree.root) {
      const parent = await selectNodes(Scope.of(request, model), tree)
        .where(tree.code.column, '=', pcode)
        .executeTakeFirst();
      if (!parent) throw fail(request.t('categoryRootMissing'), 400, 400);
      parentId = String(parent[model.pk.column]);
      prefix = pcode;
    }
    if (text(request, 'async') !== 'false') {
      const rows = await selectNodes(Scope.of(request, model), tree)
        .where(tree.parent.column, '=', parentId)
        .execute();
      return ok(rows.map((row) => nodeOf(model, tree, row)));
    }
    let query = selectNodes(Scope.of(request, model), tree);
    if (prefix) query = query.where(tree.code.column, 'like', `${prefix}_%`);
    const rows = await query.execute();
    return ok(
      nest(
        rows.map((row) => nodeOf(model, tree, row)),
        parentId,
      ),
    );
  });

  app.get(`${base}/loadTreeChildren`, { config }, async (request) => {
    const pid = text(request, 'pid');
    if (!pid) throw fail(request.t('fieldRequired', { field: 'pid' }), 400, 400);
    const rows = await selectNodes(Scope.of(request, model), tree)
      .where(tree.parent.column, '=', pid)
      .execute();
    return ok(rows.map((row) => nodeOf(model, tree, row)));
  });

  app.get(`${base}/loadDictItem`, { config }, async (request) => {
    const ids = text(request, 'ids')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (ids.length > MAX_IDS) throw fail(request.t('fieldInvalid', { field: 'ids' }), 400, 400);
    if (ids.length === 0) return ok([]);
    const rows = await selectNodes(Scope.of(request, model), tree)
      .where(model.pk.column, 'in', ids)
      .execute();
    const names = new Map(rows.map((r) => [String(r[model.pk.column]), String(r[tree.label.column] ?? '')]));
    const dropMissing = text(request, 'delNotExist') !== 'false';
    return ok(ids.flatMap((id) => (names.has(id) ? [names.get(id)!] : dropMissing ? [] : [id])));
  });
}

/**
 * Registers the tree reads of every tree model with an API.
 *
 * @example
 * registerTreeRoutes(app, app.models); // /sys/category/loadTreeRoot, …
 */
export function registerTreeRoutes(app: FastifyInstance, registry: ModelRegistry): void {
  for (const model of registry.models.values()) {
    const tree = treeOf(model);
    if (tree && model.schema['x-api']) registerFor(app, model, tree);
  }
}
