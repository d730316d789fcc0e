// GET /sys/annountCement/show/{id}: the announcement's page for its reader (services/announcement-page.ts).
// JeecgBoot serves it without a token and shows any published announcement to anyone who has the
// link (its issue #9521 was a stored XSS reachable that way). Here it needs a signed-in user and shows
// only a published announcement addressed to everyone or to that user; for any other id — unknown,
// draft, revoked, deleted, or someone else's — the same contract 404, so ids cannot be probed.
import type { FastifyPluginAsync } from 'fastify';
import { fail } from '../../lib/envelope.js';
import { AUTHENTICATED, currentUser } from '../../plugins/auth.js';
import { isAddressedTo } from '../../services/announcement-inbox.js';
import { ANNOUNCEMENT_PAGE_CSP, announcementPage } from '../../services/announcement-page.js';
import { findAnnouncement } from '../../services/announcements.js';

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

const announcementShowRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id: string } }>(
    '/sys/annountCement/show/:id',
    { config: { permission: AUTHENTICATED }, schema: { params: idParams } },
    async (request, reply) => {
      const user = currentUser(request);
      const { id } = request.params;
      const row = (await isAddressedTo(app.db, id, user.id)) ? await findAnnouncement(app.db, id) : undefined;
      if (!row || row.send_status !== '1') throw fail(request.t('anntNotFound'), 404, 404);
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', ANNOUNCEMENT_PAGE_CSP)
        .header('cache-control', 'no-store')
        .send(announcementPage(row, request.lang));
    },
  );
};

export default announcementShowRoutes;
