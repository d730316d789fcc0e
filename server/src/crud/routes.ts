// The generated API of every model with `x-api`: `<basePath>/list|aggregate|add|edit|delete|deleteBatch|
// queryById|exportXls|importExcel` (api-contract §2.4), each declaring the button code it needs
// (`<prefix>:list|add|edit|delete|export|import`), which the auth plugin enforces on the server.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { sql, type SqlBool } from 'kysely';
import type { MessageKey } from '../i18n/messages.js';
import { fail, ok } from '../lib/envelope.js';
import { currentUser } from '../plugins/auth.js';
import { aggregate } from './aggregate.js';
import { readAggregateParams } from './aggregate-params.js';
import { deleteRecords } from './delete.js';
import { exportWorkbook, XLSX_TYPE } from './excel.js';
import { registerExtraRoutes } from './extra-routes.js';
import { importExcel, IMPORT_MAX_BYTES } from './import.js';
import { addLabels } from './labels.js';
import { allRecords, listPage } from './list.js';
import { modelLabel, operationsOf, type CompiledModel } from './model.js';
import { parseListQuery } from './query.js';
import { readRecord } from './read.js';
import type { ModelRegistry } from './registry.js';
import { Scope } from './scope.js';
import { isUniqueViolation } from './store.js';
import type { FieldError, Row } from './types.js';
import { writeRecord, type WritePrepare } from './write.js';

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

/** How a hand route's write answers where it differs from the generated routes. */
export interface WriteAnswers {
  /** The success message keys of an add and an edit (default `crudAdded`, `crudEdited`). */
  addedMessage?: MessageKey;
  editedMessage?: MessageKey;
  /** The model's own checks and derived properties, after the generated checks (write.ts). */
  prepare?: WritePrepare;
  /** Runs after a successful write, before the answer (a scheduler re-reading its jobs). */
  afterWrite?: () => Promise<void>;
  /** The answer to an edit of a row that does not exist (default HTTP 404 `crudNotFound`). */
  notFound?: (request: FastifyRequest, reply: FastifyReply) => FastifyReply;
}

/**
 * The generated add or edit of a model; hand routes that prepare the body first (data sources encrypt
 * the password) pass the prepared `body`, and may answer in words of their own.
 *
 * @example
 * return writeModel(model, request, reply, 'add', { ...body, dbPassword: sealed });
 */
export async function writeModel(
  model: CompiledModel,
  request: FastifyRequest,
  reply: FastifyReply,
  mode: 'add' | 'edit',
  body: unknown = request.body,
  answers: WriteAnswers = {},
) {
  if (!isBody(body)) throw fail(request.t('crudBodyObject'), 400, 400);
  try {
    const outcome = await writeRecord(Scope.of(request, model), body, mode, answers.prepare);
    if ('errors' in outcome) return sendFieldErrors(reply, outcome.errors);
    if ('notFound' in outcome) {
      if (answers.notFound) return answers.notFound(request, reply);
      throw fail(request.t('crudNotFound'), 404, 404);
    }
    await answers.afterWrite?.();
    const message =
      mode === 'add' ? (answers.addedMessage ?? 'crudAdded') : (answers.editedMessage ?? 'crudEdited');
    return ok(outcome.record, request.t(message));
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
        const scope = Scope.of(request, model);
        const query = parseListQuery(model, request.query as Query, (key, params) => request.t(key, params), {
          hidden: scope.hidden,
        });
        const page = await listPage(scope, query);
        scope.present(await addLabels(scope, page.records));
        return ok(page);
      },
    });
    // Beside every generated list, under its code and over its rows (aggregate.ts).
    out.push({
      methods: ['GET'],
      url: `${base}/aggregate`,
      permission: read,
      handler: async (request) => {
        const scope = Scope.of(request, model);
        const { plan, filters } = readAggregateParams(request, scope);
        const query = parseListQuery(model, filters, (key, params) => request.t(key, params), {
          hidden: scope.hidden,
        });
        return ok(await aggregate(scope, query, plan));
      },
    });
  }
  if (ops.has('queryById')) {
    out.push({
      methods: ['GET'],
      url: `${base}/queryById`,
      permission: read,
      handler: async (request) => {
        const record = await readRecord(Scope.of(request, model), single(request, 'id'));
        if (!record) throw fail(request.t('crudNotFound'), 404, 404);
        return ok(record);
      },
    });
  }
  if (ops.has('add')) {
    out.push({
      methods: ['POST'],
      url: `${base}/add`,
      permission: codes.add,
      handler: (request, reply) => writeModel(model, request, reply, 'add'),
    });
  }
  if (ops.has('edit')) {
    out.push({
      methods: ['PUT', 'POST'],
      url: `${base}/edit`,
      permission: codes.edit,
      handler: (request, reply) => writeModel(model, request, reply, 'edit'),
    });
  }
  const remove = async (request: FastifyRequest, ids: string[], batch: boolean) => {
    const outcome = await deleteRecords(Scope.of(request, model), ids);
    if (outcome.blockedBy) {
      throw fail(request.t('crudReferenced', { model: modelLabel(outcome.blockedBy, request.lang) }));
    }
    if (outcome.deleted === 0) throw fail(request.t('crudNotFound'), 404, 404);
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
      handler: (request, reply) => exportXls(model, request, reply),
    });
  }
  if (ops.has('importExcel')) {
    out.push({
      methods: ['POST'],
      url: `${base}/importExcel`,
      permission: codes.import,
      bodyLimit: IMPORT_MAX_BYTES,
      handler: (request, reply) => importExcel(model, request, reply),
    });
  }
  return out;
}

function exportXls(model: CompiledModel, request: FastifyRequest, reply: FastifyReply) {
  const user = currentUser(request);
  const scope = Scope.of(request, model);
  const query = parseListQuery(model, request.query as Query, (key, params) => request.t(key, params), {
    hidden: scope.hidden,
  });
  const selections = (request.query as Query).selections;
  const extra = [];
  if (typeof selections === 'string' && selections.trim() !== '') {
    const ids = idList(request, 'selections');
    extra.push(sql<SqlBool>`${sql.ref(model.pk.column)} in (${sql.join(ids)})`);
  }
  const name = modelLabel(model, request.lang);
  const stream = exportWorkbook(scope, {
    exportedBy: user.realname ?? user.username,
    batches: allRecords(scope, query, extra),
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
