// What the user and department imports share: reading the uploaded .xlsx parts, and the answer for a
// file with bad rows (api-contract §2.6 summary, an error log only the importer may download; nothing
// imported and a 400 unless importValid=true, like the model imports).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { writeImportLog } from '../../crud/import-log.js';
import { fail } from '../../lib/envelope.js';
import { readImportParts } from '../../lib/import-parts.js';
import { currentUser } from '../../plugins/auth.js';
import type { RowError } from '../../services/user-admin-import.js';

/** The uploaded .xlsx files (at least one) and the importValid flag. */
export async function upload(request: FastifyRequest) {
  const { files, importValid } = await readImportParts(request);
  if (files.length === 0) throw fail(request.t('importNoFile'), 400, 400);
  return { files: files.map((f) => f.data), importValid };
}

export async function importSummary(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  outcome: { total: number; imported: number; errors: RowError[]; model: string; importValid: boolean },
) {
  const { errors } = outcome;
  const badRows = new Set(errors.map((e) => e.row)).size;
  const model = app.models.models.get(outcome.model);
  const log = model
    ? await writeImportLog(app.db, app.config.dataDir, model, errors, request.lang, currentUser(request).id)
    : {};
  const summary = {
    totalCount: outcome.total,
    errorCount: badRows,
    successCount: outcome.imported,
    msg: errors.map((e) => request.t('importRow', { row: e.row, text: e.message })).join('\n'),
    errors,
    ...log,
  };
  const failed = !outcome.importValid;
  return reply.code(failed ? 400 : 200).send({
    success: !failed,
    message: failed ? request.t('importFailed', { count: badRows }) : request.t('importPartial'),
    code: failed ? 400 : 201,
    result: summary,
    timestamp: Date.now(),
  });
}
