// CAS single sign-on (SPEC §7), public:
// - GET /cas/client/validateLogin?ticket=&service= — a service ticket for our token; the answer is that
//   of POST /sys/login. JeecgBoot 2.4+ clients call it under /sys/cas/client/validateLogin; both paths
//   are served. CAS server unreachable or slow → HTTP 503 with a message (an outage, not bad input).
// - POST /cas/client/logout (and /sys/cas/client/logout), form field logoutRequest — the CAS server's
//   single-logout callback (register this URL as the service's logout URL at the CAS server); ends the
//   session the named ticket started. Unknown tickets are acknowledged too: the CAS server only needs a 200.
// Without CAS_SERVER_URL both answer 404 "CAS is not configured".
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { fail, ok } from '../../lib/envelope.js';
import { readLogoutTicket } from '../../services/cas-xml.js';
import { casLogin } from '../../services/cas-login.js';
import { endCasSession } from '../../services/cas-sessions.js';
import { requestOrigin, writeSignOutLog } from '../../services/login-log.js';

interface ValidateQuery {
  ticket: string;
  service: string;
}

interface LogoutBody {
  logoutRequest: string;
}

/** CAS tickets are at most 256 characters (CAS protocol §3.7); service URLs are bounded like any URL. */
const querySchema = {
  type: 'object',
  required: ['ticket', 'service'],
  properties: {
    ticket: { type: 'string', minLength: 1, maxLength: 256 },
    service: { type: 'string', minLength: 1, maxLength: 2048 },
  },
} as const;

const MAX_LOGOUT_BYTES = 64 * 1024;

const logoutSchema = {
  type: 'object',
  required: ['logoutRequest'],
  properties: { logoutRequest: { type: 'string', minLength: 1, maxLength: MAX_LOGOUT_BYTES } },
} as const;

const casClientRoutes: FastifyPluginAsync = async (app) => {
  // The CAS server posts the logout request as a form; the parser is scoped to this plugin's routes.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: MAX_LOGOUT_BYTES * 2 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const casConfig = (request: FastifyRequest) => {
    const cas = app.config.cas;
    if (!cas) throw fail(request.t('casNotConfigured'), 404, 404);
    return cas;
  };

  for (const prefix of ['', '/sys']) {
    app.get<{ Querystring: ValidateQuery }>(
      `${prefix}/cas/client/validateLogin`,
      { config: { public: true }, schema: { querystring: querySchema } },
      async (request) => {
        const deps = {
          db: app.db,
          sessions: app.sessions,
          cas: casConfig(request),
          sessionTtlMs: app.config.tokenTtlMs,
          scryptCost: app.config.scryptCost,
        };
        const result = await casLogin(deps, {
          ticket: request.query.ticket,
          service: request.query.service,
          ip: request.ip,
          userAgent: request.headers['user-agent'],
          requestUrl: request.url.split('?')[0]!,
          method: request.method,
          lang: request.lang,
          t: (key, params) => request.t(key, params),
        });
        return ok(result, request.t('loginOk'));
      },
    );

    app.post<{ Body: LogoutBody }>(
      `${prefix}/cas/client/logout`,
      { config: { public: true }, schema: { body: logoutSchema } },
      async (request) => {
        casConfig(request);
        const ticket = readLogoutTicket(request.body.logoutRequest);
        if (!ticket) throw fail(request.t('casLogoutInvalid'), 400, 400);
        const userId = await endCasSession(app.db, app.sessions, ticket);
        if (userId) {
          await writeSignOutLog(
            app.db,
            userId,
            requestOrigin(request),
            (name) => `用户名: ${name},CAS单点登出！`,
          );
        }
        return ok(null, request.t('casLogoutOk'));
      },
    );
  }
};

export default casClientRoutes;
