// Errors in the envelope: whatever a handler or hook throws becomes {success:false, message, code}.
// Validation errors → 400 naming each field; HttpError → its own status; Fastify's client errors keep
// their status; anything else → 500 with a generic message, logged in full but never sent (no stack).
import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { failure, HttpError } from '../lib/envelope.js';
import { validationMessage } from '../i18n/validation.js';

export default fp(
  async (app) => {
    // Sends instead of returning the reply: a returned (thenable) reply would be awaited for nothing.
    app.setErrorHandler((error: FastifyError | HttpError | unknown, request, reply): void => {
      if (error instanceof HttpError) {
        reply.code(error.httpStatus).headers(error.headers).send(failure(error.message, error.code));
        return;
      }
      const fe = error as Partial<FastifyError>;
      if (fe.validation) {
        const text = validationMessage(fe.validation, fe.validationContext, request.lang);
        reply.code(400).send(failure(text, 400));
        return;
      }
      const status = typeof fe.statusCode === 'number' ? fe.statusCode : 500;
      if (status >= 400 && status < 500) {
        // Fastify's own client errors (bad JSON, body too large, unsupported media type) are safe to show.
        reply.code(status).send(failure(fe.message ?? request.t('internalError'), status));
        return;
      }
      request.log.error({ err: error }, 'request failed');
      reply.code(500).send(failure(request.t('internalError'), 500));
    });
  },
  { name: 'envelope', dependencies: ['i18n'] },
);
