// The online designer's API and the live routes of stored models, registered under the API base by
// routes/index.ts. The service itself (app.onlineSchemas) is built by plugins/models.ts at start.
import type { FastifyPluginAsync } from 'fastify';
import { registerLiveRoutes } from './live-routes.js';
import onlineModuleRoutes from './routes-module.js';
import onlineSaveManyRoutes from './routes-save-many.js';
import onlineVersionRoutes from './routes-versions.js';
import onlineSchemaRoutes from './routes.js';
import type { OnlineSchemas } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    onlineSchemas: OnlineSchemas;
  }
}

const onlineRoutes: FastifyPluginAsync = async (app) => {
  await app.register(onlineSchemaRoutes);
  await app.register(onlineVersionRoutes);
  await app.register(onlineModuleRoutes);
  await app.register(onlineSaveManyRoutes);
  await registerLiveRoutes(app, app.onlineSchemas, app.config.apiBase);
};

export default onlineRoutes;
