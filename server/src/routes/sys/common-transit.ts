// GET /sys/common/transitRESTful?url=<our API path>&…: relays a GET to one of our own API routes
// (services/transit-url.ts) by in-process inject — never over the network — with the caller's own
// token, language and address, so the target's access check, rate limits and logs see the caller. The
// target's answer comes back as it is (status, type, body). A url that is not such a path is a 400
// naming `url`.
import type { FastifyPluginAsync } from 'fastify';
import { fail } from '../../lib/envelope.js';
import { AUTHENTICATED } from '../../plugins/auth.js';
import { transitTarget } from '../../services/transit-url.js';

const query = {
  type: 'object',
  required: ['url'],
  properties: { url: { type: 'string', minLength: 1, maxLength: 2000 } },
} as const;

/** Headers of the target's answer that are passed back (its own policy too: a file's sandbox stays). */
const PASSED = ['content-type', 'content-disposition', 'content-security-policy'] as const;

const transitRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { url: string } & Record<string, string | string[] | undefined> }>(
    '/sys/common/transitRESTful',
    { config: { permission: AUTHENTICATED }, schema: { querystring: query } },
    async (request, reply) => {
      const { url, ...extra } = request.query;
      const target = transitTarget(url, app.config.apiBase, extra);
      if (!target) throw fail(request.t('transitBadUrl'), 400, 400);
      const headers: Record<string, string> = { 'x-access-token': String(request.headers['x-access-token']) };
      const language = request.headers['accept-language'];
      if (typeof language === 'string') headers['accept-language'] = language;
      const res = await app.inject({ method: 'GET', url: target, headers, remoteAddress: request.ip });
      for (const name of PASSED) {
        const value = res.headers[name];
        if (typeof value === 'string') reply.header(name, value);
      }
      return reply.code(res.statusCode).send(res.rawPayload);
    },
  );
};

export default transitRoutes;
