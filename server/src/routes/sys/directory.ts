// Directory lookups for pickers and announcement targets: GET /sys/user/list, /sys/role/queryall and
// /sys/sysDepart/queryTreeList (api-contract §4.1, §4.2, §4.4). Read-only.
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope.js';
import { AUTHENTICATED, currentUser } from '../../plugins/auth.js';
import { allRoles, departTree, listUsers } from '../../services/directory.js';
import { adminUserPage } from '../../services/user-admin-page.js';
import { userFilterProperties, type UserListQuery } from './users-schemas.js';

const userListQuery = { type: 'object', properties: userFilterProperties } as const;

const directoryRoutes: FastifyPluginAsync = async (app) => {
  // Any signed-in user may pick a colleague (a case's assignee); only holders of user:list see contact
  // details, frozen accounts, labels and every filter.
  app.get<{ Querystring: UserListQuery }>(
    '/sys/user/list',
    { config: { permission: AUTHENTICATED }, schema: { querystring: userListQuery } },
    async (request) => {
      const q = request.query;
      // Administrators get the contract's list: every filter, labels, department names, sorting.
      if (currentUser(request).perms.has('user:list'))
        return ok(
          await adminUserPage(
            app.db,
            app.dialect,
            app.models.dicts,
            request.t.bind(request),
            q,
            request.lang,
          ),
        );
      return ok(
        await listUsers(app.db, app.dialect, {
          pageNo: q.pageNo ?? 1,
          pageSize: Math.min(q.pageSize ?? 10, 500),
          keyword: (q.realname || q.username)?.trim() || undefined,
          departId: q.departId || undefined,
          full: false,
        }),
      );
    },
  );

  app.get('/sys/role/queryall', { config: { permission: 'role:list' } }, async () =>
    ok(await allRoles(app.db)),
  );

  app.get('/sys/sysDepart/queryTreeList', { config: { permission: AUTHENTICATED } }, async () =>
    ok(await departTree(app.db)),
  );
};

export default directoryRoutes;
