// GET /sys/user/exportXls and POST /sys/user/importExcel (api-contract §2.4–2.6). A file with bad rows
// imports nothing unless `importValid=true` (then the good rows), like the model imports; the bad rows
// come back in `result.errors` and in an error log only the importer may download (`fileUrl`).
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '../../crud/import.js';
import { XLSX_TYPE } from '../../crud/excel.js';
import { fail, ok } from '../../lib/envelope.js';
import { currentUser } from '../../plugins/auth.js';
import { adminContext, idList } from '../../services/user-admin-context.js';
import { exportUsers } from '../../services/user-admin-export.js';
import { checkUserRows, insertUsers, readUserSheet } from '../../services/user-admin-import.js';
import { filterOf, type AdminListQuery } from '../../services/user-admin-page.js';
import { userFilterProperties } from './users-schemas.js';
import { importSummary, upload } from './users-upload.js';

const exportQuery = {
  type: 'object',
  properties: { ...userFilterProperties, selections: userFilterProperties.code },
} as const;

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
    return importSummary(app, request, reply, {
      total: rows.length,
      imported,
      errors,
      model: 'sys_user',
      importValid,
    });
  });
};

export default userExcelRoutes;
