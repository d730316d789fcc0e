// Report definitions under /online/cgreport/head. list, queryById, delete and deleteBatch are generated
// from schemas/models/sys_report.json; add and edit check the definition against the model it reads, as
// the caller sees it (definition.ts), then take the generic write pipeline. preview runs a draft
// definition as the caller (the designer's live preview) without storing it.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { readRow } from '../../crud/read.js';
import { sendFieldErrors } from '../../crud/routes.js';
import { Scope } from '../../crud/scope.js';
import { isUniqueViolation } from '../../crud/store.js';
import { writeRecord } from '../../crud/write.js';
import { fail, ok } from '../../lib/envelope.js';
import { nulFields, objectBody } from '../../routes/sys/roles-params.js';
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
  const write = async (request: FastifyRequest, reply: FastifyReply, mode: 'add' | 'edit') => {
    const body = objectBody(request);
    const nul = nulFields(body);
    if (nul.length > 0)
      return sendFieldErrors(
        reply,
        nul.map((field) => ({ field, message: request.t('fieldNul', { field }) })),
      );
    const scope = Scope.of(request, app.models.models.get(REPORT_MODEL)!);
    const stored = mode === 'edit' && typeof body.id === 'string' ? await readRow(scope, body.id) : null;
    // An edit may send only some fields: the check sees the report as it would be stored.
    const pick = (name: string) => (name in body ? body[name] : stored?.[name]);
    // Shape problems (missing model or definition) are left to the write pipeline's messages.
    if (typeof pick('model') === 'string' && typeof pick('definition') === 'string') {
      if (!checked(request, reply, pick('model'), pick('definition'))) return reply;
    }
    try {
      const outcome = await writeRecord(scope, body, mode);
      if ('errors' in outcome) return sendFieldErrors(reply, outcome.errors);
      if ('notFound' in outcome) throw fail(request.t('crudNotFound'), 404, 404);
      return ok(outcome.record, request.t(mode === 'add' ? 'crudAdded' : 'crudEdited'));
    } catch (err) {
      // Two adds raced for one code past the uniqueness check.
      if (isUniqueViolation(err)) throw fail(request.t('crudDuplicateKey'), 400, 400);
      throw err;
    }
  };
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
