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
import { reportRow, SOURCE_READ_CODE, withSource, type OpenSource } from './load.js';
import { runReport, type ReportPage, type ReportSource } from './run.js';
import type { ReportDefinition } from './types.js';

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

/** Runs a checked report over its open source with the request's filter values and paging. */
export async function reportData(
  request: FastifyRequest,
  source: ReportSource,
  definition: ReportDefinition,
  params: Params,
  paging: { pageNo: number; pageSize: number },
): Promise<ReportPage | { errors: FieldError[] }> {
  const where = reportConditions(source.model, definition.filters, params, (field) =>
    request.t('fieldType', { field }),
  );
  if ('errors' in where) return where;
  return runReport(source, definition, where.conditions, paging);
}

/** The code a reader needs to export: the model's export code; for a data source, its read code. */
function exportCodeOf(source: OpenSource): string | undefined {
  return source.external ? SOURCE_READ_CODE : source.model.codes?.export;
}

const reportApiRoutes: FastifyPluginAsync = async (app) => {
  /**
   * Answers with what `use` makes of the stored report, its open source and checked definition; errors
   * (of the definition as the reader sees it, or of the source) are a 400 naming their paths.
   */
  const answer = async (
    request: CodeRequest,
    reply: FastifyReply,
    use: (
      report: { code: string; name: string },
      source: OpenSource,
      definition: ReportDefinition,
    ) => Promise<unknown>,
  ) => {
    const row = await reportRow(request, request.params.code);
    const out = await withSource(request, row.draft, (source, definition) => use(row, source, definition));
    if (out && typeof out === 'object' && 'errors' in out)
      return sendFieldErrors(reply, (out as { errors: FieldError[] }).errors);
    return out;
  };
  const access = { config: { permission: 'authenticated' } };

  app.get(`${API}/getRpColumns/:code`, access, (request: CodeRequest, reply) =>
    answer(request, reply, async (report, source, d) => {
      const exportCode = exportCodeOf(source);
      return ok({
        code: report.code,
        name: report.name,
        model: source.model.name,
        columns: reportColumns(source.model, d, request.lang),
        groupBy: d.groupBy,
        ...(d.chart ? { chart: d.chart } : {}),
        paged: d.groupBy.length === 0 && d.aggregates.length === 0,
        // Whether this reader may download it (exportXls needs the export code).
        exportable: Boolean(exportCode && currentUser(request).perms.has(exportCode)),
      });
    }),
  );

  app.get(`${API}/getQueryInfo/:code`, access, (request: CodeRequest, reply) =>
    answer(request, reply, async (_report, source, d) => ok(reportQueryInfo(source.model, d, request.lang))),
  );

  app.get(`${API}/getData/:code`, access, (request: CodeRequest, reply) => {
    const params = request.query;
    const paging = {
      pageNo: positive(request, params, 'pageNo', 1, 100_000),
      pageSize: positive(request, params, 'pageSize', 10, MAX_PAGE_SIZE),
    };
    return answer(request, reply, async (_report, source, d) => {
      const page = await reportData(request, source, d, params, paging);
      return 'errors' in page ? page : ok(page);
    });
  });

  app.get(`${API}/exportXls/:code`, access, (request: CodeRequest, reply) =>
    answer(request, reply, async (report, source, d) => {
      const exportCode = exportCodeOf(source);
      if (!exportCode || !currentUser(request).perms.has(exportCode))
        throw fail(request.t('noPermission'), 403, 403);
      // At most the definition's limit (≤ 10,000) rows, read in one page.
      const page = await reportData(request, source, d, request.query, { pageNo: 1, pageSize: d.limit });
      if ('errors' in page) return page;
      const user = currentUser(request);
      const columns = reportColumns(source.model, d, request.lang);
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
    }),
  );
};

export default reportApiRoutes;
