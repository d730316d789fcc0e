// GET /sys/user/exportXls and POST /sys/user/importExcel (api-contract §2.4–2.6). A file with bad rows
// imports nothing unless `importValid=true` (then the good rows), like the model imports; the bad rows
// come back in `result.errors` and in an error log only the importer may download (`fileUrl`).
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '../../crud/import.js';
import { writeImportLog } from '../../crud/import-log.js';
import { XLSX_TYPE } from '../../crud/excel.js';
import { fail, ok } from '../../lib/envelope.js';
import { currentUser } from '../../plugins/auth.js';
import { adminContext, idList } from '../../services/user-admin-context.js';
import { exportUsers } from '../../services/user-admin-export.js';
import { checkUserRows, insertUsers, readUserSheet } from '../../services/user-admin-import.js';
import { filterOf, type AdminListQuery } from '../../services/user-admin-page.js';
import { userFilterProperties } from './users-schemas.js';

const exportQuery = {
  type: 'object',
  properties: { ...userFilterProperties, selections: userFilterProperties.code },
} as const;

async function upload(request: FastifyRequest) {
  if (!request.isMultipart()) throw fail(request.t('importNoFile'), 400, 400);
  const files: Buffer[] = [];
  let importValid = (request.query as { importValid?: string }).importValid === 'true';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') files.push(await part.toBuffer());
      else if (part.fieldname === 'importValid') importValid = String(part.value) === 'true';
    }
  } catch (err) {
    // Too large, too many parts, a broken body: the caller's file, not the server, is at fault.
    throw fail(request.t('importBadFile'), 413, (err as { statusCode?: number }).statusCode ?? 400);
  }
  if (files.length === 0) throw fail(request.t('importNoFile'), 400, 400);
  return { files, importValid };
}

const userExcelRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 5, fields: 10, parts: 15 } });

  app.get<{ Querystring: AdminListQuery & { selections?: string } }>(
    '/sys/user/exportXls',
    { config: { permission: 'user:export' }, schema: { querystring: exportQuery } },
    async (request, reply) => {
      const user = currentUser(request);
      const t = request.t.bind(request);
      const filter = filterOf(t, request.query);
      if (request.query.selections) filter.ids = idList(request, request.query.selections, 'selections');
      const stream = exportUsers({
        db: app.db,
        dialect: app.dialect,
        dicts: app.models.dicts,
        lang: request.lang,
        exportedBy: user.realname ?? user.username,
        filter,
      });
      const name = request.lang === 'zh-CN' ? '用户列表' : 'users';
      return reply
        .type(XLSX_TYPE)
        .header(
          'content-disposition',
          `attachment; filename="users.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}.xlsx`,
        )
        .send(stream);
    },
  );

  app.post('/sys/user/importExcel', { config: { permission: 'user:import' } }, async (request, reply) => {
    const ctx = adminContext(request);
    const { files, importValid } = await upload(request);
    const rows = [];
    for (const file of files) {
      try {
        rows.push(...(await readUserSheet(file)));
      } catch {
        throw fail(request.t('importBadFile'), 400, 400);
      }
      if (rows.length > IMPORT_MAX_ROWS)
        throw fail(request.t('importTooManyRows', { limit: IMPORT_MAX_ROWS }), 400, 400);
    }
    if (rows.length === 0) throw fail(request.t('importNoRows'), 400, 400);
    const { good, errors } = await checkUserRows(ctx, request.lang, rows);
    if (errors.length === 0) {
      const text = request.t('importAllOk', { count: await insertUsers(ctx, good) });
      return ok(text, text);
    }
    const imported = importValid ? await insertUsers(ctx, good) : 0;
    const badRows = new Set(errors.map((e) => e.row)).size;
    const model = app.models.models.get('sys_user');
    const log = model
      ? await writeImportLog(app.db, app.config.dataDir, model, errors, request.lang, ctx.actor.id)
      : {};
    const summary = {
      totalCount: rows.length,
      errorCount: badRows,
      successCount: imported,
      msg: errors.map((e) => request.t('importRow', { row: e.row, text: e.message })).join('\n'),
      errors,
      ...log,
    };
    const failed = !importValid;
    return reply.code(failed ? 400 : 200).send({
      success: !failed,
      message: failed ? request.t('importFailed', { count: badRows }) : request.t('importPartial'),
      code: failed ? 400 : 201,
      result: summary,
      timestamp: Date.now(),
    });
  });
};

export default userExcelRoutes;
