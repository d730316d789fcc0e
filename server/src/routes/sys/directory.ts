// Directory lookups for pickers and announcement targets: GET /sys/user/list, /sys/role/queryall and
// /sys/sysDepart/queryTreeList (api-contract §4.1, §4.2, §4.4). Read-only.
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope.js';
import { AUTHENTICATED, currentUser } from '../../plugins/auth.js';
import { allRoles, departTree, listUsers } from '../../services/directory.js';

interface UserListQuery {
  pageNo?: number;
  pageSize?: number;
  username?: string;
  realname?: string;
  departId?: string;
}

const userListQuery = {
  type: 'object',
  properties: {
    pageNo: { type: 'integer', minimum: 1, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 500, default: 10 },
    username: { type: 'string', maxLength: 100 },
    realname: { type: 'string', maxLength: 100 },
    departId: { type: 'string', maxLength: 32 },
  },
} as const;

const directoryRoutes: FastifyPluginAsync = async (app) => {
  // Any signed-in user may pick a colleague (a case's assignee); only holders of user:list see contact
  // details and frozen accounts.
  app.get<{ Querystring: UserListQuery }>(
    '/sys/user/list',
    { config: { permission: AUTHENTICATED }, schema: { querystring: userListQuery } },
    async (request) => {
      const q = request.query;
      return ok(
        await listUsers(app.db, app.dialect, {
          pageNo: q.pageNo ?? 1,
          pageSize: q.pageSize ?? 10,
          keyword: (q.realname || q.username)?.trim() || undefined,
          departId: q.departId || undefined,
          full: currentUser(request).perms.has('user:list'),
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
