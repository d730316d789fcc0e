// The operation log: every non-GET API request of a signed-in user becomes a sys_log row (log_type 2)
// with its route, redacted parameters, duration and outcome. The row is built after the response has
// gone out (onResponse) and queued (services/op-log-queue.ts), so the request never waits for it.
// Requests whose service already logged the operation in its own transaction (writeOpLog) are left
// out unless they failed (their transaction, and so its row, was rolled back).
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { OpLogQueue, type OpLogQueueOptions } from '../services/op-log-queue.js';
import { opLogRow, operateTypeOf, requestFacts, wasLogged } from '../services/op-log-row.js';

declare module 'fastify' {
  interface FastifyInstance {
    opLog: OpLogQueue;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The envelope's verdict, seen before serialization (a refusal may come with HTTP 200). */
const outcomes = new WeakMap<FastifyRequest, { success: boolean; message: string }>();

const logged = (request: FastifyRequest): boolean =>
  !READS.has(request.method) && request.user !== null && request.user !== undefined;

export default fp<{ queue?: Partial<OpLogQueueOptions> }>(
  async (app, opts) => {
    const queue = new OpLogQueue(app.db, app.log, opts.queue);
    app.decorate('opLog', queue);
    app.addHook('onClose', async () => queue.close());

    // Callback hooks, not async ones: they run on every request, reads included, and an async hook
    // costs a promise and a microtask each time (plugins/monitor.ts does the same).
    app.addHook('preSerialization', (request, _reply, payload, done) => {
      if (logged(request) && payload !== null && typeof payload === 'object') {
        const { success, message } = payload as { success?: unknown; message?: unknown };
        outcomes.set(request, {
          success: success !== false,
          message: typeof message === 'string' ? message : '',
        });
      }
      done(null, payload);
    });

    const record = (request: FastifyRequest, reply: FastifyReply): void => {
      const outcome = outcomes.get(request);
      const failed = reply.statusCode >= 400 || outcome?.success === false;
      // A failed request's transaction (and its writeOpLog row) was rolled back: log the attempt here.
      if (wasLogged(request) && !failed) return;
      const user = request.user!;
      const facts = requestFacts(request);
      const route = request.routeOptions.url ?? null;
      const summary = `${request.method} ${route ?? facts.path}`;
      queue.push(
        opLogRow({
          content: failed ? `${summary} → ${outcome?.message ?? reply.statusCode}` : summary,
          operateType: operateTypeOf(facts.path),
          actor: user,
          ip: request.ip,
          method: request.method,
          route,
          path: facts.path,
          params: facts.params,
          userAgent: facts.userAgent,
          costMs: Math.round(reply.elapsedTime),
          status: reply.statusCode,
        }),
      );
    };
    app.addHook('onResponse', (request, reply, done) => {
      if (logged(request)) record(request, reply);
      done();
    });
  },
  { name: 'op-log', dependencies: ['auth'] },
);
