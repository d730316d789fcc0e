// The category pickers' other reads of a tree model (JeecgBoot's JCategorySelect and the category
// form), open to every signed-in user like the tree reads of tree-routes.ts:
//   GET <basePath>/loadAllData?code=            every row whose code starts with `code` (all for '' or
//       the root) as dictionary options {value: id, text: label}
//   GET <basePath>/loadTreeData?pid=|pcode=&condition=   the children of the row `pid`, or of the row
//       whose code is `pcode` ('0': the top), as TreeSelectModel nodes; `condition` a JSON object of
//       column → value (columns as table-dict.ts allows them to the caller)
//   GET <basePath>/checkCode?pid=&code=         a child's code must start with its parent's code
// Lists are bounded by MAX_NODES rows.
import type { FastifyInstance } from 'fastify';
import { fail, ok } from '../lib/envelope.js';
import { AUTHENTICATED } from '../plugins/auth.js';
import type { DictOption } from '../services/dicts.js';
import type { CompiledModel } from './model.js';
import { escapeLike, type Condition } from './query.js';
import { Scope } from './scope.js';
import { conditionsOf, parseCondition, tableLookup } from './table-dict.js';
import type { TreeInfo } from './tree.js';
import { nodeOf, selectNodes, text } from './tree-nodes.js';

const MAX_NODES = 5000;

/**
 * Registers the pickers' reads of one tree model (tree-routes.ts calls it for every tree model).
 *
 * @example
 * registerTreePickRoutes(app, categoryModel, treeOf(categoryModel)!); // /sys/category/loadAllData, …
 */
export function registerTreePickRoutes(app: FastifyInstance, model: CompiledModel, tree: TreeInfo): void {
  const base = model.schema['x-api']!.basePath;
  const config = { permission: AUTHENTICATED };

  app.get(`${base}/loadAllData`, { config }, async (request) => {
    const code = text(request, 'code');
    if (code.length > 100) throw fail(request.t('fieldInvalid', { field: 'code' }), 400, 400);
    const under: Condition[] =
      code && code !== tree.root
        ? [{ column: tree.code.column, op: 'like', value: `${escapeLike(code)}%` }]
        : [];
    const rows = await selectNodes(Scope.of(request, model), tree, under).limit(MAX_NODES).execute();
    return ok(
      rows.map((row): DictOption => {
        const label = String(row[tree.label.column] ?? '');
        return { value: String(row[model.pk.column]), text: label, title: label, label };
      }),
    );
  });

  app.get(`${base}/loadTreeData`, { config }, async (request) => {
    let pid = text(request, 'pid');
    const pcode = text(request, 'pcode');
    if (pid.length > 64 || pcode.length > 100)
      throw fail(request.t('fieldInvalid', { field: pid.length > 64 ? 'pid' : 'pcode' }), 400, 400);
    if (!pid && !pcode) throw fail(request.t('fieldRequired', { field: 'pid' }), 400, 400);
    const scope = Scope.of(request, model);
    if (!pid && pcode === tree.root) pid = tree.root;
    if (!pid) {
      const parent = await selectNodes(scope, tree).where(tree.code.column, '=', pcode).executeTakeFirst();
      if (!parent) throw fail(request.t('categoryRootMissing'), 400, 400);
      pid = String(parent[model.pk.column]);
    }
    const condition = parseCondition(request);
    const columns = Object.fromEntries(Object.keys(condition).map((key) => [`condition.${key}`, key]));
    const lookup = tableLookup(request, app.models, { param: 'condition', name: model.table }, columns);
    const rows = await selectNodes(scope, tree, conditionsOf(request, lookup, condition))
      .where(tree.parent.column, '=', pid)
      .limit(MAX_NODES)
      .execute();
    return ok(rows.map((row) => nodeOf(model, tree, row)));
  });

  app.get(`${base}/checkCode`, { config }, async (request) => {
    const code = text(request, 'code');
    const pid = text(request, 'pid');
    if (!code) throw fail(request.t('fieldRequired', { field: 'code' }), 400, 400);
    if (!pid || pid === tree.root) return ok(null);
    if (pid.length > 64) throw fail(request.t('fieldInvalid', { field: 'pid' }), 400, 400);
    const parent = await selectNodes(Scope.of(request, model), tree)
      .where(model.pk.column, '=', pid)
      .executeTakeFirst();
    if (!parent) throw fail(request.t('fieldInvalid', { field: 'pid' }), 400, 400);
    const prefix = String(parent[tree.code.column] ?? '');
    if (!code.startsWith(prefix)) throw fail(request.t('categoryCodePrefix', { code: prefix }));
    return ok(null);
  });
}
