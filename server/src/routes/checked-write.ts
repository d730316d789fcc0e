// The add or edit of a hand route that checks more than its model can say (a message template's
// variables against its sample, the admin role keeping its code) and then takes the generated write
// pipeline, answering as the generated routes do: field errors as 400, a lost uniqueness race as 400.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readRow } from '../crud/read.js';
import { sendFieldErrors } from '../crud/routes.js';
import { Scope } from '../crud/scope.js';
import { isUniqueViolation } from '../crud/store.js';
import type { FieldError, Row, WriteMode } from '../crud/types.js';
import { writeRecord } from '../crud/write.js';
import type { MessageKey } from '../i18n/messages.js';
import { fail, ok } from '../lib/envelope.js';
import type { CompiledModel } from '../crud/model.js';
import { nulFields, objectBody } from './sys/roles-params.js';

export interface CheckedWriteOptions {
  /**
   * Refusals of the route's own, given the body and, on edit, the stored row (null when there is none:
   * the pipeline then answers not found). None: the write goes ahead.
   */
  check?: (body: Row, stored: Row | null) => FieldError[] | Promise<FieldError[]>;
  /** The success message key of an edit (default `crudEdited`). */
  editedMessage?: MessageKey;
  /** The answer to an edit of a row that does not exist (default HTTP 404 `crudNotFound`). */
  notFound?: (request: FastifyRequest, reply: FastifyReply) => FastifyReply;
}

/**
 * Checks, then writes one record of `model` through the caller's scope.
 *
 * @example
 * app.post('/sys/message/sysMessageTemplate/add', code, (request, reply) =>
 *   checkedWrite(request, reply, model, 'add', { check: (body) => templateProblems(request, body) }));
 */
export async function checkedWrite(
  request: FastifyRequest,
  reply: FastifyReply,
  model: CompiledModel,
  mode: WriteMode,
  options: CheckedWriteOptions = {},
) {
  const body = objectBody(request);
  const nul = nulFields(body);
  if (nul.length > 0)
    return sendFieldErrors(
      reply,
      nul.map((field) => ({ field, message: request.t('fieldNul', { field }) })),
    );
  const scope = Scope.of(request, model);
  const id = body[model.pk.name];
  const stored = mode === 'edit' && typeof id === 'string' ? await readRow(scope, id) : null;
  const problems = (await options.check?.(body, stored)) ?? [];
  if (problems.length > 0) return sendFieldErrors(reply, problems);
  try {
    const outcome = await writeRecord(scope, body, mode);
    if ('errors' in outcome) return sendFieldErrors(reply, outcome.errors);
    if ('notFound' in outcome) {
      if (options.notFound) return options.notFound(request, reply);
      throw fail(request.t('crudNotFound'), 404, 404);
    }
    return ok(
      outcome.record,
      request.t(mode === 'add' ? 'crudAdded' : (options.editedMessage ?? 'crudEdited')),
    );
  } catch (err) {
    // Two writes raced for one unique value past the uniqueness check.
    if (isUniqueViolation(err)) throw fail(request.t('crudDuplicateKey'), 400, 400);
    throw err;
  }
}
