// Report definitions under /online/cgreport/head. list, queryById, delete and deleteBatch are generated
// from schemas/models/sys_report.json; add and edit check the definition against the model it reads, as
// the caller sees it (definition.ts), then take the generic write pipeline. preview runs a draft
// definition as the caller (the designer's live preview) without storing it.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { sendFieldErrors } from '../../crud/routes.js';
import { ok } from '../../lib/envelope.js';
import { checkedWrite } from '../../routes/checked-write.js';
import { objectBody } from '../../routes/sys/roles-params.js';
import { reportData } from './api-routes.js';
import { reportColumns } from './describe.js';
import { REPORT_MODEL, withSource } from './load.js';

const BASE = '/online/cgreport/head';
const PREVIEW_ROWS = 100;

const reportAdminRoutes: FastifyPluginAsync = async (app) => {
  // An edit may send only some fields: the check sees the report as it would be stored. Shape problems
  // (a missing model or definition) are left to the write pipeline's messages.
  const write = (request: FastifyRequest, reply: FastifyReply, mode: 'add' | 'edit') =>
    checkedWrite(request, reply, app.models.models.get(REPORT_MODEL)!, mode, {
      check: async (body, stored) => {
        // The stored row has column names.
        const pick = (name: string, column = name) => (name in body ? body[name] : stored?.[column]);
        const [model, dbSource, definition] = [
          pick('model'),
          pick('dbSource', 'db_source'),
          pick('definition'),
        ];
        if (typeof model !== 'string' || typeof definition !== 'string') return [];
        const checked = await withSource(request, { model, dbSource, definition }, async () => null);
        return checked && 'errors' in checked ? checked.errors : [];
      },
    });
  app.post(`${BASE}/add`, { config: { permission: 'onlineReport:add' } }, (request, reply) =>
    write(request, reply, 'add'),
  );
  app.route({
    method: ['PUT', 'POST'],
    url: `${BASE}/edit`,
    config: { permission: 'onlineReport:edit' },
    handler: (request, reply) => write(request, reply, 'edit'),
  });

  // The designer's live preview: the first rows of a draft, as its author would see them.
  app.post(`${BASE}/preview`, { config: { permission: 'onlineReport:list' } }, async (request, reply) => {
    const body = objectBody(request);
    if (typeof body.definition !== 'string' || body.definition.length > 20_000)
      return sendFieldErrors(reply, [
        { field: 'definition', message: request.t('rpJson', { field: 'definition' }) },
      ]);
    const draft = { model: body.model, dbSource: body.dbSource, definition: body.definition };
    const out = await withSource(request, draft, async (source, definition) => {
      const paging = { pageNo: 1, pageSize: Math.min(PREVIEW_ROWS, definition.limit) };
      const page = await reportData(request, source, definition, {}, paging);
      if ('errors' in page) return page;
      return { columns: reportColumns(source.model, definition, request.lang), ...page };
    });
    if ('errors' in out) return sendFieldErrors(reply, out.errors);
    return ok(out);
  });
};

export default reportAdminRoutes;
