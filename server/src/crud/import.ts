// POST <basePath>/importExcel: every uploaded .xlsx is read, each row validated like an add (shape,
// dictionaries, references, uniqueness against the database and within the file, and the model's own
// row check when its add is hand-written: registry.addRowCheck). A file with bad rows
// imports nothing unless `importValid=true`, which imports the good rows (api-contract §2.6 summary);
// its bad rows are also written to an error log the importer downloads from `fileUrl` (import-log.ts).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fail, ok } from '../lib/envelope.js';
import { readImportParts } from '../lib/import-parts.js';
import { message } from '../i18n/messages.js';
import { currentUser } from '../plugins/auth.js';
import { checkShape } from './check-shape.js';
import { BadWorkbookError, readWorkbook } from './excel.js';
import type { CompiledModel } from './model.js';
import { labelledMessage } from './import-labels.js';
import { writeImportLog } from './import-log.js';
import { Scope } from './scope.js';
import type { FieldError, Row } from './types.js';
import { checkAgainstDatabase } from './validate-write.js';
import { insertMany } from './write.js';

export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 10_000;

export interface RowError extends FieldError {
  row: number;
}

export interface ImportSummary {
  totalCount: number;
  errorCount: number;
  successCount: number;
  msg: string;
  /** Per-row problems, also written to the log file at fileUrl. */
  errors: RowError[];
  /** The error log (an .xlsx only the importer may download), under the API base. */
  fileUrl: string;
  fileName: string;
}

/** A key for within-file uniqueness of one unique key's values. */
function keyOf(keys: string[], values: Row): string | undefined {
  const parts = keys.map((k) => values[k]);
  if (parts.some((p) => p === null || p === undefined)) return undefined;
  return JSON.stringify(parts.map((p) => (Array.isArray(p) ? p.join(',') : p)));
}

/**
 * Handles one import request.
 *
 * @example
 * app.post('/biz/case/importExcel', { config: { permission: 'biz:case:import' } }, (req, reply) => importExcel(model, req, reply));
 */
export async function importExcel(model: CompiledModel, request: FastifyRequest, reply: FastifyReply) {
  const user = currentUser(request);
  const scope = Scope.of(request, model);
  const { registry } = scope;
  const { files, importValid } = await readImportParts(request);
  if (files.length === 0) throw fail(request.t('importNoFile'), 400, 400);
  const lang = request.lang;
  const good: Row[] = [];
  const errors: (RowError & { text: string })[] = [];
  let total = 0;
  const seen = model.uniqueKeys.map(() => new Set<string>());
  const rowCheck = registry.rowCheck(model.name);
  for (const file of files) {
    let rows;
    try {
      rows = await readWorkbook(registry, model, file.data);
    } catch (err) {
      if (err instanceof BadWorkbookError) throw fail(request.t('importBadFile'), 400, 400);
      throw err;
    }
    total += rows.length;
    if (total > IMPORT_MAX_ROWS)
      throw fail(request.t('importTooManyRows', { limit: IMPORT_MAX_ROWS }), 400, 400);
    for (const { row, values: raw } of rows) {
      const shape = checkShape(model, raw, 'add', lang);
      let rowErrors = [...scope.refuseHidden(raw), ...shape.errors];
      if (rowErrors.length === 0) rowErrors = scope.refuseUnwritable(shape.values, undefined);
      if (rowErrors.length === 0) rowErrors = await checkAgainstDatabase(scope, shape.values, undefined);
      if (rowErrors.length === 0 && rowCheck) rowErrors = await rowCheck(request, shape.values);
      model.uniqueKeys.forEach((keys, i) => {
        const key = keyOf(keys, shape.values);
        if (key === undefined) return;
        if (seen[i]!.has(key)) {
          const field = keys[keys.length - 1]!;
          rowErrors = [...rowErrors, { field, message: message(lang, 'crudDuplicate', { field }) }];
        } else seen[i]!.add(key);
      });
      if (rowErrors.length === 0) good.push(shape.values);
      for (const e of rowErrors) {
        const said = labelledMessage(model, e, lang);
        const text = message(lang, 'importRow', { row, text: said });
        errors.push({ row, field: e.field, message: text, text: said });
      }
    }
  }
  if (total === 0) throw fail(request.t('importNoRows'), 400, 400);
  const badRows = new Set(errors.map((e) => e.row)).size;
  if (badRows === 0) {
    await insertMany(scope, good);
    const text = request.t('importAllOk', { count: total });
    return ok(text, text);
  }
  const imported = importValid ? await insertMany(scope, good) : 0;
  const log = await writeImportLog(
    registry.db,
    request.server.config.dataDir,
    model,
    errors.map((e) => ({ row: e.row, field: e.field, message: e.text })),
    lang,
    user.id,
  );
  const summary: ImportSummary = {
    totalCount: total,
    errorCount: badRows,
    successCount: imported,
    msg: errors.map((e) => e.message).join('\n'),
    // Rows are structured, so each message says what is wrong without repeating its row (msg has both).
    errors: errors.map(({ row, field, text }) => ({ row, field, message: text })),
    ...log,
  };
  if (importValid) {
    return reply.send({
      success: true,
      message: request.t('importPartial'),
      code: 201,
      result: summary,
      timestamp: Date.now(),
    });
  }
  return reply.code(400).send({
    success: false,
    message: request.t('importFailed', { count: badRows }),
    code: 400,
    result: summary,
    timestamp: Date.now(),
  });
}
