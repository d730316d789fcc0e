// The users of a role and of a department (api-contract §4.1): GET /sys/user/userRoleList,
// /sys/user/queryByRoleCode, POST /sys/user/addSysUserRole, DELETE /sys/user/deleteUserRole(Batch),
// GET /sys/user/userDepartList, /sys/user/queryUserByDepId, /sys/user/departUserList,
// POST /sys/user/editSysDepartWithUser, DELETE /sys/user/deleteUserInDepart(Batch).
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope.js';
import type { Lang } from '../../i18n/messages.js';
import { userDeparts } from '../../services/departs.js';
import { subtreeIds } from '../../services/depart-admin-query.js';
import { adminContext, requiredIds } from '../../services/user-admin-context.js';
import { allUsers, pageOf, pageUsers } from '../../services/user-admin-list.js';
import { labelUsers } from '../../services/user-admin-records.js';
import {
  linkDepartUsers,
  linkRoleUsers,
  unlinkDepartUsers,
  unlinkRoleUsers,
} from '../../services/user-admin-unlink.js';
import { idsSchema, pagingProperties } from './users-schemas.js';
import { strictBodies } from './users-validator.js';

const id = { type: 'string', minLength: 1, maxLength: 32 } as const;
const name = { type: 'string', maxLength: 100 } as const;
const query = (required: string[], properties: Record<string, unknown>) =>
  ({ type: 'object', required, properties }) as const;

interface LinkQuery {
  pageNo: number;
  pageSize: number;
  roleId?: string;
  roleCode?: string;
  depId?: string;
  id?: string;
  userId?: string;
  userIds?: string;
  username?: string;
  realname?: string;
}

const userLinkRoutes: FastifyPluginAsync = async (app) => {
  strictBodies(app);
  const read = { permission: 'user:list' };
  const write = { permission: 'user:edit' };
  const labelled = async (
    filter: Parameters<typeof pageUsers>[2],
    q: { pageNo: number; pageSize: number },
    lang: Lang,
  ) => {
    const { rows, total } = await pageUsers(app.db, app.dialect, filter, q);
    return pageOf(await labelUsers(app.db, app.models.dicts, rows, lang), total, q);
  };

  app.get<{ Querystring: LinkQuery }>(
    '/sys/user/userRoleList',
    {
      config: read,
      schema: { querystring: query(['roleId'], { ...pagingProperties, roleId: id, username: name }) },
    },
    async (request) => {
      const q = request.query;
      return ok(
        await labelled({ roleId: q.roleId, username: q.username?.trim() || undefined }, q, request.lang),
      );
    },
  );

  app.get<{ Querystring: LinkQuery }>(
    '/sys/user/queryByRoleCode',
    { config: read, schema: { querystring: query(['roleCode'], { ...pagingProperties, roleCode: name }) } },
    async (request) => {
      const role = await app.db
        .selectFrom('sys_role')
        .select('id')
        .where('role_code', '=', request.query.roleCode!)
        .executeTakeFirst();
      const q = request.query;
      return ok(await labelled(role ? { roleId: role.id } : { ids: [] }, q, request.lang));
    },
  );

  app.post<{ Body: { roleId: string; userIdList: string | string[] } }>(
    '/sys/user/addSysUserRole',
    {
      config: write,
      schema: { body: query(['roleId', 'userIdList'], { roleId: id, userIdList: idsSchema }) },
    },
    async (request) => {
      const ctx = adminContext(request);
      await linkRoleUsers(ctx, request.body.roleId, requiredIds(ctx, request.body.userIdList, 'userIdList'));
      app.sessions.forgetCachedUsers();
      return ok(null, request.t('userLinksAdded'));
    },
  );

  for (const [path, field] of [
    ['/sys/user/deleteUserRole', 'userId'],
    ['/sys/user/deleteUserRoleBatch', 'userIds'],
  ] as const) {
    app.delete<{ Querystring: LinkQuery }>(
      path,
      {
        config: write,
        schema: { querystring: query(['roleId', field], { roleId: id, [field]: idsSchema }) },
      },
      async (request) => {
        const ctx = adminContext(request);
        await unlinkRoleUsers(ctx, request.query.roleId!, requiredIds(ctx, request.query[field], field));
        app.sessions.forgetCachedUsers();
        return ok(null, request.t('userLinksDeleted'));
      },
    );
  }

  app.get<{ Querystring: LinkQuery }>(
    '/sys/user/userDepartList',
    { config: read, schema: { querystring: query(['userId'], { userId: id }) } },
    async (request) => {
      const departs = await userDeparts(app.db, request.query.userId!);
      return ok(departs.map((d) => ({ key: d.id, value: d.id, title: d.depart_name })));
    },
  );

  app.get<{ Querystring: LinkQuery }>(
    '/sys/user/queryUserByDepId',
    { config: read, schema: { querystring: query(['id'], { id, realname: name }) } },
    async (request) => {
      const departIds = await subtreeIds(app.db, request.query.id!);
      const filter = { departIds, realname: request.query.realname?.trim() || undefined };
      return ok(
        await labelUsers(app.db, app.models.dicts, await allUsers(app.db, app.dialect, filter), request.lang),
      );
    },
  );

  app.get<{ Querystring: LinkQuery }>(
    '/sys/user/departUserList',
    {
      config: read,
      schema: { querystring: query(['depId'], { ...pagingProperties, depId: id, username: name }) },
    },
    async (request) => {
      const q = request.query;
      const departIds = await subtreeIds(app.db, q.depId!);
      return ok(await labelled({ departIds, username: q.username?.trim() || undefined }, q, request.lang));
    },
  );

  app.post<{ Body: { depId: string; userIdList: string | string[] } }>(
    '/sys/user/editSysDepartWithUser',
    { config: write, schema: { body: query(['depId', 'userIdList'], { depId: id, userIdList: idsSchema }) } },
    async (request) => {
      const ctx = adminContext(request);
      await linkDepartUsers(ctx, request.body.depId, requiredIds(ctx, request.body.userIdList, 'userIdList'));
      return ok(null, request.t('userLinksAdded'));
    },
  );

  for (const [path, field] of [
    ['/sys/user/deleteUserInDepart', 'userId'],
    ['/sys/user/deleteUserInDepartBatch', 'userIds'],
  ] as const) {
    app.delete<{ Querystring: LinkQuery }>(
      path,
      { config: write, schema: { querystring: query(['depId', field], { depId: id, [field]: idsSchema }) } },
      async (request) => {
        const ctx = adminContext(request);
        await unlinkDepartUsers(ctx, request.query.depId!, requiredIds(ctx, request.query[field], field));
        return ok(null, request.t('userLinksDeleted'));
      },
    );
  }
};

export default userLinkRoutes;
