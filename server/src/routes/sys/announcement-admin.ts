// Announcement administration under /sys/annountCement (sic, api-contract §4.7): list, add, edit,
// delete, deleteBatch, queryById and readers. Button codes on system/SysAnnouncementList guard them;
// queryById is also open to recipients, for the announcements addressed to them.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { fail, ok } from '../../lib/envelope.js';
import { AUTHENTICATED, currentUser } from '../../plugins/auth.js';
import {
  fieldsOf,
  normalizeAnnouncement,
  unknownTargets,
  type AnnouncementFields,
  type Problem,
} from '../../services/announcement-input.js';
import { isAddressedTo, readersOf } from '../../services/announcement-inbox.js';
import {
  listAnnouncements,
  sortColumns,
  type AnnouncementListQuery,
} from '../../services/announcement-list.js';
import { reloadMessage } from '../../services/announcement-publish.js';
import { recipientsOf } from '../../services/announcement-recipients.js';
import {
  createAnnouncement,
  deleteAnnouncements,
  findAnnouncement,
  toAnnouncementJson,
  toRecipientJson,
  updateAnnouncement,
} from '../../services/announcements.js';
import {
  addBodySchema,
  editBodySchema,
  idQuerySchema,
  idsQuerySchema,
  listQuerySchema,
} from './announcement-schemas.js';

/** Button permissions seeded under system/SysAnnouncementList. */
export const ANNOUNCEMENT_PERMS = {
  list: 'announcement:list',
  add: 'announcement:add',
  edit: 'announcement:edit',
  delete: 'announcement:delete',
  release: 'announcement:release',
  revoke: 'announcement:revoke',
  import: 'announcement:import',
  export: 'announcement:export',
} as const;

const BASE = '/sys/annountCement';

function invalid(request: FastifyRequest, problems: Problem[]) {
  return fail(problems.map((p) => request.t(p.key, p.params)).join('; '), 400, 400);
}

const adminRoutes: FastifyPluginAsync = async (app) => {
  /** Sanitises and checks the fields, including that the target ids exist; throws a 400 otherwise. */
  const checked = async (request: FastifyRequest, fields: AnnouncementFields) => {
    const result = normalizeAnnouncement(fields);
    if (!result.ok) throw invalid(request, result.problems);
    const unknown = await unknownTargets(app.db, result.columns);
    if (unknown.length) throw invalid(request, unknown);
    return result.columns;
  };

  app.get<{ Querystring: AnnouncementListQuery }>(
    `${BASE}/list`,
    { config: { permission: ANNOUNCEMENT_PERMS.list }, schema: { querystring: listQuerySchema } },
    async (request) => {
      const sort = sortColumns(request.query.column);
      if ('unknown' in sort) throw fail(request.t('anntSortColumn', { column: sort.unknown }), 400, 400);
      return ok(await listAnnouncements(app.db, request.query, sort.columns, request.lang));
    },
  );

  app.post<{ Body: AnnouncementFields }>(
    `${BASE}/add`,
    { config: { permission: ANNOUNCEMENT_PERMS.add }, schema: { body: addBodySchema } },
    async (request) => {
      const columns = await checked(request, request.body);
      const id = await createAnnouncement(app.db, columns, currentUser(request).username);
      return ok({ id }, request.t('anntAdded'));
    },
  );

  app.route<{ Body: AnnouncementFields & { id: string } }>({
    method: ['PUT', 'POST'],
    url: `${BASE}/edit`,
    config: { permission: ANNOUNCEMENT_PERMS.edit },
    schema: { body: editBodySchema },
    handler: async (request) => {
      const { id, ...changes } = request.body;
      const row = await findAnnouncement(app.db, id);
      if (!row) throw fail(request.t('anntNotFound'), 404, 404);
      if (row.send_status === '1') throw fail(request.t('anntPublishedNoEdit'), 400, 400);
      const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
      const columns = await checked(request, { ...fieldsOf(row), ...defined });
      const saved = await updateAnnouncement(app.db, id, columns, currentUser(request).username);
      // Published between our read and the update: the guarded update left it alone.
      if (!saved) throw fail(request.t('anntPublishedNoEdit'), 400, 400);
      return ok(null, request.t('anntEdited'));
    },
  });

  /** Deletes and tells the recipients of published ones to reload their bells. */
  const remove = async (request: FastifyRequest, ids: string[]) => {
    const deleted = await deleteAnnouncements(app.db, ids, currentUser(request).username);
    for (const row of deleted.filter((r) => r.send_status === '1')) {
      await app.realtime.publish(await recipientsOf(app.db, row), reloadMessage(row));
    }
    return deleted.length;
  };

  app.delete<{ Querystring: { id: string } }>(
    `${BASE}/delete`,
    { config: { permission: ANNOUNCEMENT_PERMS.delete }, schema: { querystring: idQuerySchema } },
    async (request) => {
      if ((await remove(request, [request.query.id])) === 0) throw fail(request.t('anntNotFound'), 404, 404);
      return ok(null, request.t('anntDeleted'));
    },
  );

  app.delete<{ Querystring: { ids: string } }>(
    `${BASE}/deleteBatch`,
    { config: { permission: ANNOUNCEMENT_PERMS.delete }, schema: { querystring: idsQuerySchema } },
    async (request) => {
      // The Vue2 client sends a trailing comma (`a,b,`).
      const ids = [...new Set(request.query.ids.split(',').map((s) => s.trim()))].filter((s) => s !== '');
      if (ids.length === 0) throw fail(request.t('fieldRequired', { field: 'ids' }), 400, 400);
      await remove(request, ids);
      return ok(null, request.t('anntBatchDeleted'));
    },
  );

  app.get<{ Querystring: { id: string } }>(
    `${BASE}/queryById`,
    { config: { permission: AUTHENTICATED }, schema: { querystring: idQuerySchema } },
    async (request) => {
      const user = currentUser(request);
      const admin = user.perms.has(ANNOUNCEMENT_PERMS.list) || user.perms.has(ANNOUNCEMENT_PERMS.edit);
      const row = await findAnnouncement(app.db, request.query.id);
      // One answer for "no such announcement" and "not addressed to you", so ids cannot be probed.
      if (!row) throw fail(request.t('anntNotFound'), 404, 404);
      if (admin) return ok(toAnnouncementJson(row));
      if (!(await isAddressedTo(app.db, row.id, user.id))) throw fail(request.t('anntNotFound'), 404, 404);
      return ok(toRecipientJson(row));
    },
  );

  app.get<{ Querystring: { id: string } }>(
    `${BASE}/readers`,
    { config: { permission: ANNOUNCEMENT_PERMS.list }, schema: { querystring: idQuerySchema } },
    async (request) => {
      const row = await findAnnouncement(app.db, request.query.id);
      if (!row) throw fail(request.t('anntNotFound'), 404, 404);
      return ok(await readersOf(app.db, row.id));
    },
  );
};

export default adminRoutes;
