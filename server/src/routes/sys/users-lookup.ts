// User pickers any signed-in user may open (a case's assignee, an announcement's recipients):
// GET /sys/user/queryUserComponentData (paged), /sys/user/queryByIds and /sys/user/getMultiUser (lists).
// Like /sys/user/list for non-administrators they give active users' names only, never contact details.
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope.js';
import { AUTHENTICATED } from '../../plugins/auth.js';
import { subtreeIds } from '../../services/depart-admin-query.js';
import { idList } from '../../services/user-admin-context.js';
import { allUsers, pageOf, pageUsers, type UserFilter } from '../../services/user-admin-list.js';
import type { SysUser } from '../../db/types.js';
import { pagingProperties, userFilterProperties } from './users-schemas.js';

const names = (u: SysUser) => ({ id: u.id, username: u.username, realname: u.realname, avatar: u.avatar });

interface PickerQuery {
  pageNo: number;
  pageSize: number;
  departId?: string;
  realname?: string;
  username?: string;
  id?: string;
  userIds?: string;
  ids?: string;
}

const userLookupRoutes: FastifyPluginAsync = async (app) => {
  const config = { permission: AUTHENTICATED };
  const ids = { type: 'string', maxLength: userFilterProperties.code.maxLength } as const;

  app.get<{ Querystring: PickerQuery }>(
    '/sys/user/queryUserComponentData',
    {
      config,
      schema: {
        querystring: {
          type: 'object',
          properties: {
            ...pagingProperties,
            departId: { type: 'string', maxLength: 32 },
            realname: { type: 'string', maxLength: 100 },
            username: { type: 'string', maxLength: 100 },
            id: ids,
          },
        },
      },
    },
    async (request) => {
      const q = request.query;
      const filter: UserFilter = {
        status: 1,
        realname: q.realname?.trim() || undefined,
        username: q.username?.trim() || undefined,
      };
      if (q.departId) filter.departIds = await subtreeIds(app.db, q.departId);
      if (q.id) filter.ids = idList(request, q.id, 'id');
      const { rows, total } = await pageUsers(app.db, app.dialect, filter, q);
      return ok(pageOf(rows.map(names), total, q));
    },
  );

  for (const path of ['/sys/user/queryByIds', '/sys/user/getMultiUser']) {
    app.get<{ Querystring: PickerQuery }>(
      path,
      { config, schema: { querystring: { type: 'object', properties: { userIds: ids, ids } } } },
      async (request) => {
        const field = request.query.userIds !== undefined ? 'userIds' : 'ids';
        const wanted = idList(request, request.query[field], field);
        const rows = await allUsers(app.db, app.dialect, { ids: wanted, status: 1 });
        return ok(rows.map(names));
      },
    );
  }
};

export default userLookupRoutes;
