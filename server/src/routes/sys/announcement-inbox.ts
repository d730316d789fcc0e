// The signed-in user's notifications (api-contract §4.7, SPEC §7 "Notifications"): the bell's unread
// lists, marking read, read-all, and the paged list of the user's announcements page. Every query is
// scoped to the caller's own send rows.
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope.js';
import { AUTHENTICATED, currentUser } from '../../plugins/auth.js';
import { listByUser, markAllRead, markRead } from '../../services/announcement-inbox.js';
import { myAnnouncements, type MyAnnouncementQuery } from '../../services/announcement-mine.js';
import { reloadMessage } from '../../services/announcement-publish.js';
import { anntIdBodySchema, listByUserQuerySchema, myListQuerySchema } from './announcement-schemas.js';

/** Items per category in the bell when the client does not say (JeecgBoot's default). */
const BELL_PAGE_SIZE = 5;

const inboxRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { pageSize?: number } }>(
    '/sys/annountCement/listByUser',
    { config: { permission: AUTHENTICATED }, schema: { querystring: listByUserQuerySchema } },
    async (request) =>
      ok(await listByUser(app.db, currentUser(request).id, request.query.pageSize ?? BELL_PAGE_SIZE)),
  );

  app.put<{ Body: { anntId: string } }>(
    '/sys/sysAnnouncementSend/editByAnntIdAndUserId',
    { config: { permission: AUTHENTICATED }, schema: { body: anntIdBodySchema } },
    async (request) => {
      await markRead(app.db, currentUser(request).id, request.body.anntId);
      return ok(null, request.t('anntMarkedRead'));
    },
  );

  app.put('/sys/sysAnnouncementSend/readAll', { config: { permission: AUTHENTICATED } }, async (request) => {
    const user = currentUser(request);
    await markAllRead(app.db, user.id);
    // The caller's other tabs and devices reload their bells too.
    await app.realtime.publish([user.id], reloadMessage(null));
    return ok(null, request.t('anntReadAll'));
  });

  app.get<{ Querystring: MyAnnouncementQuery }>(
    '/sys/sysAnnouncementSend/getMyAnnouncementSend',
    { config: { permission: AUTHENTICATED }, schema: { querystring: myListQuerySchema } },
    async (request) =>
      ok(await myAnnouncements(app.db, currentUser(request).id, request.query, request.lang)),
  );
};

export default inboxRoutes;
