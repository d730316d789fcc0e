// GET /sys/annountCement/exportXls and POST /sys/annountCement/importExcel (api-contract §2.4–2.6,
// services/announcement-excel.ts and announcement-import.ts). The export takes the admin list's filters
// or `selections=id1,id2`; a file with bad rows imports nothing unless `importValid=true` (then the good
// rows), like the other imports, and the bad rows come back in `result.errors`.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { XLSX_TYPE } from '../../crud/excel.js';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '../../crud/import.js';
import { fail, ok } from '../../lib/envelope.js';
import { currentUser } from '../../plugins/auth.js';
import { idList } from '../../services/announcement-input.js';
import { exportAnnouncements } from '../../services/announcement-excel.js';
import {
  checkAnnouncementRows,
  insertAnnouncements,
  readAnnouncementSheet,
} from '../../services/announcement-import.js';
import { sortColumns, type AnnouncementListQuery } from '../../services/announcement-list.js';
import { ANNOUNCEMENT_PERMS } from './announcement-admin.js';
import { listQuerySchema } from './announcement-schemas.js';
import { importSummary, upload } from './users-upload.js';

const BASE = '/sys/annountCement';
/** Ids one export may select. */
const MAX_SELECTIONS = 1000;

const { pageNo: _pageNo, pageSize: _pageSize, ...filters } = listQuerySchema.properties;
const exportQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { ...filters, selections: { type: 'string', maxLength: 100_000 } },
} as const;

const announcementExcelRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 5, fields: 10, parts: 15 } });

  app.get<{ Querystring: AnnouncementListQuery & { selections?: string } }>(
    `${BASE}/exportXls`,
    { config: { permission: ANNOUNCEMENT_PERMS.export }, schema: { querystring: exportQuery } },
    async (request, reply) => {
      const user = currentUser(request);
      const { selections, ...query } = request.query;
      const sort = sortColumns(query.column);
      if ('unknown' in sort) throw fail(request.t('anntSortColumn', { column: sort.unknown }), 400, 400);
      const ids = selections === undefined ? undefined : idList(selections);
      if (ids && ids.length > MAX_SELECTIONS)
        throw fail(request.t('anntTooManySelections', { limit: MAX_SELECTIONS }), 400, 400);
      const stream = exportAnnouncements({
        db: app.db,
        lang: request.lang,
        exportedBy: user.realname ?? user.username,
        query: ids && ids.length ? { ...query, ids } : query,
        sort: sort.columns,
      });
      const name = request.lang === 'zh-CN' ? '系统通告列表' : 'announcements';
      return reply
        .type(XLSX_TYPE)
        .header(
          'content-disposition',
          `attachment; filename="announcements.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}.xlsx`,
        )
        .send(stream);
    },
  );

  app.post(
    `${BASE}/importExcel`,
    { config: { permission: ANNOUNCEMENT_PERMS.import } },
    async (request, reply) => {
      const user = currentUser(request);
      const { files, importValid } = await upload(request);
      const rows = [];
      for (const file of files) {
        try {
          rows.push(...(await readAnnouncementSheet(file)));
        } catch {
          throw fail(request.t('importBadFile'), 400, 400);
        }
        if (rows.length > IMPORT_MAX_ROWS)
          throw fail(request.t('importTooManyRows', { limit: IMPORT_MAX_ROWS }), 400, 400);
      }
      if (rows.length === 0) throw fail(request.t('importNoRows'), 400, 400);
      const { good, errors } = await checkAnnouncementRows(app.db, request.lang, rows);
      if (errors.length === 0) {
        const text = request.t('importAllOk', {
          count: await insertAnnouncements(app.db, good, user.username),
        });
        return ok(text, text);
      }
      const imported = importValid ? await insertAnnouncements(app.db, good, user.username) : 0;
      return importSummary(app, request, reply, {
        total: rows.length,
        imported,
        errors,
        model: 'sys_announcement',
        importValid,
      });
    },
  );
};

export default announcementExcelRoutes;
