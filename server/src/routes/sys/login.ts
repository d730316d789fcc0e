// POST /sys/login (public). The decision itself lives in services/login.ts. A refusal tells the client
// whether the next attempt needs the image captcha: result {captchaRequired: true}.
import type { FastifyPluginAsync } from 'fastify';
import { failure, HttpError, ok } from '../../lib/envelope.js';
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
    // Needed when LOGIN_CAPTCHA asks for it (services/captcha.ts); JeecgBoot clients send a numeric key.
    captcha: { type: 'string', maxLength: 16 },
    checkKey: { type: ['string', 'number'], maxLength: 64 },
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
      const { loginCaptcha: captchaMode, scryptCost } = app.config;
      const deps = { db: app.db, sessions: app.sessions, limiter, scryptCost, captchaMode };
      const { checkKey } = request.body;
      const result = await login(deps, {
        username: request.body.username,
        password: request.body.password,
        captcha: request.body.captcha,
        checkKey: checkKey === undefined ? undefined : String(checkKey),
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        requestUrl: request.url,
        method: request.method,
        lang: request.lang,
        t: (key) => request.t(key),
      }).catch((err: unknown) => {
        // Business refusals (HTTP 200) make the next attempt ask for the captcha unless it is off.
        if (!(err instanceof HttpError) || err.httpStatus !== 200 || captchaMode === 'off') throw err;
        return { ...failure(err.message, err.code), result: { captchaRequired: true } };
      });
      return 'success' in result ? result : ok(result, request.t('loginOk'));
    },
  );
};

export default loginRoutes;
