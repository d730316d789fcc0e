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
import { checkAs, readableModel, REPORT_MODEL } from './load.js';

const BASE = '/online/cgreport/head';
const PREVIEW_ROWS = 100;

/** The model and definition checked as the caller, or a 400 already sent. */
function checked(request: FastifyRequest, reply: FastifyReply, modelName: unknown, text: unknown) {
  const model = readableModel(request, modelName);
  if (!model) {
    sendFieldErrors(reply, [{ field: 'model', message: request.t('rpModel') }]);
    return null;
  }
  const { scope, checked: result } = checkAs(request, model, text);
  if ('errors' in result) {
    sendFieldErrors(reply, result.errors);
    return null;
  }
  return { model, scope, definition: result.definition };
}

const reportAdminRoutes: FastifyPluginAsync = async (app) => {
  // An edit may send only some fields: the check sees the report as it would be stored. Shape problems
  // (a missing model or definition) are left to the write pipeline's messages.
  const write = (request: FastifyRequest, reply: FastifyReply, mode: 'add' | 'edit') =>
    checkedWrite(request, reply, app.models.models.get(REPORT_MODEL)!, mode, {
      check: (body, stored) => {
        const pick = (name: string) => (name in body ? body[name] : stored?.[name]);
        const [modelName, text] = [pick('model'), pick('definition')];
        if (typeof modelName !== 'string' || typeof text !== 'string') return [];
        const model = readableModel(request, modelName);
        if (!model) return [{ field: 'model', message: request.t('rpModel') }];
        const { checked: result } = checkAs(request, model, text);
        return 'errors' in result ? result.errors : [];
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
    const report = checked(request, reply, body.model, body.definition);
    if (!report) return reply;
    const page = await reportData(
      request,
      { ...report, code: '', name: '' },
      {},
      { pageNo: 1, pageSize: Math.min(PREVIEW_ROWS, report.definition.limit) },
    );
    if ('errors' in page) return sendFieldErrors(reply, page.errors);
    return ok({ columns: reportColumns(report.model, report.definition, request.lang), ...page });
  });
};

export default reportAdminRoutes;
