// GET /sys/permission/getUserPermissionByToken: the signed-in user's menu tree and button permissions.
// The token comes from the X-Access-Token header; the `token` query parameter clients send is ignored.
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope.js';
import { AUTHENTICATED, currentUser } from '../../plugins/auth.js';
import { buildAllAuth, buildAuth, buildMenu } from '../../services/menu-tree.js';
import { allButtons, homeMenuItem, userPermissions } from '../../services/permissions.js';

const permissionRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/sys/permission/getUserPermissionByToken',
    { config: { permission: AUTHENTICATED } },
    async (request) => {
      const user = currentUser(request);
      const [rows, buttons, home] = await Promise.all([
        userPermissions(app.db, user.id),
        allButtons(app.db),
        homeMenuItem(app.db),
      ]);
      return ok({
        menu: buildMenu(rows, home),
        auth: buildAuth(rows),
        allAuth: buildAllAuth(buttons),
        sysSafeMode: false,
      });
    },
  );
};

export default permissionRoutes;
