// Roles (api-contract §4.2). list, queryById, exportXls and importExcel are generated from
// schemas/models/sys_role.json; add and edit go down the same generated write pipeline (role-code
// uniqueness included) after checks of their own: text PostgreSQL cannot store, the contract's edit
// message, the admin role keeping its code. Here too: delete and deleteBatch (links go with the role,
// admin is refused), checkRoleCode and the authorisation tree. GET /sys/role/queryall is in directory.ts.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { sendFieldErrors } from '../../crud/routes.js';
import { Scope } from '../../crud/scope.js';
import { isUniqueViolation } from '../../crud/store.js';
import { writeRecord } from '../../crud/write.js';
import { fail, ok } from '../../lib/envelope.js';
import { authorisationTree } from '../../services/menu-admin-read.js';
import { deleteRoles, roleCodeFree, roleCodeOf } from '../../services/role-admin.js';
import { idList, nulFields, objectBody, optionalText, requiredId } from './roles-params.js';

const roleRoutes: FastifyPluginAsync = async (app) => {
  const model = () => {
    const found = app.models.models.get('sys_role');
    if (!found) throw new Error('schemas/models/sys_role.json is not loaded');
    return found;
  };

  const write = async (request: FastifyRequest, reply: FastifyReply, mode: 'add' | 'edit') => {
    const body = objectBody(request);
    const nul = nulFields(body);
    if (nul.length > 0)
      return sendFieldErrors(
        reply,
        nul.map((field) => ({ field, message: request.t('fieldInvalid', { field }) })),
      );
    if (mode === 'edit') {
      const id = requiredId(request, body, 'id');
      const code = await roleCodeOf(app.db, id);
      if (code === undefined)
        return sendFieldErrors(reply, [{ field: 'id', message: request.t('roleNotFound', { field: 'id' }) }]);
      if (code === 'admin' && body.roleCode !== undefined && body.roleCode !== 'admin')
        return sendFieldErrors(reply, [{ field: 'roleCode', message: request.t('roleAdminCode') }]);
    }
    try {
      const outcome = await writeRecord(Scope.of(request, model()), body, mode);
      if ('errors' in outcome) return sendFieldErrors(reply, outcome.errors);
      if ('notFound' in outcome)
        return sendFieldErrors(reply, [{ field: 'id', message: request.t('roleNotFound', { field: 'id' }) }]);
      return ok(outcome.record, request.t(mode === 'add' ? 'crudAdded' : 'roleEdited'));
    } catch (err) {
      // A concurrent edit took the code between the uniqueness check and the update.
      if (isUniqueViolation(err)) throw fail(request.t('crudDuplicateKey'), 400, 400);
      throw err;
    }
  };
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
