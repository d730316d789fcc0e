// A stored report for one reader: the row by code, the model it reads (which the reader must be allowed
// to list) and its definition checked against the reader's own scope, so a property the reader may not
// see is refused by name even when the definer could.
import type { FastifyRequest } from 'fastify';
import type { CompiledModel } from '../../crud/model.js';
import { Scope } from '../../crud/scope.js';
import type { FieldError } from '../../crud/types.js';
import { fail } from '../../lib/envelope.js';
import { currentUser } from '../../plugins/auth.js';
import { checkDefinition } from './definition.js';
import type { ReportDefinition } from './types.js';

export const REPORT_MODEL = 'sys_report';
const CODE = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

export interface LoadedReport {
  code: string;
  name: string;
  model: CompiledModel;
  scope: Scope;
  definition: ReportDefinition;
}

/**
 * The model named `name` if the caller may list it (its list code, or any signed-in user for models
 * read by all); a model the caller may not read is answered like a missing one.
 */
export function readableModel(request: FastifyRequest, name: unknown): CompiledModel | undefined {
  const model = typeof name === 'string' ? request.server.models.models.get(name) : undefined;
  const code = model?.readPermission;
  if (!model || !code) return undefined;
  return code === 'authenticated' || currentUser(request).perms.has(code) ? model : undefined;
}

/** The definition checked as the caller: the definition or the errors naming its paths. */
export function checkAs(request: FastifyRequest, model: CompiledModel, text: unknown) {
  const scope = Scope.of(request, model);
  const checked = checkDefinition(text, model, scope.hidden, (key, field) => request.t(key, { field }));
  return { scope, checked };
}

/**
 * The report `code` as the caller may read it; throws 404 (no such report), 403 (its model is not
 * theirs to read), or returns errors naming the definition paths they may not read.
 */
export async function loadReport(
  request: FastifyRequest,
  code: string,
): Promise<LoadedReport | { errors: FieldError[] }> {
  if (!CODE.test(code)) throw fail(request.t('rpNotFound'), 404, 404);
  const reports = request.server.models.models.get(REPORT_MODEL)!;
  // The definition row is read whoever asks: access is decided by the model the report reads.
  const row = await Scope.of(request, reports)
    .whole()
    .select()
    .select(['code', 'name', 'model', 'definition'])
    .where('code', '=', code)
    .executeTakeFirst();
  if (!row) throw fail(request.t('rpNotFound'), 404, 404);
  const model = readableModel(request, row.model);
  if (!model) throw fail(request.t('noPermission'), 403, 403);
  const { scope, checked } = checkAs(request, model, row.definition);
  if ('errors' in checked) return checked;
  return { code, name: String(row.name), model, scope, definition: checked.definition };
}
