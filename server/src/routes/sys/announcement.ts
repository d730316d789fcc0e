// Announcements and notifications: the admin endpoints, publishing (with its scheduler) and the
// recipient's endpoints, registered together by routes/index.ts.
import type { FastifyPluginAsync } from 'fastify';
import adminRoutes from './announcement-admin.js';
import inboxRoutes from './announcement-inbox.js';
import publishRoutes from './announcement-publish.js';

const announcementRoutes: FastifyPluginAsync = async (app) => {
  await app.register(adminRoutes);
  await app.register(publishRoutes);
  await app.register(inboxRoutes);
};

export default announcementRoutes;
