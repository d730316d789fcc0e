// Department administration (api-contract §4.4): POST /sys/sysDepart/add, PUT|POST /sys/sysDepart/edit,
// DELETE /sys/sysDepart/delete and /sys/sysDepart/deleteBatch.
import type { FastifyPluginAsync } from 'fastify';
import { fail, ok } from '../../lib/envelope.js';
import { camelize } from '../../lib/camel.js';
import { addDepart, editDepart, type DepartBody } from '../../services/depart-admin.js';
import { deleteDeparts } from '../../services/depart-admin-delete.js';
import { adminContext, requiredIds } from '../../services/user-admin-context.js';
import { idsSchema } from './users-schemas.js';
import { strictBodies } from './users-validator.js';

const text = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;

const departProperties = {
  id: { type: 'string', minLength: 1, maxLength: 32 },
  parentId: { type: ['string', 'null'], maxLength: 32 },
  departName: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' },
  departNameEn: text(500),
  departNameAbbr: text(500),
  departOrder: { type: ['integer', 'null'], minimum: -1_000_000, maximum: 1_000_000 },
  description: text(2000),
  orgCategory: { type: 'string', enum: ['1', '2', '3'] },
  mobile: text(32),
  fax: text(32),
  address: text(100),
  memo: text(500),
  status: { type: 'string', enum: ['0', '1'] },
} as const;

const addSchema = { type: 'object', required: ['departName'], properties: departProperties } as const;
const editSchema = { type: 'object', required: ['id'], properties: departProperties } as const;
const ids = (field: string) =>
  ({ type: 'object', required: [field], properties: { [field]: idsSchema } }) as const;

const departAdminRoutes: FastifyPluginAsync = async (app) => {
  strictBodies(app);
  app.post<{ Body: DepartBody }>(
    '/sys/sysDepart/add',
    { config: { permission: 'depart:add' }, schema: { body: addSchema } },
    async (request) => {
      const depart = await addDepart(adminContext(request), request.body);
      return ok(camelize(depart), request.t('departAdded'));
    },
  );

  app.route<{ Body: DepartBody & { id: string } }>({
    method: ['PUT', 'POST'],
    url: '/sys/sysDepart/edit',
    config: { permission: 'depart:edit' },
    schema: { body: editSchema },
    handler: async (request) => {
      if (!(await editDepart(adminContext(request), request.body)))
        throw fail(request.t('departNotFound', { field: 'id' }), 404, 404);
      // A move rewrites org codes: cached users carry their current one.
      app.sessions.forgetCachedUsers();
      return ok(null, request.t('departEdited'));
    },
  });

  for (const [path, field] of [
    ['/sys/sysDepart/delete', 'id'],
    ['/sys/sysDepart/deleteBatch', 'ids'],
  ] as const) {
    app.delete<{ Querystring: Record<string, string> }>(
      path,
      { config: { permission: 'depart:delete' }, schema: { querystring: ids(field) } },
      async (request) => {
        const ctx = adminContext(request);
        await deleteDeparts(ctx, requiredIds(ctx, request.query[field], field), field);
        return ok(null, request.t('departDeleted'));
      },
    );
  }
};

export default departAdminRoutes;
