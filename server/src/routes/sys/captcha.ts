// GET /sys/randomImage/:key (public): a new image captcha for the client's check key, as a data URI.
// GET /sys/loginCaptchaRequired (public): whether sign-in from this address must pass one right now, so
// the login page can show the field before the first attempt ({required}).
import type { FastifyPluginAsync } from 'fastify';
import { fail, ok } from '../../lib/envelope.js';
import { SlidingWindowLimiter } from '../../lib/sliding-window.js';
import { captchaRequired, issueCaptcha } from '../../services/captcha.js';

const paramsSchema = {
  type: 'object',
  required: ['key'],
  properties: { key: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } },
} as const;

/** Images per address per 10 minutes: plenty for people clicking "refresh", little for a flood. */
const IMAGES_PER_WINDOW = 60;
const WINDOW_MS = 10 * 60_000;

const captchaRoutes: FastifyPluginAsync = async (app) => {
  const limiter = new SlidingWindowLimiter(IMAGES_PER_WINDOW, WINDOW_MS);

  app.get<{ Params: { key: string } }>(
    '/sys/randomImage/:key',
    { config: { public: true }, schema: { params: paramsSchema } },
    async (request, reply) => {
      const wait = limiter.take(request.ip);
      if (wait > 0) {
        throw fail(request.t('captchaTooMany'), 429, 429, { 'retry-after': String(Math.ceil(wait / 1000)) });
      }
      reply.header('cache-control', 'no-store');
      return ok(await issueCaptcha(app.db, request.params.key));
    },
  );

  app.get('/sys/loginCaptchaRequired', { config: { public: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const required = await captchaRequired(app.db, app.config.loginCaptcha, { ip: request.ip });
    return ok({ required });
  });
};

export default captchaRoutes;
