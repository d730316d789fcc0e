// User administration (api-contract §4.1): POST /sys/user/add, PUT|POST /sys/user/edit,
// PUT /sys/user/frozenBatch, PUT /sys/user/changePassword, GET /sys/user/generateUserId,
// GET /sys/user/queryById (with `selectedroles` and `selecteddeparts`, as add and edit take them) and
// GET /sys/user/queryUserRole.
import type { FastifyPluginAsync } from 'fastify';
import { fail, ok } from '../../lib/envelope.js';
import { newId } from '../../lib/ids.js';
import { adminContext, requiredIds } from '../../services/user-admin-context.js';
import { addUser, editUser, type UserBody } from '../../services/user-admin.js';
import { labelUsers } from '../../services/user-admin-records.js';
import { resetPassword, setUserStatus } from '../../services/user-admin-state.js';
import { addUserSchema, changePasswordSchema, editUserSchema, frozenSchema } from './users-schemas.js';
import { signOutUsers } from './users-signout.js';
import { strictBodies } from './users-validator.js';

const idQuery = (name: string) =>
  ({
    type: 'object',
    required: [name],
    properties: { [name]: { type: 'string', minLength: 1, maxLength: 32 } },
  }) as const;

const userAdminRoutes: FastifyPluginAsync = async (app) => {
  strictBodies(app);
  app.post<{ Body: UserBody }>(
    '/sys/user/add',
    { config: { permission: 'user:add' }, schema: { body: addUserSchema } },
    async (request) => {
      const id = await addUser(adminContext(request), request.body, app.config.scryptCost);
      return ok({ id }, request.t('userAdded'));
    },
  );

  app.route<{ Body: UserBody & { id: string } }>({
    method: ['PUT', 'POST'],
    url: '/sys/user/edit',
    config: { permission: 'user:edit' },
    schema: { body: editUserSchema },
    handler: async (request) => {
      if (!(await editUser(adminContext(request), request.body)))
        throw fail(request.t('userNotFound', { field: 'id' }), 404, 404);
      // Roles may have changed: the user's cached codes must not outlive the change.
      app.sessions.forgetCachedUsers();
      return ok(null, request.t('userEdited'));
    },
  });

  app.put<{ Body: { ids: string | string[]; status: '1' | '2'; reason?: string | null } }>(
    '/sys/user/frozenBatch',
    { config: { permission: 'user:edit' }, schema: { body: frozenSchema } },
    async (request) => {
      const ctx = adminContext(request);
      const ids = requiredIds(ctx, request.body.ids, 'ids');
      const status = request.body.status === '2' ? 2 : 1;
      const frozen = await setUserStatus(ctx, ids, status, request.body.reason);
      await signOutUsers(app, frozen);
      return ok(null, request.t('userStatusChanged'));
    },
  );

  app.put<{ Body: { username: string; password: string } }>(
    '/sys/user/changePassword',
    { config: { permission: 'user:edit' }, schema: { body: changePasswordSchema } },
    async (request) => {
      const { username, password } = request.body;
      const id = await resetPassword(adminContext(request), username, password, app.config.scryptCost);
      // The old password's sessions end with it, as after the user's own change.
      await signOutUsers(app, [id]);
      return ok(null, request.t('userPasswordReset'));
    },
  );

  app.get('/sys/user/generateUserId', { config: { permission: 'user:add' } }, async () => ok(newId()));

  app.get<{ Querystring: { id: string } }>(
    '/sys/user/queryById',
    { config: { permission: 'user:list' }, schema: { querystring: idQuery('id') } },
    async (request) => {
      const row = await app.db
        .selectFrom('sys_user')
        .selectAll()
        .where('id', '=', request.query.id)
        .executeTakeFirst();
      if (!row) throw fail(request.t('crudNotFound'), 404, 404);
      // The edit form shows the user's roles and departments in the fields add and edit take.
      const [roles, departs] = await Promise.all([
        app.db.selectFrom('sys_user_role').select('role_id').where('user_id', '=', row.id).execute(),
        app.db.selectFrom('sys_user_depart').select('dep_id').where('user_id', '=', row.id).execute(),
      ]);
      const [record] = await labelUsers(app.db, app.models.dicts, [row], request.lang);
      return ok({
        ...record,
        selectedroles: roles.map((r) => r.role_id).join(','),
        selecteddeparts: departs.map((d) => d.dep_id).join(','),
      });
    },
  );

  app.get<{ Querystring: { userid: string } }>(
    '/sys/user/queryUserRole',
    { config: { permission: 'user:list' }, schema: { querystring: idQuery('userid') } },
    async (request) => {
      const rows = await app.db
        .selectFrom('sys_user_role')
        .select('role_id')
        .where('user_id', '=', request.query.userid)
        .execute();
      if (rows.length === 0) throw fail(request.t('userRoleNone'), 500, 200);
      return ok(rows.map((r) => r.role_id));
    },
  );
};

export default userAdminRoutes;
