// Redis monitoring (menu modules/monitor/RedisInfo) and the Redis terminal (monitor/RedisTerminal),
// admin-only.
// The terminal runs a command only after redis-command.ts has checked it against the read-only
// allow-list and this deployment's key prefix; refusals are 400s naming the field. Every command, run
// or refused, lands in the operation log through plugins/op-log.ts (a POST of a signed-in user: its
// body, the command line, is the row's parameters, and a refusal's message its content).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  MONITOR_PERMS,
  type RedisCommandRequest,
  type RedisCommandResult,
} from '../../../../schemas/api/monitor.js';
import { fail, ok } from '../../lib/envelope.js';
import { checkCommand } from '../../monitor/redis-command.js';

const BASE = '/sys/monitor/redis';

const commandBody = {
  type: 'object',
  required: ['command'],
  additionalProperties: false,
  properties: { command: { type: 'string', minLength: 1, maxLength: 1000 } },
} as const;

const redisRoutes: FastifyPluginAsync = async (app) => {
  const redis = app.monitorRedis;

  /** Redis down is the dependency's failure, not the caller's: 503 with a message, logged. */
  const unreachable = (request: FastifyRequest, err: unknown) => {
    request.log.warn({ err }, 'monitor: redis request failed');
    return fail(request.t('redisUnreachable'), 503, 503);
  };

  app.get(BASE, { config: { permission: MONITOR_PERMS.view } }, async (request) => {
    try {
      return ok(await redis.info());
    } catch (err) {
      throw unreachable(request, err);
    }
  });

  app.post<{ Body: RedisCommandRequest }>(
    `${BASE}/command`,
    { config: { permission: MONITOR_PERMS.redisTerminal }, schema: { body: commandBody } },
    async (request) => {
      if (!redis.configured) throw fail(request.t('redisNotConfigured'), 400, 400);
      const command = request.body.command.trim();
      const checked = checkCommand(command, redis.prefix);
      if (!checked.ok) throw fail(request.t(checked.key, checked.params), 400, 400);
      let output: string;
      try {
        output = await redis.run(checked.name, checked.args);
      } catch (err) {
        throw unreachable(request, err);
      }
      return ok<RedisCommandResult>({ command, output });
    },
  );
};

export default redisRoutes;
