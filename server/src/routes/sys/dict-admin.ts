// The dictionary screen's calls beside the generated CRUD (crud/routes.ts), under the dictionary
// screen's button codes (seeded for system/DictList):
//   GET    /sys/dict/treeList?dictName=          live dictionaries as tree nodes          dict:list
//   GET    /sys/dict/deleteList                  the recycle bin                          dict:list
//   PUT    /sys/dict/back/:id                    restore from the recycle bin             dict:delete
//   DELETE /sys/dict/deletePhysic/:id            delete for good, with its items          dict:delete
//   GET    /sys/dictItem/dictItemCheck?dictId=&itemValue=&id=   is the value free in the dictionary?
import type { FastifyPluginAsync } from 'fastify';
import { Scope } from '../../crud/scope.js';
import { fail, ok } from '../../lib/envelope.js';
import { currentUser } from '../../plugins/auth.js';
import { deletedDicts, dictTree, purgeDict, restoreDict } from '../../services/dict-recycle.js';
import { itemValueTaken } from '../../services/dicts.js';
import { optionalText } from './roles-params.js';

const idParams = {
  type: 'object',
  properties: { id: { type: 'string', minLength: 1, maxLength: 32 } },
  required: ['id'],
} as const;

const dictAdminRoutes: FastifyPluginAsync = async (app) => {
  const model = app.models.models.get('sys_dict');
  if (!model) return;
  const evict = () => app.models.evict(model);

  app.get('/sys/dict/treeList', { config: { permission: 'dict:list' } }, async (request) => {
    const dictName = optionalText(request, request.query, 'dictName', 100);
    return ok(await dictTree(Scope.of(request, model), dictName));
  });

  app.get('/sys/dict/deleteList', { config: { permission: 'dict:list' } }, async (request) =>
    ok(await deletedDicts(Scope.of(request, model))),
  );

  app.put<{ Params: { id: string } }>(
    '/sys/dict/back/:id',
    { config: { permission: 'dict:delete' }, schema: { params: idParams } },
    async (request) => {
      const restored = await restoreDict(app.db, request.params.id, currentUser(request).username);
      if (!restored) throw fail(request.t('dictNotDeleted'), 404, 404);
      evict();
      return ok(null, request.t('dictRestored'));
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/sys/dict/deletePhysic/:id',
    { config: { permission: 'dict:delete' }, schema: { params: idParams } },
    async (request) => {
      if (!(await purgeDict(app.db, request.params.id))) throw fail(request.t('dictNotDeleted'), 404, 404);
      evict();
      return ok(null, request.t('crudDeleted'));
    },
  );

  app.get('/sys/dictItem/dictItemCheck', { config: { permission: 'dictItem:list' } }, async (request) => {
    const required = (name: string) => {
      const value = optionalText(request, request.query, name, 100);
      if (!value) throw fail(request.t('fieldRequired', { field: name }), 400, 400);
      return value;
    };
    const dictId = required('dictId');
    const itemValue = required('itemValue');
    const id = optionalText(request, request.query, 'id', 32);
    // JeecgBoot's answers: an error envelope (HTTP 200) when taken, the text as result when free.
    if (await itemValueTaken(app.db, dictId, itemValue, id)) throw fail(request.t('dupTaken'));
    const free = request.t('dupAvailable');
    return ok(free, free);
  });
};

export default dictAdminRoutes;
