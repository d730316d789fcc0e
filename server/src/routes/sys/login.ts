// POST /sys/login (public). The decision itself lives in services/login.ts.
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope.js';
import { SlidingWindowLimiter } from '../../lib/sliding-window.js';
import { login } from '../../services/login.js';

interface LoginBody {
  username: string;
  password: string;
  captcha?: string;
  checkKey?: string | number;
  remember_me?: boolean | string | number;
}

const bodySchema = {
  type: 'object',
  required: ['username', 'password'],
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 100 },
    password: { type: 'string', minLength: 1, maxLength: 128 },
    // Accepted for JeecgBoot clients; this product has no captcha.
    captcha: { type: 'string', maxLength: 64 },
    checkKey: { type: ['string', 'number'] },
    remember_me: { type: ['boolean', 'string', 'number'] },
  },
} as const;

const loginRoutes: FastifyPluginAsync = async (app) => {
  // One limiter per app instance: attempts per client address, counted before any hashing.
  const limiter = new SlidingWindowLimiter(app.config.loginRateLimit.max, app.config.loginRateLimit.windowMs);

  app.post<{ Body: LoginBody }>(
    '/sys/login',
    { config: { public: true }, schema: { body: bodySchema } },
    async (request) => {
      const result = await login(
        { db: app.db, sessions: app.sessions, limiter, scryptCost: app.config.scryptCost },
        {
          username: request.body.username,
          password: request.body.password,
          ip: request.ip,
          userAgent: request.headers['user-agent'],
          requestUrl: request.url,
          method: request.method,
          t: (key) => request.t(key),
        },
      );
      return ok(result, request.t('loginOk'));
    },
  );
};

export default loginRoutes;
