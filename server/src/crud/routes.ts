// The generated API of every model with `x-api`: `<basePath>/list|add|edit|delete|deleteBatch|
// queryById|exportXls|importExcel` (api-contract §2.4), each declaring the button code it needs
// (`<prefix>:list|add|edit|delete|export|import`), which the auth plugin enforces on the server.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { sql, type SqlBool } from 'kysely';
import { fail, ok } from '../lib/envelope.js';
import { currentUser } from '../plugins/auth.js';
import { exportWorkbook, XLSX_TYPE } from './excel.js';
import { hiddenFields, hiddenWrites, withoutHidden } from './field-access.js';
import { registerExtraRoutes } from './extra-routes.js';
import { importExcel, IMPORT_MAX_BYTES } from './import.js';
import { allRecords, listPage } from './list.js';
import { modelLabel, operationsOf, type CompiledModel } from './model.js';
import { parseListQuery } from './query.js';
import { addLabels, toRecord } from './records.js';
import { attachChildren } from './relations.js';
import type { ModelRegistry, Row } from './registry.js';
import { checkAgainstDatabase, checkShape, type FieldError } from './validate-write.js';
import { deleteRecords, insertRecord, isUniqueViolation, readRow, updateRecord } from './write.js';

type Query = Record<string, string | string[] | undefined>;
const MAX_IDS = 1000;

/**
 * A 400 naming every bad field, with the list in `result.errors` for forms.
 *
 * @example
 * return sendFieldErrors(reply, [{ field: 'title', message: 'title: 必填' }]);
 */
export function sendFieldErrors(reply: FastifyReply, errors: readonly FieldError[]): FastifyReply {
  return reply.code(400).send({
    success: false,
    message: errors.map((e) => e.message).join('; '),
    code: 400,
    result: { errors },
    timestamp: Date.now(),
  });
}

function single(request: FastifyRequest, name: string): string {
  const raw = (request.query as Query)[name];
  const value = (Array.isArray(raw) ? raw[raw.length - 1] : raw)?.trim();
  if (!value) throw fail(request.t('fieldRequired', { field: name }), 400, 400);
  return value;
}

function idList(request: FastifyRequest, name: string): string[] {
  const ids = [
    ...new Set(
      single(request, name)
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  if (ids.length === 0) throw fail(request.t('fieldRequired', { field: name }), 400, 400);
  if (ids.length > MAX_IDS) throw fail(request.t('fieldInvalid', { field: name }), 400, 400);
  return ids;
}

function isBody(body: unknown): body is Row {
  return typeof body === 'object' && body !== null && !Array.isArray(body);
}

async function write(
  registry: ModelRegistry,
  model: CompiledModel,
  request: FastifyRequest,
  reply: FastifyReply,
  mode: 'add' | 'edit',
) {
  const user = currentUser(request);
  if (!isBody(request.body)) throw fail(request.t('crudBodyObject'), 400, 400);
  const forbidden = hiddenWrites(model, request.body, hiddenFields(model, user.perms), request.lang);
  if (forbidden.length > 0) return sendFieldErrors(reply, forbidden);
  const { values, errors } = checkShape(model, request.body, mode, request.lang);
  if (errors.length > 0) return sendFieldErrors(reply, errors);
  const id = mode === 'edit' ? String(values[model.pk.name]) : undefined;
  const current = id === undefined ? undefined : await readRow(registry.dyn, model, id);
  if (current === null) throw fail(request.t('crudNotFound'));
  delete values[model.pk.name];
  const dbErrors = await checkAgainstDatabase(registry, model, values, current, request.lang);
  if (dbErrors.length > 0) return sendFieldErrors(reply, dbErrors);
  try {
    const record =
      id === undefined
        ? await insertRecord(registry, model, values, user.username)
        : await updateRecord(registry, model, id, values, user.username);
    if (!record) throw fail(request.t('crudNotFound'));
    registry.evict(model);
    return ok(record, request.t(mode === 'add' ? 'crudAdded' : 'crudEdited'));
  } catch (err) {
    // A concurrent write won the race between the uniqueness check and the insert.
    if (isUniqueViolation(err)) throw fail(request.t('crudDuplicateKey'), 400, 400);
    throw err;
  }
}

/** One generated route of a model: where it answers, the code it demands, and what it does. */
export interface ModelOperation {
  methods: ('GET' | 'POST' | 'PUT' | 'DELETE')[];
  /** `<basePath>/<operation>`, without the API base. */
  url: string;
  /** The button code, or 'authenticated'. */
  permission: string;
  bodyLimit?: number;
  handler: (request: FastifyRequest, reply: FastifyReply) => unknown;
}

/**
 * The generated routes of one model, as data: registered as Fastify routes for the models known at
 * start, dispatched at run time for models saved by the online designer (online/live-routes.ts).
 *
 * @example
 * modelOperations(registry, caseModel).map((op) => op.url); // ['/biz/case/list', …]
 */
export function modelOperations(registry: ModelRegistry, model: CompiledModel): ModelOperation[] {
  const base = model.schema['x-api']!.basePath;
  const codes = model.codes!;
  const read = model.readPermission!;
  const ops = new Set(operationsOf(model));
  const out: ModelOperation[] = [];

  if (ops.has('list')) {
    out.push({
      methods: ['GET'],
      url: `${base}/list`,
      permission: read,
      handler: async (request) => {
        const query = parseListQuery(model, request.query as Query, (key, params) => request.t(key, params));
        const page = await listPage(registry, model, query);
        await addLabels(registry, model, page.records, request.lang);
        withoutHidden(page.records, hiddenFields(model, currentUser(request).perms));
        return ok(page);
      },
    });
  }
  if (ops.has('queryById')) {
    out.push({
      methods: ['GET'],
      url: `${base}/queryById`,
      permission: read,
      handler: async (request) => {
        const row = await readRow(registry.dyn, model, single(request, 'id'));
        if (!row) throw fail(request.t('crudNotFound'));
        const { perms } = currentUser(request);
        const [record] = await addLabels(registry, model, [toRecord(model, row)], request.lang);
        await attachChildren(registry, model, record, request.lang, perms);
        return ok(withoutHidden([record!], hiddenFields(model, perms))[0]);
      },
    });
  }
  if (ops.has('add')) {
    out.push({
      methods: ['POST'],
      url: `${base}/add`,
      permission: codes.add,
      handler: (request, reply) => write(registry, model, request, reply, 'add'),
    });
  }
  if (ops.has('edit')) {
    out.push({
      methods: ['PUT', 'POST'],
      url: `${base}/edit`,
      permission: codes.edit,
      handler: (request, reply) => write(registry, model, request, reply, 'edit'),
    });
  }
  const remove = async (request: FastifyRequest, ids: string[], batch: boolean) => {
    const outcome = await deleteRecords(registry, model, ids, currentUser(request).username);
    if (outcome.blockedBy) {
      throw fail(request.t('crudReferenced', { model: modelLabel(outcome.blockedBy, request.lang) }));
    }
    if (outcome.deleted === 0) throw fail(request.t('crudNotFound'));
    registry.evict(model);
    return ok(null, request.t(batch ? 'crudBatchDeleted' : 'crudDeleted'));
  };
  if (ops.has('delete')) {
    out.push({
      methods: ['DELETE'],
      url: `${base}/delete`,
      permission: codes.delete,
      handler: (request) => remove(request, [single(request, 'id')], false),
    });
  }
  if (ops.has('deleteBatch')) {
    out.push({
      methods: ['DELETE'],
      url: `${base}/deleteBatch`,
      permission: codes.delete,
      handler: (request) => remove(request, idList(request, 'ids'), true),
    });
  }
  if (ops.has('exportXls')) {
    out.push({
      methods: ['GET'],
      url: `${base}/exportXls`,
      permission: codes.export,
      handler: (request, reply) => exportXls(registry, model, request, reply),
    });
  }
  if (ops.has('importExcel')) {
    out.push({
      methods: ['POST'],
      url: `${base}/importExcel`,
      permission: codes.import,
      bodyLimit: IMPORT_MAX_BYTES,
      handler: (request, reply) => importExcel(registry, model, request, reply),
    });
  }
  return out;
}

function exportXls(
  registry: ModelRegistry,
  model: CompiledModel,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const user = currentUser(request);
  const query = parseListQuery(model, request.query as Query, (key, params) => request.t(key, params));
  const selections = (request.query as Query).selections;
  const extra = [];
  if (typeof selections === 'string' && selections.trim() !== '') {
    const ids = idList(request, 'selections');
    extra.push(sql<SqlBool>`${sql.ref(model.pk.column)} in (${sql.join(ids)})`);
  }
  const name = modelLabel(model, request.lang);
  const stream = exportWorkbook(registry, model, {
    lang: request.lang,
    exportedBy: user.realname ?? user.username,
    batches: allRecords(registry, model, query, extra),
    hidden: hiddenFields(model, user.perms),
  });
  return reply
    .type(XLSX_TYPE)
    .header(
      'content-disposition',
      `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}.xlsx`,
    )
    .send(stream);
}

function registerModel(app: FastifyInstance, registry: ModelRegistry, model: CompiledModel): void {
  for (const op of modelOperations(registry, model)) {
    app.route({
      method: op.methods,
      url: op.url,
      config: { permission: op.permission },
      ...(op.bodyLimit ? { bodyLimit: op.bodyLimit } : {}),
      handler: op.handler,
    });
  }
}

/**
 * Registers every model's routes and the shared helpers (duplicate check, rule check, dictionary
 * cache refresh, record versions). Runs under the API base.
 */
const crudRoutes: FastifyPluginAsync = async (app) => {
  // Scoped to these routes; other plugins register their own multipart limits.
  await app.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 5, fields: 10, parts: 15 } });
  const registry = app.models;
  // Models saved by the online designer answer through the live dispatcher instead (no restart).
  for (const model of registry.models.values())
    if (model.codes && !registry.isStored(model.name)) registerModel(app, registry, model);
  registerExtraRoutes(app, registry);
};

export default crudRoutes;
