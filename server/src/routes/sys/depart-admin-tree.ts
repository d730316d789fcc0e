// Department reads (api-contract §4.4): GET /sys/sysDepart/list, queryById, queryIdTree, queryDepartTreeSync,
// queryParentName, queryAllParentId, searchBy and queryMyDeptTreeList. Like queryTreeList they serve
// pickers too, so any signed-in user may call them.
import type { FastifyPluginAsync } from 'fastify';
import { fail, ok } from '../../lib/envelope.js';
import { camelize } from '../../lib/camel.js';
import { AUTHENTICATED, currentUser } from '../../plugins/auth.js';
import { departsByIds } from '../../services/depart-admin-query.js';
import {
  idTree,
  lineage,
  myDepartTree,
  pageDeparts,
  searchDeparts,
  treeLevel,
  type DepartListQuery,
} from '../../services/depart-admin-tree.js';
import { idList } from '../../services/user-admin-context.js';
import { pageOf } from '../../services/user-admin-list.js';
import { findUserById } from '../../services/users.js';
import { idsSchema, pagingProperties } from './users-schemas.js';

const id = { type: 'string', maxLength: 32 } as const;
const code = { type: 'string', maxLength: 64 } as const;
const object = (properties: Record<string, unknown>, required: string[] = []) =>
  ({ type: 'object', required, properties }) as const;

interface TreeQuery {
  pid?: string;
  ids?: string;
  primaryKey?: string;
  departId?: string;
  orgCode?: string;
  keyWord?: string;
  myDeptSearch?: string;
}

const departTreeRoutes: FastifyPluginAsync = async (app) => {
  const config = { permission: AUTHENTICATED };

  app.get<{ Querystring: DepartListQuery }>(
    '/sys/sysDepart/list',
    {
      config,
      schema: {
        querystring: object({
          ...pagingProperties,
          departName: { type: 'string', maxLength: 100 },
          orgCode: code,
          orgCategory: { type: 'string', maxLength: 10 },
          status: { type: 'string', maxLength: 1 },
          parentId: id,
        }),
      },
    },
    async (request) => {
      const { rows, total } = await pageDeparts(app.db, app.dialect, request.query);
      return ok(
        pageOf(
          rows.map((r) => camelize(r)),
          total,
          request.query,
        ),
      );
    },
  );

  // One department with every field, for the edit form of the departments page.
  app.get<{ Querystring: { id: string } }>(
    '/sys/sysDepart/queryById',
    { config, schema: { querystring: object({ id: { ...id, minLength: 1 } }, ['id']) } },
    async (request) => {
      const depart = await app.db
        .selectFrom('sys_depart')
        .selectAll()
        .where('id', '=', request.query.id)
        .where('del_flag', '=', '0')
        .executeTakeFirst();
      if (!depart) throw fail(request.t('departNotFound', { field: 'id' }), 404, 404);
      return ok(camelize(depart));
    },
  );

  app.get('/sys/sysDepart/queryIdTree', { config }, async () => ok(await idTree(app.db)));

  app.get<{ Querystring: TreeQuery }>(
    '/sys/sysDepart/queryDepartTreeSync',
    {
      config,
      schema: {
        querystring: object({
          pid: id,
          ids: idsSchema,
          primaryKey: { type: 'string', enum: ['id', 'orgCode'] },
        }),
      },
    },
    async (request) => {
      const q = request.query;
      const ids = idList(request, q.ids, 'ids');
      return ok(
        await treeLevel(app.db, { pid: q.pid || undefined, ids, byOrgCode: q.primaryKey === 'orgCode' }),
      );
    },
  );

  /** The department named by departId or orgCode, or a 400 naming the parameter. */
  const departOf = async (q: TreeQuery) => {
    const field = q.departId ? 'departId' : 'orgCode';
    let query = app.db.selectFrom('sys_depart').selectAll().where('del_flag', '=', '0');
    if (q.departId) query = query.where('id', '=', q.departId);
    else if (q.orgCode) query = query.where('org_code', '=', q.orgCode);
    const depart = q.departId || q.orgCode ? await query.executeTakeFirst() : undefined;
    return { field, depart };
  };

  app.get<{ Querystring: TreeQuery }>(
    '/sys/sysDepart/queryParentName',
    { config, schema: { querystring: object({ departId: id, orgCode: code }) } },
    async (request) => {
      const { field, depart } = await departOf(request.query);
      if (!depart) throw fail(request.t('departNotFound', { field }), 400, 400);
      const chain = await lineage(app.db, depart);
      return ok(chain.map((d) => ({ id: d.id, departName: d.depart_name, orgCode: d.org_code })));
    },
  );

  app.get<{ Querystring: TreeQuery }>(
    '/sys/sysDepart/queryAllParentId',
    { config, schema: { querystring: object({ departId: id, orgCode: code }) } },
    async (request) => {
      const { field, depart } = await departOf(request.query);
      if (!depart) throw fail(request.t('departNotFound', { field }), 400, 400);
      const parents = (await lineage(app.db, depart)).slice(0, -1).map((d) => d.id);
      return ok({ [depart.id]: parents });
    },
  );

  app.get<{ Querystring: TreeQuery }>(
    '/sys/sysDepart/searchBy',
    {
      config,
      schema: {
        querystring: object(
          {
            keyWord: { type: 'string', minLength: 1, maxLength: 100 },
            myDeptSearch: { type: 'string', maxLength: 1 },
          },
          ['keyWord'],
        ),
      },
    },
    async (request) => {
      let within;
      if (request.query.myDeptSearch === '1') {
        const me = await findUserById(app.db, currentUser(request).id);
        within = await departsByIds(app.db, (me?.depart_ids ?? '').split(',').filter(Boolean).slice(0, 1000));
      }
      const found = await searchDeparts(app.db, app.dialect, request.query.keyWord!.trim(), within);
      if (found.length === 0) throw fail(request.t('departSearchNone'), 500, 200);
      return ok(found);
    },
  );

  app.get('/sys/sysDepart/queryMyDeptTreeList', { config }, async (request) => {
    const me = await findUserById(app.db, currentUser(request).id);
    // The contract's message tells the client which view it gets: '2' a superior's tree, '1' none.
    if (me?.user_identity !== 2) return ok(null, '1');
    return ok(await myDepartTree(app.db, me.depart_ids), '2');
  });
};

export default departTreeRoutes;
