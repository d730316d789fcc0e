// A report's source and checked definition for one reader. A report reads a model of the registry (the
// reader must be allowed to list it; its definition is checked against the reader's own scope, so a
// property the reader may not see is refused by name even when the definer could) or a table of a data
// source (external.ts; only holders of onlineReport:list read those: the console's data rules do not
// reach another database). Whoever loads a source closes it (`withSource`).
import type { FastifyRequest } from 'fastify';
import type { CompiledModel } from '../../crud/model.js';
import { Scope } from '../../crud/scope.js';
import type { FieldError } from '../../crud/types.js';
import { fail } from '../../lib/envelope.js';
import { currentUser } from '../../plugins/auth.js';
import { checkDefinition } from './definition.js';
import { openSource, sourceFailure } from './source-db.js';
import { scopeSource, type OpenSource, type ReportSource } from './run.js';

export type { OpenSource };
import type { ReportDefinition } from './types.js';

export const REPORT_MODEL = 'sys_report';
/** Reading a report over a data source needs this code. */
export const SOURCE_READ_CODE = 'onlineReport:list';
const CODE = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

export interface LoadedReport {
  code: string;
  name: string;
  source: OpenSource;
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

/**
 * The source a report reads, opened for the caller: a table of the data source `dbSource` when given,
 * else the registry's model `model`; errors name the field (`model`, `dbSource`).
 *
 * @example
 * const source = await reportSource(request, 'biz_case', null);
 */
export async function reportSource(
  request: FastifyRequest,
  model: unknown,
  dbSource: unknown,
  stored = false,
): Promise<OpenSource | { errors: FieldError[] }> {
  if (typeof dbSource === 'string' && dbSource !== '') {
    if (!currentUser(request).perms.has(SOURCE_READ_CODE)) throw fail(request.t('noPermission'), 403, 403);
    return openSource(request, dbSource, model);
  }
  const found = readableModel(request, model);
  // A stored report over a model the reader may not list is forbidden; a draft names the field.
  if (!found && stored) throw fail(request.t('noPermission'), 403, 403);
  if (!found) return { errors: [{ field: 'model', message: request.t('rpModel') }] };
  return { ...scopeSource(Scope.of(request, found)), close: async () => undefined };
}

/** The definition checked against a source as its reader sees it. */
export function checkOn(request: FastifyRequest, source: ReportSource, text: unknown) {
  return checkDefinition(text, source.model, source.hidden, (key, field) => request.t(key, { field }));
}

/**
 * Runs `use` with the source and checked definition of a draft or stored report, and closes the source
 * however `use` ends; errors (the draft's or the source's) come back instead.
 *
 * @example
 * await withSource(request, { model, dbSource, definition }, async (source, definition) => …);
 */
export async function withSource<T>(
  request: FastifyRequest,
  draft: { model: unknown; dbSource: unknown; definition: unknown; stored?: boolean },
  use: (source: OpenSource, definition: ReportDefinition) => Promise<T>,
): Promise<T | { errors: FieldError[] }> {
  const source = await reportSource(request, draft.model, draft.dbSource, draft.stored);
  if ('errors' in source) return source;
  try {
    const checked = checkOn(request, source, draft.definition);
    if ('errors' in checked) return checked;
    return await use(source, checked.definition);
  } catch (error) {
    // Another database refusing or timing out is an answer about the data source, not a server error.
    if (source.external) return { errors: sourceFailure(request, error) };
    throw error;
  } finally {
    await source.close();
  }
}

/**
 * The stored report `code` (404 when none), to be read with `withSource`; the definition row is read
 * whoever asks: access is decided by what the report reads.
 *
 * @example
 * const row = await reportRow(request, 'caseStatusSummary');
 */
export async function reportRow(request: FastifyRequest, code: string) {
  if (!CODE.test(code)) throw fail(request.t('rpNotFound'), 404, 404);
  const reports = request.server.models.models.get(REPORT_MODEL)!;
  const row = await Scope.of(request, reports)
    .whole()
    .select()
    .select(['code', 'name', 'model', 'db_source', 'definition'])
    .where('code', '=', code)
    .executeTakeFirst();
  if (!row) throw fail(request.t('rpNotFound'), 404, 404);
  return {
    code,
    name: String(row.name),
    draft: { model: row.model, dbSource: row.db_source, definition: row.definition, stored: true },
  };
}
