// Reading reports (JeecgBoot cgreport api): /online/cgreport/api/getRpColumns|getQueryInfo|getData|
// exportXls/:code. Open to signed-in users; each call then needs the list code of the model the report
// reads and answers through the caller's scope on it (data rules, hidden properties), so a report never
// shows more than that model's list would. Exports also need the model's export code.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { MAX_PAGE_SIZE } from '../../crud/query.js';
import { sendFieldErrors } from '../../crud/routes.js';
import type { FieldError } from '../../crud/types.js';
import { fail, ok } from '../../lib/envelope.js';
import { currentUser } from '../../plugins/auth.js';
import { XLSX_TYPE } from '../../crud/excel.js';
import { reportConditions, type Params } from './conditions.js';
import { reportColumns, reportQueryInfo } from './describe.js';
import { reportWorkbook } from './excel.js';
import { loadReport, type LoadedReport } from './load.js';
import { runReport, type ReportPage } from './run.js';

const API = '/online/cgreport/api';
type CodeRequest = FastifyRequest<{ Params: { code: string }; Querystring: Params }>;

function positive(request: FastifyRequest, params: Params, name: string, fallback: number, max: number) {
  const raw = params[name];
  const text = (Array.isArray(raw) ? raw[raw.length - 1] : raw)?.trim();
  if (text === undefined || text === '') return fallback;
  if (!/^\d{1,6}$/.test(text) || Number(text) < 1)
    throw fail(request.t('crudPositiveInt', { field: name }), 400, 400);
  return Math.min(Number(text), max);
}

/** Runs a loaded report with the request's filter values and paging. */
export async function reportData(
  request: FastifyRequest,
  report: LoadedReport,
  params: Params,
  paging: { pageNo: number; pageSize: number },
): Promise<ReportPage | { errors: FieldError[] }> {
  const where = reportConditions(report.model, report.definition.filters, params, (field) =>
    request.t('fieldType', { field }),
  );
  if ('errors' in where) return where;
  return runReport(report.scope, report.definition, where.conditions, paging);
}

const reportApiRoutes: FastifyPluginAsync = async (app) => {
  /** The caller's report, or a 400 already sent naming the paths they may not read. */
  const load = async (request: CodeRequest, reply: FastifyReply) => {
    const report = await loadReport(request, request.params.code);
    if ('errors' in report) {
      sendFieldErrors(reply, report.errors);
      return null;
    }
    return report;
  };
  const access = { config: { permission: 'authenticated' } };

  app.get(`${API}/getRpColumns/:code`, access, async (request: CodeRequest, reply) => {
    const report = await load(request, reply);
    if (!report) return reply;
    const { definition: d, model } = report;
    const exportCode = model.codes?.export;
    return ok({
      code: report.code,
      name: report.name,
      model: model.name,
      columns: reportColumns(model, d, request.lang),
      groupBy: d.groupBy,
      ...(d.chart ? { chart: d.chart } : {}),
      paged: d.groupBy.length === 0 && d.aggregates.length === 0,
      // Whether this reader may download it (exportXls needs the model's export code).
      exportable: Boolean(exportCode && currentUser(request).perms.has(exportCode)),
    });
  });

  app.get(`${API}/getQueryInfo/:code`, access, async (request: CodeRequest, reply) => {
    const report = await load(request, reply);
    if (!report) return reply;
    return ok(reportQueryInfo(report.model, report.definition, request.lang));
  });

  app.get(`${API}/getData/:code`, access, async (request: CodeRequest, reply) => {
    const report = await load(request, reply);
    if (!report) return reply;
    const params = request.query;
    const paging = {
      pageNo: positive(request, params, 'pageNo', 1, 100_000),
      pageSize: positive(request, params, 'pageSize', 10, MAX_PAGE_SIZE),
    };
    const page = await reportData(request, report, params, paging);
    if ('errors' in page) return sendFieldErrors(reply, page.errors);
    return ok(page);
  });

  app.get(`${API}/exportXls/:code`, access, async (request: CodeRequest, reply) => {
    const report = await load(request, reply);
    if (!report) return reply;
    const user = currentUser(request);
    const exportCode = report.model.codes?.export;
    if (!exportCode || !user.perms.has(exportCode)) throw fail(request.t('noPermission'), 403, 403);
    // At most the definition's limit (≤ 10,000) rows, read in one page.
    const page = await reportData(request, report, request.query, {
      pageNo: 1,
      pageSize: report.definition.limit,
    });
    if ('errors' in page) return sendFieldErrors(reply, page.errors);
    const columns = reportColumns(report.model, report.definition, request.lang);
    const stream = reportWorkbook(
      report.name,
      columns,
      page.records,
      user.realname ?? user.username,
      request.lang,
    );
    return reply
      .type(XLSX_TYPE)
      .header(
        'content-disposition',
        `attachment; filename="report.xlsx"; filename*=UTF-8''${encodeURIComponent(report.name)}.xlsx`,
      )
      .send(stream);
  });
};

export default reportApiRoutes;
