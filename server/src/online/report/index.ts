// Online reports (JeecgBoot cgreport): definitions under /online/cgreport/head, reading under
// /online/cgreport/api. The format and the access rules: ../REPORTS.md.
import type { FastifyPluginAsync } from 'fastify';
import reportAdminRoutes from './admin-routes.js';
import reportApiRoutes from './api-routes.js';
import reportCatalogRoutes from './catalog-routes.js';
import reportMenuRoutes from './menu-routes.js';

const reportRoutes: FastifyPluginAsync = async (app) => {
  await app.register(reportAdminRoutes);
  await app.register(reportApiRoutes);
  await app.register(reportMenuRoutes);
  await app.register(reportCatalogRoutes);
};

export default reportRoutes;
