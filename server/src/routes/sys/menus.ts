// Menu items and buttons (api-contract §4.3): the list screen's reads, add and edit with JeecgBoot's
// normalisation, physical deletes of whole subtrees. Every change applies to signed-in users from
// their next request (menus are read per permission fetch, button codes after the session cache is
// dropped). Grants are in menus-grants.ts, data rules in data-rules.ts.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { sendFieldErrors } from '../../crud/routes.js';
import { fail, ok } from '../../lib/envelope.js';
import { currentUser } from '../../plugins/auth.js';
import { checkMenuBody } from '../../services/menu-admin-input.js';
import {
  authorisationTree,
  childrenOf,
  knownMenuIds,
  menuList,
  subMenus,
  topMenus,
  treeLevel,
} from '../../services/menu-admin-read.js';
import { permissionNode } from '../../services/menu-admin-tree.js';
import { addMenu, deleteMenus, editMenu, type MenuWrite } from '../../services/menu-admin-write.js';
import { idList, objectBody, optionalText, requiredId } from './roles-params.js';

const menuRoutes: FastifyPluginAsync = async (app) => {
  const read = { config: { permission: 'permission:edit' } };
  const unknown = (request: FastifyRequest, field: string) =>
    fail(request.t('menuNotFound', { field }), 400, 400);

  app.get('/sys/permission/list', read, async (request) =>
    ok(await menuList(app.db, optionalText(request, request.query, 'name') || undefined)),
  );
  app.get('/sys/permission/getSystemMenuList', read, async () => ok(await topMenus(app.db)));
  app.get('/sys/permission/getSystemSubmenu', read, async (request) => {
    const parentId = requiredId(request, request.query, 'parentId');
    if ((await knownMenuIds(app.db, [parentId])).size === 0) throw unknown(request, 'parentId');
    return ok(await subMenus(app.db, parentId));
  });
  app.get('/sys/permission/getSystemSubmenuBatch', read, async (request) => {
    const parentIds = idList(request, request.query, 'parentIds', true);
    if (parentIds.length === 0) throw fail(request.t('fieldRequired', { field: 'parentIds' }), 400, 400);
    if ((await knownMenuIds(app.db, parentIds)).size !== parentIds.length)
      throw unknown(request, 'parentIds');
    const children = await childrenOf(app.db, parentIds);
    return ok(Object.fromEntries([...children].map(([id, rows]) => [id, rows.map(permissionNode)])));
  });
  app.get('/sys/permission/queryTreeList', read, async () => ok(await authorisationTree(app.db, 'picker')));
  app.get('/sys/permission/queryListAsync', read, async (request) => {
    const pid = optionalText(request, request.query, 'pid', 32);
    if (pid && (await knownMenuIds(app.db, [requiredId(request, request.query, 'pid')])).size === 0)
      throw unknown(request, 'pid');
    return ok(await treeLevel(app.db, pid || undefined));
  });

  const save = async (request: FastifyRequest, reply: FastifyReply, mode: 'add' | 'edit') => {
    const body = objectBody(request);
    const id = mode === 'edit' ? requiredId(request, body, 'id') : undefined;
    const { input, errors } = checkMenuBody(body, mode, (key, params) => request.t(key, params));
    if (errors.length > 0) return sendFieldErrors(reply, errors);
    const username = currentUser(request).username;
    const outcome: MenuWrite =
      id === undefined ? await addMenu(app.db, input, username) : await editMenu(app.db, id, input, username);
    if ('errors' in outcome)
      return sendFieldErrors(
        reply,
        outcome.errors.map((e) => ({ field: e.field, message: request.t(e.key, { field: e.field }) })),
      );
    app.sessions.forgetCachedUsers();
    return ok(permissionNode(outcome.row), request.t(mode === 'add' ? 'crudAdded' : 'menuEdited'));
  };
  app.post('/sys/permission/add', { config: { permission: 'permission:add' } }, (request, reply) =>
    save(request, reply, 'add'),
  );
  app.route({
    method: ['PUT', 'POST'],
    url: '/sys/permission/edit',
    config: { permission: 'permission:edit' },
    handler: (request, reply) => save(request, reply, 'edit'),
  });

  const remove = async (request: FastifyRequest, field: 'id' | 'ids') => {
    const ids = idList(request, request.query, field, true);
    if (ids.length === 0) throw fail(request.t('fieldRequired', { field }), 400, 400);
    const outcome = await deleteMenus(app.db, ids);
    if ('unknown' in outcome) throw unknown(request, field);
    app.sessions.forgetCachedUsers();
    return ok(null, request.t('crudDeleted'));
  };
  const deleteCode = { config: { permission: 'permission:delete' } };
  app.delete('/sys/permission/delete', deleteCode, (request) => remove(request, 'id'));
  app.delete('/sys/permission/deleteBatch', deleteCode, (request) => remove(request, 'ids'));
};

export default menuRoutes;
