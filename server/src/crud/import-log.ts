// The error log of an import with bad rows (api-contract §2.6 `fileUrl`): an .xlsx of row, field and
// message in the importer's language, stored under DATA_DIR/files/import-log/<32 random hex>.xlsx with
// a sys_upload_file row naming the importer. GET /sys/common/importLog/:name hands it back only to that
// user (signed in, X-Access-Token), as an attachment. Logs older than a week are removed as new ones come.
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Lang } from '../../../runtime/schema/index.js';
import type { Database } from '../db/types.js';
import { message } from '../i18n/messages.js';
import { fail } from '../lib/envelope.js';
import { newId } from '../lib/ids.js';
import { formatDateTime } from '../lib/time.js';
import { AUTHENTICATED, currentUser } from '../plugins/auth.js';
import { filesRoot } from '../services/files.js';
import { XLSX_TYPE } from './excel.js';
import { labelOf, modelLabel, type CompiledModel } from './model.js';

export const IMPORT_LOG_BIZ = 'import-log';
const LOG_NAME = /^([0-9a-f]{32})\.xlsx$/;
const KEEP_MS = 7 * 86_400_000;
/** The URL (under the API base) a log is downloaded from. */
export const IMPORT_LOG_URL = '/sys/common/importLog';

export interface LogLine {
  row: number;
  field: string;
  message: string;
}

async function removeExpired(db: Kysely<Database>, dataDir: string): Promise<void> {
  const before = formatDateTime(new Date(Date.now() - KEEP_MS));
  const old = await db
    .deleteFrom('sys_upload_file')
    .where('biz', '=', IMPORT_LOG_BIZ)
    .where('create_time', '<', before)
    .returning('path')
    .execute();
  await Promise.all(old.map((r) => rm(join(filesRoot(dataDir), r.path), { force: true })));
}

/**
 * Writes the error log of one import; returns its file name and the URL the importer downloads it from.
 *
 * @example
 * const { fileUrl } = await writeImportLog(db, dataDir, model, errors, 'zh-CN', user.id);
 */
export async function writeImportLog(
  db: Kysely<Database>,
  dataDir: string,
  model: CompiledModel,
  lines: readonly LogLine[],
  lang: Lang,
  ownerId: string,
): Promise<{ fileUrl: string; fileName: string }> {
  await removeExpired(db, dataDir);
  const book = new ExcelJS.Workbook();
  const title = message(lang, 'importLogTitle', { name: modelLabel(model, lang) });
  const sheet = book.addWorksheet(title.slice(0, 31));
  sheet.columns = [
    { header: message(lang, 'importLogRow'), width: 10 },
    { header: message(lang, 'importLogField'), width: 28 },
    { header: message(lang, 'importLogMessage'), width: 80 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const line of lines) {
    const field = model.byName.get(line.field);
    const label = field ? `${labelOf(model, field, lang)} (${line.field})` : line.field;
    sheet.addRow([line.row, label, line.message]);
  }
  const content = Buffer.from(await book.xlsx.writeBuffer());
  const name = `${randomBytes(16).toString('hex')}.xlsx`;
  const path = `${IMPORT_LOG_BIZ}/${name}`;
  await mkdir(join(filesRoot(dataDir), IMPORT_LOG_BIZ), { recursive: true });
  await writeFile(join(filesRoot(dataDir), path), content, { flag: 'wx' });
  await db
    .insertInto('sys_upload_file')
    .values({
      id: newId(),
      biz: IMPORT_LOG_BIZ,
      path,
      owner_id: ownerId,
      // The column holds 64 characters and the .xlsx type has 65; the route sends the real type.
      content_type: 'application/octet-stream',
      size_bytes: content.length,
      create_time: formatDateTime(),
    })
    .execute();
  return { fileUrl: `${IMPORT_LOG_URL}/${name}`, fileName: `${title}.xlsx` };
}

/**
 * GET /sys/common/importLog/:name — the signed-in importer's own log; anyone else gets a 404 (not a
 * 403, so names cannot be probed), as does any name not of the stored shape.
 *
 * @example
 * registerImportLogRoute(app);
 */
export function registerImportLogRoute(app: FastifyInstance): void {
  app.get<{ Params: { name: string } }>(
    `${IMPORT_LOG_URL}/:name`,
    { config: { permission: AUTHENTICATED } },
    async (request, reply) => {
      const missing = () => fail(request.t('fileMissing'), 404, 404);
      const match = LOG_NAME.exec(request.params.name);
      if (!match) throw missing();
      const path = `${IMPORT_LOG_BIZ}/${match[0]}`;
      const row = await app.db
        .selectFrom('sys_upload_file')
        .select('id')
        .where('biz', '=', IMPORT_LOG_BIZ)
        .where('path', '=', path)
        .where('owner_id', '=', currentUser(request).id)
        .executeTakeFirst();
      const file = join(filesRoot(app.config.dataDir), path);
      const info = row ? await stat(file).catch(() => null) : null;
      if (!info?.isFile()) throw missing();
      const fileName = `${message(request.lang, 'importLogFile')}.xlsx`;
      return reply
        .type(XLSX_TYPE)
        .header('content-length', info.size)
        .header('x-content-type-options', 'nosniff')
        .header(
          'content-disposition',
          `attachment; filename="import-errors.xlsx"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
        )
        .send(createReadStream(file));
    },
  );
}
