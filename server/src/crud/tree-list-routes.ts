// The reads of a tree model's list screen (JeecgBoot's tree tables load a level at a time), under the
// model's list code like its generated list:
//   GET <basePath>/rootList?pageNo=&pageSize=&…        a page of top-level rows; with a filter on the
//       label or the code (`name`, `code`) a page of matching rows at any level, as JeecgBoot does
//   GET <basePath>/childList?pid=&…                    the children of one row
//   GET <basePath>/getChildListBatch?parentIds=a,b      the children of several rows
//   GET <basePath>/loadOne?field=&val=                 the one row whose field holds val
// Records carry the has-child flag, so the table knows which rows to offer to expand. The child lists
// answer a page of at most MAX_PAGE_SIZE rows (JeecgBoot answers all of them as one page).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fail, ok } from '../lib/envelope.js';
import { addLabels } from './labels.js';
import { listPage } from './list.js';
import type { CompiledModel } from './model.js';
import { MAX_PAGE_SIZE, parseListQuery, type Condition } from './query.js';
import { readRecord } from './read.js';
import { Scope } from './scope.js';
import { lookupType, typedValue } from './table-dict.js';
import type { TreeInfo } from './tree.js';
import { MAX_IDS, text } from './tree-nodes.js';

type Query = Record<string, string | string[] | undefined>;

/** A page of the model's records: the request's list parameters, less `drop`, plus `conditions`. */
async function page(
  request: FastifyRequest,
  model: CompiledModel,
  conditions: Condition[],
  drop: string[],
  whole: boolean,
) {
  const scope = Scope.of(request, model);
  const params: Query = { ...(request.query as Query) };
  for (const name of drop) delete params[name];
  if (whole) Object.assign(params, { pageNo: '1', pageSize: String(MAX_PAGE_SIZE) });
  const query = parseListQuery(model, params, (key, values) => request.t(key, values), {
    hidden: scope.hidden,
  });
  query.conditions.push(...conditions);
  const result = await listPage(scope, query);
  scope.present(await addLabels(scope, result.records));
  return ok(result);
}

function ids(request: FastifyRequest, name: string): string[] {
  const list = [
    ...new Set(
      text(request, name)
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  if (list.length === 0) throw fail(request.t('fieldRequired', { field: name }), 400, 400);
  if (list.length > MAX_IDS || list.some((id) => id.length > 64))
    throw fail(request.t('fieldInvalid', { field: name }), 400, 400);
  return list;
}

/**
 * Registers the list-screen reads of one tree model (tree-routes.ts calls it for every tree model).
 *
 * @example
 * registerTreeListRoutes(app, categoryModel, treeOf(categoryModel)!); // /sys/category/rootList, …
 */
export function registerTreeListRoutes(app: FastifyInstance, model: CompiledModel, tree: TreeInfo): void {
  const base = model.schema['x-api']!.basePath;
  if (!model.readPermission) return;
  const config = { permission: model.readPermission };
  const parent = tree.parent;

  app.get(`${base}/rootList`, { config }, async (request) => {
    const searching = [tree.label.name, tree.code.name].some((name) => text(request, name) !== '');
    const pid = text(request, parent.name) || (searching ? '' : tree.root);
    const conditions: Condition[] = pid ? [{ column: parent.column, op: '=', value: pid }] : [];
    return page(request, model, conditions, [parent.name], false);
  });

  app.get(`${base}/childList`, { config }, async (request) => {
    const pid = text(request, parent.name);
    if (!pid) throw fail(request.t('fieldRequired', { field: parent.name }), 400, 400);
    return page(request, model, [{ column: parent.column, op: '=', value: pid }], [parent.name], true);
  });

  app.get(`${base}/getChildListBatch`, { config }, async (request) => {
    const parents = ids(request, 'parentIds');
    const conditions: Condition[] = [{ column: parent.column, op: 'in', value: parents }];
    return page(request, model, conditions, [parent.name, 'parentIds'], true);
  });

  app.get(`${base}/loadOne`, { config }, async (request) => {
    const name = text(request, 'field');
    const val = text(request, 'val');
    if (!name) throw fail(request.t('fieldRequired', { field: 'field' }), 400, 400);
    if (!val) throw fail(request.t('fieldRequired', { field: 'val' }), 400, 400);
    const scope = Scope.of(request, model);
    const field = model.fields.find((f) => f.name === name || f.column === name);
    const value = field && typedValue(field, val);
    if (!field?.stored || field.secret || field.multi || !lookupType(field) || scope.hidden.has(field.name))
      throw fail(request.t('fieldInvalid', { field: 'field' }), 400, 400);
    if (value === undefined || val.length > 255)
      throw fail(request.t('fieldType', { field: 'val' }), 400, 400);
    const rows = await scope
      .select(undefined, { conditions: [{ column: field.column, op: '=', value }] })
      .select(model.pk.column)
      .limit(2)
      .execute();
    if (rows.length === 0) throw fail(request.t('treeLoadOneNone'));
    if (rows.length > 1) throw fail(request.t('treeLoadOneMany', { name }));
    const record = await readRecord(scope, String(rows[0]![model.pk.column]));
    if (!record) throw fail(request.t('treeLoadOneNone'));
    return ok(record);
  });
}
