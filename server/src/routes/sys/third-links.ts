// The account settings' "binding" section (issue 17), for the signed-in user:
// - GET /sys/thirdLogin/bindings: my links ({providerCode, providerName, realname, avatar, createTime})
//   and the enabled providers I could link ({code, name});
// - POST /sys/thirdLogin/bind/{code} {redirect?}: the provider's authorization URL (result.url) to open;
//   its callback links the provider account to me and returns to `redirect` with thirdBound=<code>;
// - DELETE /sys/thirdLogin/unbind/{code}: removes my link (my password and other links stay).
import type { FastifyPluginAsync } from 'fastify';
import { fail, ok } from '../../lib/envelope.js';
import { AUTHENTICATED, currentUser } from '../../plugins/auth.js';
import { listLinks, unlinkAccount } from '../../services/third-accounts.js';
import { allowedRedirect, startFlow } from '../../services/third-login.js';
import { ProviderUnavailableError } from '../../services/third-oidc.js';
import { findProvider, publicProviders } from '../../services/third-providers.js';
import { codeParams, thirdDeps } from './third-params.js';

const bindBody = {
  type: ['object', 'null'],
  properties: { redirect: { type: 'string', maxLength: 2048 } },
} as const;

const thirdLinkRoutes: FastifyPluginAsync = async (app) => {
  const access = { permission: AUTHENTICATED };

  app.get('/sys/thirdLogin/bindings', { config: access }, async (request) => {
    const user = currentUser(request);
    const links = await listLinks(app.db, user.id);
    const providers = app.config.thirdLogin ? await publicProviders(app.db, request.lang) : [];
    return ok({
      links: links.map(({ providerNameEn, ...link }) => ({
        ...link,
        providerName: (request.lang === 'en-US' && providerNameEn) || link.providerName,
      })),
      providers,
    });
  });

  app.post<{ Params: { code: string }; Body: { redirect?: string } | null }>(
    '/sys/thirdLogin/bind/:code',
    { config: access, schema: { params: codeParams, body: bindBody } },
    async (request) => {
      const user = currentUser(request);
      const deps = thirdDeps(app, request);
      const back = allowedRedirect(deps.settings, request.body?.redirect);
      if (!back) throw fail(request.t('thirdRedirectNotAllowed'), 400, 400);
      const provider = await findProvider(app.db, { code: request.params.code });
      if (!provider || provider.enabled !== 1) throw fail(request.t('thirdProviderUnknown'), 404, 404);
      try {
        return ok({ url: await startFlow(deps, provider, back, user.id) });
      } catch (error) {
        if (!(error instanceof ProviderUnavailableError)) throw error;
        throw fail(request.t('thirdUnavailable'), 503, 503);
      }
    },
  );

  app.delete<{ Params: { code: string } }>(
    '/sys/thirdLogin/unbind/:code',
    { config: access, schema: { params: codeParams } },
    async (request) => {
      const user = currentUser(request);
      if (!(await unlinkAccount(app.db, user.id, request.params.code))) {
        throw fail(request.t('thirdLinkNotFound'), 404, 404);
      }
      return ok(null, request.t('thirdUnlinked'));
    },
  );
};

export default thirdLinkRoutes;
