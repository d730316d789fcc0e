// The designer's catalog: the models the caller may build a report over — or, with `?dbSource=<code>`,
// the tables of that data source — and, for each, the properties a definition may name (stored, not
// secret, not withheld from the caller), with what the designer needs to offer the right choices: the
// label, whether sums and averages apply, whether `like` does.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { CatalogField } from '../../../../schemas/api/reports.js';
import { labelOf, modelLabel, visibleFields, type CompiledModel } from '../../crud/model.js';
import { Scope } from '../../crud/scope.js';
import { sendFieldErrors } from '../../crud/routes.js';
import { ok } from '../../lib/envelope.js';
import { externalModel, externalTables } from './external.js';
import { readableModel, REPORT_MODEL } from './load.js';
import { connectSource, sourceFailure } from './source-db.js';

/** Tables of a data source listed with their columns, at most. */
const MAX_SOURCE_TABLES = 100;

function fieldsOf(
  request: FastifyRequest,
  model: CompiledModel,
  hidden = Scope.of(request, model).hidden,
): CatalogField[] {
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

/** The tables of a data source with their columns, or the errors naming why it cannot be read. */
async function sourceCatalog(request: FastifyRequest, code: string) {
  const ext = await connectSource(request, code);
  if ('errors' in ext) return ext;
  try {
    const tables = (await externalTables(ext)).slice(0, MAX_SOURCE_TABLES);
    const models = [];
    for (const table of tables) {
      const model = await externalModel(ext, table, code);
      if (model) models.push({ name: table, label: table, fields: fieldsOf(request, model, new Set()) });
    }
    return models;
  } catch (error) {
    return { errors: sourceFailure(request, error) };
  } finally {
    await ext.close();
  }
}

const reportCatalogRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { dbSource?: string } }>(
    '/online/cgreport/head/models',
    { config: { permission: 'onlineReport:list' } },
    async (request, reply) => {
      const code = request.query.dbSource;
      if (typeof code === 'string' && code !== '') {
        const catalog = await sourceCatalog(request, code);
        return 'errors' in catalog ? sendFieldErrors(reply, catalog.errors) : ok(catalog);
      }
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
