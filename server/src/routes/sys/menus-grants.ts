// Granting menus and buttons (api-contract §4.3): a role's grants (role:edit) and a department's
// ceiling for its roles (depart:edit). Nobody but an administrator may grant what they do not hold
// themselves or change the admin role, so role:edit cannot be used to climb. A role's new grants
// apply from its users' next request.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { fail, ok } from '../../lib/envelope.js';
import { currentUser } from '../../plugins/auth.js';
import { authorisationTree, knownMenuIds } from '../../services/menu-admin-read.js';
import {
  grantsOf,
  heldPermissionIds,
  holderExists,
  isAdminRole,
  isAdminUser,
  saveGrants,
  type Holder,
} from '../../services/role-admin-grants.js';
import { idList, objectBody, requiredId } from './roles-params.js';

const grantRoutes: FastifyPluginAsync = async (app) => {
  const roleCode = { config: { permission: 'role:edit' } };
  const departCode = { config: { permission: 'depart:edit' } };
  const holderOf = async (request: FastifyRequest, source: unknown, kind: Holder['kind']) => {
    const field = kind === 'role' ? 'roleId' : 'departId';
    const holder: Holder = { kind, id: requiredId(request, source, field) };
    if (!(await holderExists(app.db, holder)))
      throw kind === 'role'
        ? fail(request.t('roleNotFound', { field }), 400, 400)
        : fail(request.t('grantDepartNotFound'), 400, 400);
    return holder;
  };

  const query = async (request: FastifyRequest, kind: Holder['kind']) =>
    ok(await grantsOf(app.db, await holderOf(request, request.query, kind)));
  app.get('/sys/permission/queryRolePermission', roleCode, (request) => query(request, 'role'));
  app.get('/sys/permission/queryDepartPermission', departCode, (request) => query(request, 'depart'));
  // The role authorisation screen's "select all": every menu item and button id.
  app.get('/sys/permission/loadAllRoleIds', roleCode, async () =>
    ok((await authorisationTree(app.db, 'role')).ids),
  );

  const save = async (request: FastifyRequest, kind: Holder['kind']) => {
    const body = objectBody(request);
    const holder = await holderOf(request, body, kind);
    const now = idList(request, body, 'permissionIds', true);
    const before = idList(request, body, 'lastpermissionIds', false);
    const last = new Set(before);
    const added = now.filter((id) => !last.has(id));
    if ((await knownMenuIds(app.db, added)).size !== added.length)
      throw fail(request.t('menuNotFound', { field: 'permissionIds' }), 400, 400);
    const user = currentUser(request);
    if (!(await isAdminUser(app.db, user.id))) {
      if (kind === 'role' && (await isAdminRole(app.db, holder.id)))
        throw fail(request.t('grantAdminRole'), 403, 403);
      const held = await heldPermissionIds(app.db, user.id);
      if (added.some((id) => !held.has(id))) throw fail(request.t('grantNotHeld'), 403, 403);
    }
    await saveGrants(app.db, holder, now, before, request.ip);
    app.sessions.forgetCachedUsers();
    return ok(null, request.t('grantSaved'));
  };
  app.post('/sys/permission/saveRolePermission', roleCode, (request) => save(request, 'role'));
  app.post('/sys/permission/saveDepartPermission', departCode, (request) => save(request, 'depart'));
};

export default grantRoutes;
