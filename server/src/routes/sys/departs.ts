// The signed-in user's departments: GET /sys/user/getCurrentUserDeparts and POST|PUT /sys/selectDepart.
import type { FastifyPluginAsync } from 'fastify';
import { fail, ok } from '../../lib/envelope.js';
import { AUTHENTICATED, currentUser } from '../../plugins/auth.js';
import { toDepartJson, userDeparts } from '../../services/departs.js';
import { findUserById, setOrgCode, toUserInfo } from '../../services/users.js';

interface SelectDepartBody {
  orgCode: string;
  username?: string;
}

const selectDepartSchema = {
  type: 'object',
  required: ['orgCode'],
  properties: {
    orgCode: { type: 'string', minLength: 1, maxLength: 64 },
    username: { type: 'string', maxLength: 100 },
  },
} as const;

const departRoutes: FastifyPluginAsync = async (app) => {
  app.get('/sys/user/getCurrentUserDeparts', { config: { permission: AUTHENTICATED } }, async (request) => {
    const user = currentUser(request);
    const [departs, row] = await Promise.all([userDeparts(app.db, user.id), findUserById(app.db, user.id)]);
    return ok({ list: departs.map(toDepartJson), orgCode: row?.org_code ?? null });
  });

  app.route<{ Body: SelectDepartBody }>({
    method: ['POST', 'PUT'],
    url: '/sys/selectDepart',
    config: { permission: AUTHENTICATED },
    schema: { body: selectDepartSchema },
    handler: async (request) => {
      const caller = currentUser(request);
      const { orgCode, username } = request.body;
      if (username && username !== caller.username) throw fail(request.t('departOwnOnly'), 400, 400);
      const departs = await userDeparts(app.db, caller.id);
      if (!departs.some((d) => d.org_code === orgCode)) throw fail(request.t('departNotOwn'), 400, 400);
      const user = await findUserById(app.db, caller.id);
      if (!user) throw fail(request.t('tokenExpired'), 401, 401);
      return ok({ userInfo: toUserInfo(await setOrgCode(app.db, user, orgCode)) });
    },
  });
};

export default departRoutes;
