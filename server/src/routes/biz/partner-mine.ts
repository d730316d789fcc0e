// GET /biz/partner/queryMine[?id=]: the record of the basic-info page. Without an id, the partner whose
// organisation is the caller's department (a partner user's own company); staff have none and are told
// to pick one in the partner list, which opens this page with its id. Reads go through the caller's
// scope, so the partner role's data rule still keeps a partner to its own row.
import type { FastifyPluginAsync } from 'fastify';
import { readRecord } from '../../crud/read.js';
import { Scope } from '../../crud/scope.js';
import { fail, ok } from '../../lib/envelope.js';
import { currentUser } from '../../plugins/auth.js';
import { PARTNER_MODEL } from '../../services/partner-search.js';

const querySchema = {
  type: 'object',
  properties: { id: { type: 'string', maxLength: 32, pattern: '^[A-Za-z0-9_-]*$' } },
} as const;

const partnerMineRoutes: FastifyPluginAsync = async (app) => {
  const model = app.models.models.get(PARTNER_MODEL);
  if (!model) return;
  const orgColumn = model.byName.get('orgCode')!.column;

  app.get<{ Querystring: { id?: string } }>(
    '/biz/partner/queryMine',
    { config: { permission: model.readPermission! }, schema: { querystring: querySchema } },
    async (request) => {
      const scope = Scope.of(request, model);
      let id = request.query.id;
      if (!id) {
        const orgCode = currentUser(request).orgCode;
        const row = orgCode
          ? await scope.select().select(model.pk.column).where(orgColumn, '=', orgCode).executeTakeFirst()
          : undefined;
        if (!row) throw fail(request.t('partnerNoCompany'), 404, 404);
        id = String(row[model.pk.column]);
      }
      const record = await readRecord(scope, id);
      if (!record) throw fail(request.t('crudNotFound'), 404, 404);
      return ok(record);
    },
  );
};

export default partnerMineRoutes;
