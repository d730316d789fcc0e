// Deleting users and the recycle bin (api-contract §4.1): DELETE /sys/user/delete and deleteBatch move
// users there (del_flag 1, signed out at once); GET /sys/user/recycleBin lists them, PUT putRecycleBin
// restores and DELETE deleteRecycleBin purges them with their links.
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope.js';
import { adminContext, requiredIds } from '../../services/user-admin-context.js';
import { allUsers } from '../../services/user-admin-list.js';
import { labelUsers } from '../../services/user-admin-records.js';
import { purgeUsers, recycleUsers, restoreUsers } from '../../services/user-admin-state.js';
import { idsSchema, reasonSchema } from './users-schemas.js';
import { signOutUsers } from './users-signout.js';
import { strictBodies } from './users-validator.js';

const ids = (field: string) =>
  ({ type: 'object', required: [field], properties: { [field]: idsSchema } }) as const;
/** Restore and purge also take an optional reason for the operation log. */
const idsWithReason = (field: string) =>
  ({ type: 'object', required: [field], properties: { [field]: idsSchema, reason: reasonSchema } }) as const;

const recycleBinRoutes: FastifyPluginAsync = async (app) => {
  strictBodies(app);
  const config = { permission: 'user:delete' };

  for (const [path, field, done] of [
    ['/sys/user/delete', 'id', 'userDeleted'],
    ['/sys/user/deleteBatch', 'ids', 'userBatchDeleted'],
  ] as const) {
    app.delete<{ Querystring: Record<string, string> }>(
      path,
      { config, schema: { querystring: ids(field) } },
      async (request) => {
        const ctx = adminContext(request);
        const removed = await recycleUsers(ctx, requiredIds(ctx, request.query[field], field), field);
        await signOutUsers(app, removed);
        return ok(null, request.t(done));
      },
    );
  }

  app.get<{ Querystring: { username?: string; realname?: string } }>(
    '/sys/user/recycleBin',
    {
      config,
      schema: {
        querystring: {
          type: 'object',
          properties: {
            username: { type: 'string', maxLength: 100 },
            realname: { type: 'string', maxLength: 100 },
          },
        },
      },
    },
    async (request) => {
      const { username, realname } = request.query;
      const filter = {
        deleted: true,
        username: username?.trim() || undefined,
        realname: realname?.trim() || undefined,
      };
      const records = await labelUsers(
        app.db,
        app.models.dicts,
        await allUsers(app.db, app.dialect, filter),
        request.lang,
      );
      // The contract shows department names in orgCode for deleted users.
      return ok(records.map((r) => ({ ...r, orgCode: r.orgCodeTxt })));
    },
  );

  app.put<{ Body: { userIds: string | string[]; reason?: string | null } }>(
    '/sys/user/putRecycleBin',
    { config, schema: { body: idsWithReason('userIds') } },
    async (request) => {
      const ctx = adminContext(request);
      await restoreUsers(ctx, requiredIds(ctx, request.body.userIds, 'userIds'), request.body.reason);
      return ok(null, request.t('userRestored'));
    },
  );

  app.delete<{ Querystring: { userIds: string; reason?: string } }>(
    '/sys/user/deleteRecycleBin',
    { config, schema: { querystring: idsWithReason('userIds') } },
    async (request) => {
      const ctx = adminContext(request);
      await purgeUsers(ctx, requiredIds(ctx, request.query.userIds, 'userIds'), request.query.reason);
      return ok(null, request.t('userPurged'));
    },
  );
};

export default recycleBinRoutes;
