// Announcements and notifications: the admin endpoints, publishing (with its scheduler), the
// recipient's endpoints, export/import and the reader's page, registered together by routes/index.ts.
import type { FastifyPluginAsync } from 'fastify';
import adminRoutes from './announcement-admin.js';
import excelRoutes from './announcement-excel.js';
import showRoutes from './announcement-show.js';
import inboxRoutes from './announcement-inbox.js';
import publishRoutes from './announcement-publish.js';

const announcementRoutes: FastifyPluginAsync = async (app) => {
  await app.register(adminRoutes);
  await app.register(publishRoutes);
  await app.register(inboxRoutes);
  await app.register(excelRoutes);
  await app.register(showRoutes);
};

export default announcementRoutes;
