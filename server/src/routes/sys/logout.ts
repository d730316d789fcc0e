// GET|POST /sys/logout (public: it reads the token header itself, so an expired token can still log out).
import type { FastifyPluginAsync } from 'fastify';
import { fail, ok } from '../../lib/envelope.js';
import { requestOrigin, writeSignOutLog } from '../../services/login-log.js';

const logoutRoutes: FastifyPluginAsync = async (app) => {
  app.route({
    method: ['GET', 'POST'],
    url: '/sys/logout',
    config: { public: true },
    handler: async (request) => {
      const token = request.headers['x-access-token'];
      if (typeof token !== 'string' || token === '') throw fail(request.t('logoutFailed'));
      const userId = await app.sessions.revoke(token);
      if (!userId) throw fail(request.t('tokenUnknown'));
      await writeSignOutLog(app.db, userId, requestOrigin(request), (name) => `用户名: ${name},退出成功！`);
      return ok(null, request.t('logoutOk'));
    },
  });
};

export default logoutRoutes;
