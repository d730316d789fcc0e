// Features JeecgBoot's screens ask about that this server does not offer, answered "none enabled" in
// the contract's shape instead of a 404 (issue 20), so the screens that ask draw their empty state:
// GET /sys/thirdApp/getEnabledType → {wechatEnterprise: false, dingtalk: false} (no third-party app
// is configured), GET /sys/tenant/queryList → [] (no tenants: one organisation per installation).
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope.js';
import { AUTHENTICATED } from '../../plugins/auth.js';

/** JeecgBoot's ThirdAppController.getEnabledType: one flag per third-party app it can sync with. */
export const NO_THIRD_APPS = { wechatEnterprise: false, dingtalk: false } as const;

const tenantIdsQuery = {
  type: 'object',
  properties: { ids: { type: 'string', maxLength: 10_000 } },
} as const;

const notOfferedRoutes: FastifyPluginAsync = async (app) => {
  app.get('/sys/thirdApp/getEnabledType', { config: { permission: AUTHENTICATED } }, async () =>
    ok({ ...NO_THIRD_APPS }),
  );

  app.get(
    '/sys/tenant/queryList',
    { config: { permission: AUTHENTICATED }, schema: { querystring: tenantIdsQuery } },
    async () => ok([]),
  );
};

export default notOfferedRoutes;
