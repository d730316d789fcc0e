// The add or edit of a hand route that checks more than its model can say (a message template's
// variables against its sample, the admin role keeping its code, a fill rule's reset period) and then
// takes the generated write (crud/routes.ts writeModel), answering as the generated routes do.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CompiledModel } from '../crud/model.js';
import { readRow } from '../crud/read.js';
import { sendFieldErrors, writeModel, type WriteAnswers } from '../crud/routes.js';
import { Scope } from '../crud/scope.js';
import type { FieldError, Row, WriteMode } from '../crud/types.js';
import { nulFields, objectBody } from './sys/roles-params.js';

export interface CheckedWriteOptions extends WriteAnswers {
  /**
   * Refusals of the route's own, given the body and, on edit, the stored row (null when there is none:
   * the write then answers not found). None: the write goes ahead.
   */
  check?: (body: Row, stored: Row | null) => FieldError[] | Promise<FieldError[]>;
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
  const id = body[model.pk.name];
  const stored =
    mode === 'edit' && typeof id === 'string' ? await readRow(Scope.of(request, model), id) : null;
  const problems = (await options.check?.(body, stored)) ?? [];
  if (problems.length > 0) return sendFieldErrors(reply, problems);
  return writeModel(model, request, reply, mode, body, options);
}
