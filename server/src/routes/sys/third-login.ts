// Third-party sign-in (OpenID Connect / OAuth 2.0, issue 17), public:
// - GET /sys/thirdLogin/providers: the enabled providers' codes and names, for the login page's buttons;
// - GET /sys/thirdLogin/render/{code} (and JeecgBoot's /sys/thirdLogin/oauth2/{code}/login)
//   ?redirect=<login page>: 302 to the provider; the redirect must be on an OIDC_CLIENT_URL's origin;
// - GET /sys/thirdLogin/{code}/callback: the provider's redirect URI; 302 back to the login page with a
//   one-time id or a refusal's message (services/third-login.ts);
// - GET /sys/thirdLogin/getLoginUser/{id}/{thirdType}, /sys/thirdLogin/getLoginUser/{id} and SPEC's
//   /thirdLogin/getLoginUser/{id}: the id, once and within 60 s, for the login result of /sys/login.
//   Unlike JeecgBoot, the id is a random single-use value looked up by its hash, not a token to decode.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { fail, ok } from '../../lib/envelope.js';
import { allowedRedirect, finishFlow, startFlow, withParams } from '../../services/third-login.js';
import { ProviderUnavailableError } from '../../services/third-oidc.js';
import { findProvider, publicProviders } from '../../services/third-providers.js';
import { redeemLogin } from '../../services/third-redeem.js';
import { ID_SCHEMA, codeParams, redeemRequest, thirdDeps } from './third-params.js';

/** An authorization response is a few hundred characters; a longer query is not one. */
const MAX_CALLBACK_QUERY = 8192;

type RenderRequest = FastifyRequest<{ Params: { code: string }; Querystring: { redirect?: string } }>;

const thirdLoginRoutes: FastifyPluginAsync = async (app) => {
  app.get('/sys/thirdLogin/providers', { config: { public: true } }, async (request) =>
    ok(app.config.thirdLogin ? await publicProviders(app.db, request.lang) : []),
  );

  const render = async (request: RenderRequest) => {
    const deps = thirdDeps(app, request);
    const back = allowedRedirect(deps.settings, request.query.redirect);
    if (!back) throw fail(request.t('thirdRedirectNotAllowed'), 400, 400);
    const provider = await findProvider(app.db, { code: request.params.code });
    if (!provider || provider.enabled !== 1) {
      return withParams(back, {
        thirdError: request.t('thirdProviderUnknown'),
        thirdType: request.params.code,
      });
    }
    try {
      return await startFlow(deps, provider, back, null);
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError)) throw error;
      request.log.warn({ err: error, provider: provider.code }, 'third-party provider unavailable');
      return withParams(back, { thirdError: request.t('thirdUnavailable'), thirdType: provider.code });
    }
  };
  const renderSchema = {
    params: codeParams,
    querystring: { type: 'object', properties: { redirect: { type: 'string', maxLength: 2048 } } },
  } as const;
  for (const path of ['/sys/thirdLogin/render/:code', '/sys/thirdLogin/oauth2/:code/login']) {
    app.get<{ Params: { code: string }; Querystring: { redirect?: string } }>(
      path,
      { config: { public: true }, schema: renderSchema },
      async (request, reply) => reply.redirect(await render(request), 302),
    );
  }

  app.get<{ Params: { code: string } }>(
    '/sys/thirdLogin/:code/callback',
    { config: { public: true }, schema: { params: codeParams } },
    async (request, reply) => {
      const deps = thirdDeps(app, request);
      const rawQuery = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
      const target = await finishFlow(deps, {
        code: request.params.code,
        rawQuery: rawQuery.length > MAX_CALLBACK_QUERY ? '' : rawQuery,
        origin: redeemRequest(request),
        t: (key, params) => request.t(key, params),
      });
      return reply.redirect(target, 302);
    },
  );

  const redeemSchema = {
    type: 'object',
    required: ['id'],
    properties: { id: ID_SCHEMA, thirdType: { type: 'string', maxLength: 32 } },
  } as const;
  for (const path of [
    '/sys/thirdLogin/getLoginUser/:id/:thirdType',
    '/sys/thirdLogin/getLoginUser/:id',
    '/thirdLogin/getLoginUser/:id',
  ]) {
    app.get<{ Params: { id: string; thirdType?: string } }>(
      path,
      { config: { public: true }, schema: { params: redeemSchema } },
      async (request) => {
        const { id, thirdType } = request.params;
        const deps = { db: app.db, sessions: app.sessions };
        return ok(await redeemLogin(deps, id, thirdType, redeemRequest(request)), request.t('loginOk'));
      },
    );
  }
};

export default thirdLoginRoutes;
