// Sign-in statistics for the analysis dashboard: GET /sys/loginfo and GET /sys/visitInfo.
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope.js';
import { AUTHENTICATED } from '../../plugins/auth.js';
import { loginInfo, visitInfo } from '../../services/visits.js';

const visitRoutes: FastifyPluginAsync = async (app) => {
  app.get('/sys/loginfo', { config: { permission: AUTHENTICATED } }, async () => ok(await loginInfo(app.db)));
  app.get('/sys/visitInfo', { config: { permission: AUTHENTICATED } }, async () =>
    ok(await visitInfo(app.db)),
  );
};

export default visitRoutes;
