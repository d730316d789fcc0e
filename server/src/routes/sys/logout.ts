// GET|POST /sys/logout (public: it reads the token header itself, so an expired token can still log out).
import type { FastifyPluginAsync } from 'fastify';
import { fail, ok } from '../../lib/envelope.js';
import { writeLoginLog } from '../../services/login-log.js';
import { findUserById } from '../../services/users.js';

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
      const user = await findUserById(app.db, userId);
      if (user) {
        await writeLoginLog(app.db, {
          content: `用户名: ${user.username},退出成功！`,
          account: user.username,
          realname: user.realname,
          ip: request.ip,
          requestUrl: request.url,
          method: request.method,
          userAgent: request.headers['user-agent'],
        });
      }
      return ok(null, request.t('logoutOk'));
    },
  });
};

export default logoutRoutes;
