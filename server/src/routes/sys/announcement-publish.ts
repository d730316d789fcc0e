// Publishing under /sys/annountCement (api-contract §4.7): doReleaseData and doReovkeData (sic),
// syncNotic (the publication's live message sent again), plus the
// scheduler that publishes drafts whose publish time has come. Every publication is pushed to the
// recipients' open sockets on every instance: `{cmd: 'topic' | 'user', msgId, msgTxt}`.
import type { FastifyPluginAsync } from 'fastify';
import { fail, ok } from '../../lib/envelope.js';
import { currentUser } from '../../plugins/auth.js';
import {
  publicationMessage,
  releaseAnnouncement,
  revokeAnnouncement,
} from '../../services/announcement-publish.js';
import { recipientsOf } from '../../services/announcement-recipients.js';
import { findAnnouncement } from '../../services/announcements.js';
import { startScheduler } from '../../services/announcement-scheduler.js';
import { ANNOUNCEMENT_PERMS } from './announcement-admin.js';
import { anntIdQuerySchema, idQuerySchema } from './announcement-schemas.js';

const BASE = '/sys/annountCement';

const publishRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { id: string } }>(
    `${BASE}/doReleaseData`,
    { config: { permission: ANNOUNCEMENT_PERMS.release }, schema: { querystring: idQuerySchema } },
    async (request) => {
      const result = await releaseAnnouncement(app.db, request.query.id, {
        sender: currentUser(request).username,
      });
      if (result === 'not-found') throw fail(request.t('anntNotFound'), 404, 404);
      if (result === 'already-published') throw fail(request.t('anntAlreadyPublished'), 400, 400);
      await app.realtime.publish(result.audience, result.message);
      return ok(null, request.t('anntReleased'));
    },
  );

  app.get<{ Querystring: { id: string } }>(
    `${BASE}/doReovkeData`,
    { config: { permission: ANNOUNCEMENT_PERMS.revoke }, schema: { querystring: idQuerySchema } },
    async (request) => {
      const result = await revokeAnnouncement(app.db, request.query.id, currentUser(request).username);
      if (result === 'not-found') throw fail(request.t('anntNotFound'), 404, 404);
      if (result === 'not-published') throw fail(request.t('anntNotPublished'), 400, 400);
      await app.realtime.publish(result.audience, result.message);
      return ok(null, request.t('anntRevoked'));
    },
  );

  // JeecgBoot's "sync": the publication's live message once more, to the same recipients (their
  // send rows, resolved when it was published), e.g. for users who were offline at the time.
  app.get<{ Querystring: { anntId: string } }>(
    `${BASE}/syncNotic`,
    { config: { permission: ANNOUNCEMENT_PERMS.release }, schema: { querystring: anntIdQuerySchema } },
    async (request) => {
      const row = await findAnnouncement(app.db, request.query.anntId);
      if (!row) throw fail(request.t('anntNotFound'), 404, 404);
      if (row.send_status !== '1') throw fail(request.t('anntSyncNotPublished'), 400, 400);
      await app.realtime.publish(await recipientsOf(app.db, row), publicationMessage(row));
      return ok(null, request.t('anntSynced'));
    },
  );

  // Scheduled drafts: published by a timer that starts once the server is ready.
  let scheduler: { stop(): void } | undefined;
  app.addHook('onReady', async () => {
    scheduler = startScheduler(app.db, {
      push: async ({ announcement, audience, message }) => {
        app.log.info({ anntId: announcement.id }, 'scheduled announcement published');
        await app.realtime.publish(audience, message);
      },
      onError: (err) => app.log.error({ err }, 'scheduled announcement publishing failed'),
    });
  });
  app.addHook('preClose', async () => scheduler?.stop());
};

export default publishRoutes;
