// GET <basePath>/query<Relation>ByMainId?id= (JeecgBoot's one-to-many read, e.g.
// /biz/case/queryContactsByMainId): the live children of one live parent, in sub-table order, with
// their labels, as a page object so list pages can show them as a related list. Read like the parent.
import type { FastifyInstance } from 'fastify';
import { fail, ok } from '../lib/envelope.js';
import { operationsOf, type CompiledModel } from './model.js';
import { readRow } from './read.js';
import type { ModelRegistry } from './registry.js';
import { childRecords, relationsOf } from './relations.js';
import { Scope } from './scope.js';

/**
 * `contacts` → `queryContactsByMainId`.
 *
 * @example
 * byMainIdOperation('contacts'); // 'queryContactsByMainId'
 */
export function byMainIdOperation(relation: string): string {
  return `query${relation.charAt(0).toUpperCase()}${relation.slice(1)}ByMainId`;
}

function registerFor(app: FastifyInstance, registry: ModelRegistry, model: CompiledModel): void {
  const base = model.schema['x-api']?.basePath;
  if (!base || !model.readPermission || !operationsOf(model).includes('queryById')) return;
  for (const relation of relationsOf(registry, model)) {
    app.get(
      `${base}/${byMainIdOperation(relation.name)}`,
      { config: { permission: model.readPermission } },
      async (request) => {
        const raw = (request.query as Record<string, unknown>).id;
        const id = typeof raw === 'string' ? raw.trim() : '';
        if (!id) throw fail(request.t('fieldRequired', { field: 'id' }), 400, 400);
        const scope = Scope.of(request, model);
        const parent = await readRow(scope, id, undefined, [model.pk.column]);
        if (!parent) throw fail(request.t('crudNotFound'), 404, 404);
        const records = await childRecords(scope, relation, id);
        const size = Math.max(records.length, 1);
        return ok({ records, total: records.length, size, current: 1, pages: 1 });
      },
    );
  }
}

/**
 * Registers the one-to-many reads of every model with an API.
 *
 * @example
 * registerRelationRoutes(app, app.models);
 */
export function registerRelationRoutes(app: FastifyInstance, registry: ModelRegistry): void {
  for (const model of registry.models.values()) registerFor(app, registry, model);
}
