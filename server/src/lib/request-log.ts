// The request log in one line per request. Fastify's default writes two at level info, "incoming request"
// (method, url, host, client address) and "request completed" (status, responseTime), joined by reqId;
// each line is a pino serialization and a write to the log's file descriptor. This writes the same facts
// once, when the response is done: the request's serialized form, the status and the time taken.
// Trade-off: a request that never finishes leaves no line (Fastify's `requestTimeout` and the socket's
// close end every request, and an aborted one is logged through the response's `error` event).
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const facts = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...facts, err: error }, 'request errored');
    else reply.log.info(facts, 'request completed');
  }
}
