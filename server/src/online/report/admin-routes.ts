// Report definitions under /online/cgreport/head. list, queryById, delete and deleteBatch are generated
// from schemas/models/sys_report.json; add and edit check the definition against the model it reads, as
// the caller sees it (definition.ts), then take the generic write pipeline. preview runs a draft
// definition as the caller (the designer's live preview) without storing it.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { CompiledModel } from '../../crud/model.js';
import { sendFieldErrors } from '../../crud/routes.js';
import type { Scope } from '../../crud/scope.js';
import type { FieldError } from '../../crud/types.js';
import { ok } from '../../lib/envelope.js';
import { checkedWrite } from '../../routes/checked-write.js';
import { objectBody } from '../../routes/sys/roles-params.js';
import { reportData } from './api-routes.js';
import { reportColumns } from './describe.js';
import { checkAs, readableModel, REPORT_MODEL } from './load.js';
import type { ReportDefinition } from './types.js';

const BASE = '/online/cgreport/head';
const PREVIEW_ROWS = 100;

/** The model and definition checked as the caller: them, or the errors naming the fields. */
type Draft = { errors: FieldError[] } | { model: CompiledModel; scope: Scope; definition: ReportDefinition };

function draftAs(request: FastifyRequest, modelName: unknown, text: unknown): Draft {
  const model = readableModel(request, modelName);
  if (!model) return { errors: [{ field: 'model', message: request.t('rpModel') }] };
  const { scope, checked: result } = checkAs(request, model, text);
  return 'errors' in result ? { errors: result.errors } : { model, scope, definition: result.definition };
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
        const draft = draftAs(request, modelName, text);
        return 'errors' in draft ? draft.errors : [];
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
    const report = draftAs(request, body.model, body.definition);
    if ('errors' in report) return sendFieldErrors(reply, report.errors);
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
