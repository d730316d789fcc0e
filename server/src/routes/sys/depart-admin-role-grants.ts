// Menus of department roles (api-contract §4.5): GET /sys/sysDepartPermission/queryTreeListForDeptRole,
// GET queryDeptRolePermission and POST saveDeptRolePermission (a diff against lastpermissionIds).
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope.js';
import {
  departCeilingTree,
  departRoleGrants,
  saveDepartRoleGrants,
} from '../../services/depart-admin-role-grants.js';
import { adminContext, idList } from '../../services/user-admin-context.js';
import { idsSchema } from './users-schemas.js';
import { strictBodies } from './users-validator.js';

const id = { type: 'string', minLength: 1, maxLength: 32 } as const;
const object = (properties: Record<string, unknown>, required: string[]) =>
  ({ type: 'object', required, properties }) as const;

interface SaveBody {
  roleId: string;
  permissionIds?: string | string[];
  lastpermissionIds?: string | string[];
}

const departRoleGrantRoutes: FastifyPluginAsync = async (app) => {
  strictBodies(app);
  const config = { permission: 'depart:edit' };

  app.get<{ Querystring: { departId: string } }>(
    '/sys/sysDepartPermission/queryTreeListForDeptRole',
    { config, schema: { querystring: object({ departId: id }, ['departId']) } },
    async (request) => ok(await departCeilingTree(app.db, request.query.departId)),
  );

  app.get<{ Querystring: { roleId: string } }>(
    '/sys/sysDepartPermission/queryDeptRolePermission',
    { config, schema: { querystring: object({ roleId: id }, ['roleId']) } },
    async (request) => ok(await departRoleGrants(app.db, request.query.roleId)),
  );

  app.post<{ Body: SaveBody }>(
    '/sys/sysDepartPermission/saveDeptRolePermission',
    {
      config,
      schema: {
        body: object({ roleId: id, permissionIds: idsSchema, lastpermissionIds: idsSchema }, ['roleId']),
      },
    },
    async (request) => {
      const ctx = adminContext(request);
      const { roleId, permissionIds, lastpermissionIds } = request.body;
      await saveDepartRoleGrants(
        ctx,
        roleId,
        idList(ctx, permissionIds, 'permissionIds'),
        idList(ctx, lastpermissionIds, 'lastpermissionIds'),
      );
      app.sessions.forgetCachedUsers();
      return ok(null, request.t('departRoleSaved'));
    },
  );
};

export default departRoleGrantRoutes;
