// The designer's catalog: the models the caller may build a report over and, for each, the properties
// a definition may name (stored, not secret, not withheld from the caller), with what the designer
// needs to offer the right choices: the label, whether sums and averages apply, whether `like` does.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { labelOf, modelLabel, visibleFields, type CompiledModel } from '../../crud/model.js';
import { Scope } from '../../crud/scope.js';
import { ok } from '../../lib/envelope.js';
import { readableModel, REPORT_MODEL } from './load.js';

export interface CatalogField {
  name: string;
  label: string;
  type: string;
  numeric: boolean;
  text: boolean;
  dict?: string;
  format?: string;
}

function fieldsOf(request: FastifyRequest, model: CompiledModel): CatalogField[] {
  const hidden = Scope.of(request, model).hidden;
  return visibleFields(model)
    .filter((f) => !hidden.has(f.name))
    .map((f) => {
      const type = f.multi ? 'array' : String(f.def.type ?? 'string');
      const dict = f.def['x-dict'];
      return {
        name: f.name,
        label: labelOf(model, f, request.lang),
        type,
        numeric: type === 'integer' || type === 'number',
        text: type === 'string' && !dict && !f.def['x-options'] && !f.def['x-ref'],
        ...(dict ? { dict } : {}),
        ...(f.format ? { format: f.format } : {}),
      };
    });
}

const reportCatalogRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/online/cgreport/head/models',
    { config: { permission: 'onlineReport:list' } },
    async (request) => {
      const models = [...app.models.models.values()]
        .filter((m) => m.name !== REPORT_MODEL && readableModel(request, m.name))
        .map((m) => ({ name: m.name, label: modelLabel(m, request.lang), fields: fieldsOf(request, m) }))
        .filter((m) => m.fields.length > 0)
        .sort((a, b) => a.name.localeCompare(b.name));
      return ok(models);
    },
  );
};

export default reportCatalogRoutes;
