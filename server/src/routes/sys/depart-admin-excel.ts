// GET /sys/sysDepart/exportXls and POST /sys/sysDepart/importExcel (api-contract §4.4).
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '../../crud/import.js';
import { XLSX_TYPE } from '../../crud/excel.js';
import { fail, ok } from '../../lib/envelope.js';
import { currentUser } from '../../plugins/auth.js';
import { DEPART_COLUMNS, exportDeparts } from '../../services/depart-admin-excel.js';
import { checkDepartRows, insertDeparts } from '../../services/depart-admin-import.js';
import { adminContext } from '../../services/user-admin-context.js';
import { readSheet } from '../../services/user-admin-import.js';
import { importSummary, upload } from './users-upload.js';

const departExcelRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 5, fields: 10, parts: 15 } });

  app.get('/sys/sysDepart/exportXls', { config: { permission: 'depart:export' } }, async (request, reply) => {
    const user = currentUser(request);
    const data = await exportDeparts(app.db, app.models.dicts, request.lang, user.realname ?? user.username);
    const name = request.lang === 'zh-CN' ? '部门列表' : 'departments';
    return reply
      .type(XLSX_TYPE)
      .header(
        'content-disposition',
        `attachment; filename="departs.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}.xlsx`,
      )
      .send(data);
  });

  app.post(
    '/sys/sysDepart/importExcel',
    { config: { permission: 'depart:import' } },
    async (request, reply) => {
      const ctx = adminContext(request);
      const { files, importValid } = await upload(request);
      const rows = [];
      for (const file of files) {
        try {
          rows.push(...(await readSheet(file, DEPART_COLUMNS)));
        } catch {
          throw fail(request.t('importBadFile'), 400, 400);
        }
        if (rows.length > IMPORT_MAX_ROWS)
          throw fail(request.t('importTooManyRows', { limit: IMPORT_MAX_ROWS }), 400, 400);
      }
      if (rows.length === 0) throw fail(request.t('importNoRows'), 400, 400);
      const { good, errors } = await checkDepartRows(app.db, app.models.dicts, request.lang, rows);
      if (errors.length === 0) {
        const text = request.t('importAllOk', { count: await insertDeparts(ctx, good) });
        return ok(text, text);
      }
      const imported = importValid ? await insertDeparts(ctx, good) : 0;
      return importSummary(app, request, reply, {
        total: rows.length,
        imported,
        errors,
        model: 'sys_depart',
        importValid,
      });
    },
  );
};

export default departExcelRoutes;
