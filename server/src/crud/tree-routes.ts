// The tree reads of models the server keeps as trees (x-storage.tree), at the contract's category paths
// (api-contract §4.8), for tree pickers any signed-in user may use:
//   GET <basePath>/loadTreeRoot?async=true|false&pcode=   nodes under the node with code pcode ('0' or
//       empty: the top); async=false nests the whole subtree under `children`
//   GET <basePath>/loadTreeChildren?pid=                    the children of one node
//   GET <basePath>/loadDictItem?ids=a,b&delNotExist=true     names for ids, in order (also at
//       `loadDictItem/`, the path JeecgBoot's front end calls: the router ignores trailing slashes)
// Nodes are TreeSelectModel objects: {key, title, code, value, isLeaf, parentId}. The list screen's
// reads are in tree-list-routes.ts, the pickers' other reads in tree-pick-routes.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fail, ok } from '../lib/envelope.js';
import { AUTHENTICATED } from '../plugins/auth.js';
import type { CompiledModel } from './model.js';
import type { ModelRegistry } from './registry.js';
import { Scope } from './scope.js';
import { treeOf, type TreeInfo } from './tree.js';
import { registerTreeListRoutes } from './tree-list-routes.js';
import { registerTreePickRoutes } from './tree-pick-routes.js';
import { nodeOf, selectNodes, text, MAX_IDS, type TreeNode } from './tree-nodes.js';

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

  const loadDictItem = async (request: FastifyRequest) => {
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
  };
  app.get(`${base}/loadDictItem`, { config }, loadDictItem);
  registerTreeListRoutes(app, model, tree);
  registerTreePickRoutes(app, model, tree);
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
