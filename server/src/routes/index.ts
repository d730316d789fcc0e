// Every API route, registered under the API base (default /api) by app.ts.
import type { FastifyPluginAsync } from 'fastify';
import crudRoutes from '../crud/routes.js';
import onlineRoutes from '../online/index.js';
import websocketRoutes from '../realtime/websocket-route.js';
import announcementRoutes from './sys/announcement.js';
import departRoutes from './sys/departs.js';
import dataRuleRoutes from './sys/data-rules.js';
import dictRoutes from './sys/dict.js';
import loginRoutes from './sys/login.js';
import logoutRoutes from './sys/logout.js';
import passwordRoutes from './sys/password.js';
import permissionRoutes from './sys/permission.js';
import sessionFlowRoutes from './sys/session-flows.js';
import visitRoutes from './sys/visits.js';
import directoryRoutes from './sys/directory.js';
import userAdminRoutes from './sys/users-admin.js';
import userLinkRoutes from './sys/users-links.js';
import userLookupRoutes from './sys/users-lookup.js';
import recycleBinRoutes from './sys/recycle-bin.js';
import addressBookRoutes from './sys/address-book.js';
import departAdminRoutes from './sys/depart-admin.js';
import departTreeRoutes from './sys/depart-admin-tree.js';

const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(loginRoutes);
  await app.register(crudRoutes);
  await app.register(logoutRoutes);
  await app.register(permissionRoutes);
  await app.register(dataRuleRoutes);
  await app.register(dictRoutes);
  await app.register(departRoutes);
  await app.register(passwordRoutes);
  await app.register(visitRoutes);
  await app.register(directoryRoutes);
  await app.register(userAdminRoutes);
  await app.register(userLinkRoutes);
  await app.register(userLookupRoutes);
  await app.register(recycleBinRoutes);
  await app.register(addressBookRoutes);
  await app.register(departAdminRoutes);
  await app.register(departTreeRoutes);
  await app.register(sessionFlowRoutes);
  await app.register(announcementRoutes);
  await app.register(websocketRoutes);
  await app.register(onlineRoutes);
};

export default apiRoutes;
