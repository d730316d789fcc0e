// GET /metrics: the Prometheus text of this instance's registry (server/src/monitor/registry.ts), at the
// server root where scrapers look for it. Either credential opens it: a scraper's
// `Authorization: Bearer <METRICS_TOKEN>`, or an administrator's X-Access-Token holding monitor:view.
// It is public at the door (the guard knows only X-Access-Token) and checks both here, so the route ×
// role matrix leaves it out and tests/server/monitor-metrics.test.ts covers who gets in.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { MONITOR_PERMS } from '../../../schemas/api/monitor.js';
import { fail } from '../lib/envelope.js';

const digest = (text: string) => createHash('sha256').update(text).digest();

const metricsRoutes: FastifyPluginAsync = async (app) => {
  const token = app.config.metricsToken;
  const expected = token === undefined ? null : digest(token);

  /** Compared as digests in constant time: the answer's timing tells nothing about the token. */
  const bearerMatches = (request: FastifyRequest): boolean => {
    const header = request.headers.authorization;
    if (expected === null || typeof header !== 'string') return false;
    const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
    return match !== null && timingSafeEqual(digest(match[1]!), expected);
  };

  app.get('/metrics', { config: { public: true } }, async (request, reply) => {
    if (!bearerMatches(request)) {
      const accessToken = request.headers['x-access-token'];
      const user =
        typeof accessToken === 'string' && accessToken !== ''
          ? await app.sessions.authenticate(accessToken)
          : null;
      if (!user) throw fail(request.t('metricsUnauthorized'), 401, 401);
      if (!user.perms.has(MONITOR_PERMS.view)) throw fail(request.t('noPermission'), 403, 403);
    }
    const registry = app.monitor.metrics.registry;
    const text = await registry.metrics();
    reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
    return text;
  });
};

export default metricsRoutes;
