// Roles (api-contract §4.2). list, queryById, exportXls and importExcel are generated from
// schemas/models/sys_role.json; add and edit go down the same generated write pipeline (role-code
// uniqueness included) after checks of their own: text PostgreSQL cannot store, the contract's edit
// message, the admin role keeping its code. Here too: delete and deleteBatch (links go with the role,
// admin is refused), checkRoleCode and the authorisation tree. GET /sys/role/queryall is in directory.ts.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { sendFieldErrors } from '../../crud/routes.js';
import { fail, ok } from '../../lib/envelope.js';
import { authorisationTree } from '../../services/menu-admin-read.js';
import { deleteRoles, roleCodeFree } from '../../services/role-admin.js';
import { checkedWrite } from '../checked-write.js';
import { idList, optionalText, requiredId } from './roles-params.js';

const roleRoutes: FastifyPluginAsync = async (app) => {
  const model = () => {
    const found = app.models.models.get('sys_role');
    if (!found) throw new Error('schemas/models/sys_role.json is not loaded');
    return found;
  };

  const roleNotFound = (request: FastifyRequest, reply: FastifyReply) =>
    sendFieldErrors(reply, [{ field: 'id', message: request.t('roleNotFound', { field: 'id' }) }]);
  const write = (request: FastifyRequest, reply: FastifyReply, mode: 'add' | 'edit') =>
    checkedWrite(request, reply, model(), mode, {
      editedMessage: 'roleEdited',
      notFound: roleNotFound,
      check: async (body, stored) => {
        if (mode === 'add') return [];
        requiredId(request, body, 'id');
        if (!stored) return [{ field: 'id', message: request.t('roleNotFound', { field: 'id' }) }];
        // The admin role keeps its code: permissions and seeds name it.
        return stored.role_code === 'admin' && body.roleCode !== undefined && body.roleCode !== 'admin'
          ? [{ field: 'roleCode', message: request.t('roleAdminCode') }]
          : [];
      },
    });
  app.post('/sys/role/add', { config: { permission: 'role:add' } }, (request, reply) =>
    write(request, reply, 'add'),
  );
  app.route({
    method: ['PUT', 'POST'],
    url: '/sys/role/edit',
    config: { permission: 'role:edit' },
    handler: (request, reply) => write(request, reply, 'edit'),
  });

  const remove = async (request: FastifyRequest, reply: FastifyReply, field: 'id' | 'ids') => {
    const ids = idList(request, request.query, field, true);
    if (ids.length === 0) throw fail(request.t('fieldRequired', { field }), 400, 400);
    const outcome = await deleteRoles(app.db, ids);
    if ('admin' in outcome)
      return sendFieldErrors(reply, [{ field, message: request.t('roleAdminDelete', { field }) }]);
    if ('unknown' in outcome)
      return sendFieldErrors(reply, [{ field, message: request.t('roleNotFound', { field }) }]);
    app.models.evict(model());
    // Members of a deleted role lose its menus and buttons from their next request.
    app.sessions.forgetCachedUsers();
    return ok(null, request.t('roleDeleted'));
  };
  const deleteCode = { config: { permission: 'role:delete' } };
  app.delete('/sys/role/delete', deleteCode, (request, reply) => remove(request, reply, 'id'));
  app.delete('/sys/role/deleteBatch', deleteCode, (request, reply) => remove(request, reply, 'ids'));

  // The add/edit form's check: a taken code is success false with result true (api-contract §4.2).
  app.get('/sys/role/checkRoleCode', { config: { permission: 'role:list' } }, async (request, reply) => {
    const id = optionalText(request, request.query, 'id', 32);
    const roleCode = optionalText(request, request.query, 'roleCode', 100);
    if (!roleCode) throw fail(request.t('fieldRequired', { field: 'roleCode' }), 400, 400);
    if (await roleCodeFree(app.db, id, roleCode)) return ok(true);
    return reply.send({
      success: false,
      message: request.t('roleCodeExists'),
      code: 500,
      result: true,
      timestamp: Date.now(),
    });
  });

  app.get('/sys/role/queryTreeList', { config: { permission: 'role:edit' } }, async () =>
    ok(await authorisationTree(app.db, 'role')),
  );
};

export default roleRoutes;
