// GET /sys/log/mine?limit=: the caller's own recent operations (schemas/api/my-log.ts), for any
// signed-in user; the sys_log list itself stays under `log:list` (administrators).
import type { FastifyPluginAsync } from 'fastify';
import { MY_LOG_LIMITS } from '../../../../schemas/api/my-log.js';
import { fail, ok } from '../../lib/envelope.js';
import { AUTHENTICATED, currentUser } from '../../plugins/auth.js';
import { myOperations } from '../../services/my-log.js';

/** `limit` as plain digits within 1..max (read by hand: a schema's number coercion lets `Infinity` in). */
function limitOf(raw: string | undefined): number | undefined {
  if (raw === undefined || raw === '') return MY_LOG_LIMITS.defaultLimit;
  const n = /^\d{1,3}$/.test(raw) ? Number(raw) : 0;
  return n >= 1 && n <= MY_LOG_LIMITS.maxLimit ? n : undefined;
}

const myLogRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { limit?: string } }>(
    '/sys/log/mine',
    { config: { permission: AUTHENTICATED } },
    async (request) => {
      const limit = limitOf(request.query.limit);
      if (limit === undefined) {
        const params = { field: 'limit', min: '1', max: String(MY_LOG_LIMITS.maxLimit) };
        throw fail(request.t('crudIntRange', params), 400, 400);
      }
      return ok(
        await myOperations(app.db, app.models.dicts, currentUser(request).username, limit, request.lang),
      );
    },
  );
};

export default myLogRoutes;
