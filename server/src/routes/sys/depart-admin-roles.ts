// Department roles (api-contract §4.5): GET /sys/sysDepartRole/list and queryById, POST add, PUT|POST edit,
// DELETE delete and deleteBatch, GET getDeptRoleList and getDeptRoleByUserId, POST deptRoleUserAdd.
// They are part of editing a department, so every call needs depart:edit.
import type { FastifyPluginAsync } from 'fastify';
import { fail, ok } from '../../lib/envelope.js';
import { camelize } from '../../lib/camel.js';
import {
  addDepartRole,
  deleteDepartRoles,
  editDepartRole,
  setUserDepartRoles,
  type DepartRoleBody,
} from '../../services/depart-admin-roles.js';
import { adminContext, idList, requiredIds } from '../../services/user-admin-context.js';
import { pageOf } from '../../services/user-admin-list.js';
import { idsSchema, pagingProperties } from './users-schemas.js';
import { strictBodies } from './users-validator.js';

const id = { type: 'string', minLength: 1, maxLength: 32 } as const;
const roleProperties = {
  id,
  departId: id,
  roleName: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' },
  roleCode: { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_:-]+$' },
  description: { type: ['string', 'null'], maxLength: 255 },
} as const;
const object = (properties: Record<string, unknown>, required: string[]) =>
  ({ type: 'object', required, properties }) as const;

interface RoleQuery {
  pageNo: number;
  pageSize: number;
  deptId?: string;
  departId?: string;
  userId?: string;
  roleName?: string;
  roleCode?: string;
}

const departRoleRoutes: FastifyPluginAsync = async (app) => {
  strictBodies(app);
  const config = { permission: 'depart:edit' };

  app.get<{ Querystring: RoleQuery }>(
    '/sys/sysDepartRole/list',
    {
      config,
      schema: {
        querystring: object(
          {
            ...pagingProperties,
            deptId: id,
            roleName: { type: 'string', maxLength: 200 },
            roleCode: { type: 'string', maxLength: 100 },
          },
          ['deptId'],
        ),
      },
    },
    async (request) => {
      const q = request.query;
      let query = app.db.selectFrom('sys_depart_role').where('depart_id', '=', q.deptId!);
      if (q.roleName?.trim()) query = query.where('role_name', '=', q.roleName.trim());
      if (q.roleCode?.trim()) query = query.where('role_code', '=', q.roleCode.trim());
      const counted = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
      const rows = await query
        .selectAll()
        .orderBy('role_code')
        .limit(q.pageSize)
        .offset((q.pageNo - 1) * q.pageSize)
        .execute();
      return ok(
        pageOf(
          rows.map((r) => camelize(r)),
          Number(counted?.n ?? 0),
          q,
        ),
      );
    },
  );

  app.post<{ Body: DepartRoleBody }>(
    '/sys/sysDepartRole/add',
    { config, schema: { body: object(roleProperties, ['departId', 'roleName', 'roleCode']) } },
    async (request) =>
      ok({ id: await addDepartRole(adminContext(request), request.body) }, request.t('departAdded')),
  );

  app.route<{ Body: DepartRoleBody & { id: string } }>({
    method: ['PUT', 'POST'],
    url: '/sys/sysDepartRole/edit',
    config,
    schema: { body: object(roleProperties, ['id']) },
    handler: async (request) => {
      if (!(await editDepartRole(adminContext(request), request.body)))
        throw fail(request.t('departRoleNotFound', { field: 'id' }), 404, 404);
      return ok(null, request.t('departEdited'));
    },
  });

  for (const [path, field] of [
    ['/sys/sysDepartRole/delete', 'id'],
    ['/sys/sysDepartRole/deleteBatch', 'ids'],
  ] as const) {
    app.delete<{ Querystring: Record<string, string> }>(
      path,
      { config, schema: { querystring: object({ [field]: idsSchema }, [field]) } },
      async (request) => {
        const ctx = adminContext(request);
        await deleteDepartRoles(ctx, requiredIds(ctx, request.query[field], field), field);
        app.sessions.forgetCachedUsers();
        return ok(null, request.t('departDeleted'));
      },
    );
  }

  // One department role, for its edit form.
  app.get<{ Querystring: { id: string } }>(
    '/sys/sysDepartRole/queryById',
    { config, schema: { querystring: object({ id }, ['id']) } },
    async (request) => {
      const role = await app.db
        .selectFrom('sys_depart_role')
        .selectAll()
        .where('id', '=', request.query.id)
        .executeTakeFirst();
      if (!role) throw fail(request.t('departRoleNotFound', { field: 'id' }), 404, 404);
      return ok(camelize(role));
    },
  );

  app.get<{ Querystring: RoleQuery }>(
    '/sys/sysDepartRole/getDeptRoleList',
    { config, schema: { querystring: object({ departId: id, userId: id }, ['departId']) } },
    async (request) => {
      const rows = await app.db
        .selectFrom('sys_depart_role')
        .selectAll()
        .where('depart_id', '=', request.query.departId!)
        .orderBy('role_code')
        .execute();
      return ok(rows.map((r) => camelize(r)));
    },
  );

  app.get<{ Querystring: RoleQuery }>(
    '/sys/sysDepartRole/getDeptRoleByUserId',
    { config, schema: { querystring: object({ userId: id, departId: id }, ['userId']) } },
    async (request) => {
      let query = app.db
        .selectFrom('sys_depart_role_user as ru')
        .innerJoin('sys_depart_role as r', 'r.id', 'ru.drole_id')
        .select(['ru.id', 'ru.user_id', 'ru.drole_id'])
        .where('ru.user_id', '=', request.query.userId!);
      if (request.query.departId) query = query.where('r.depart_id', '=', request.query.departId);
      return ok((await query.execute()).map((r) => camelize(r)));
    },
  );

  app.post<{ Body: { userId: string; newRoleId?: string; oldRoleId?: string } }>(
    '/sys/sysDepartRole/deptRoleUserAdd',
    {
      config,
      schema: { body: object({ userId: id, newRoleId: idsSchema, oldRoleId: idsSchema }, ['userId']) },
    },
    async (request) => {
      const ctx = adminContext(request);
      const { userId, newRoleId, oldRoleId } = request.body;
      await setUserDepartRoles(
        ctx,
        userId,
        idList(ctx, newRoleId, 'newRoleId'),
        idList(ctx, oldRoleId, 'oldRoleId'),
      );
      app.sessions.forgetCachedUsers();
      return ok(null, request.t('departRoleSaved'));
    },
  );
};

export default departRoleRoutes;
