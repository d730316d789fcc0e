// The monitoring pages' reads (menu 系统监控; contract schemas/api/monitor.ts), admin-only through the
// monitor:view button: GET /sys/monitor/node (modules/monitor/JvmInfo), http
// (modules/monitor/TomcatInfo), system, disk, trace (modules/monitor/HttpTrace). The figures come from
// app.monitor (server/src/monitor/).
import type { FastifyPluginAsync } from 'fastify';
import { MONITOR_PERMS, TRACE_SIZE } from '../../../../schemas/api/monitor.js';
import { ok } from '../../lib/envelope.js';
import { diskInfo } from '../../monitor/system.js';
import { STATUS_FILTER } from '../../monitor/trace.js';

const BASE = '/sys/monitor';
const view = { permission: MONITOR_PERMS.view };

const traceQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    status: { type: 'string', pattern: STATUS_FILTER },
    path: { type: 'string', maxLength: 200 },
    limit: { type: 'integer', minimum: 1, maximum: TRACE_SIZE, default: 100 },
  },
} as const;

const monitorRoutes: FastifyPluginAsync = async (app) => {
  app.get(`${BASE}/node`, { config: view }, async () => ok(await app.monitor.nodeInfo()));
  app.get(`${BASE}/http`, { config: view }, async () => ok(app.monitor.httpInfo()));
  app.get(`${BASE}/system`, { config: view }, async () => ok(await app.monitorSystem.info()));
  app.get(`${BASE}/disk`, { config: view }, async () => ok(await diskInfo(app.config.dataDir)));
  app.get<{ Querystring: { status?: string; path?: string; limit: number } }>(
    `${BASE}/trace`,
    { config: view, schema: { querystring: traceQuery } },
    async (request) => {
      const { status, path, limit } = request.query;
      return ok(app.monitor.trace.page({ status, path: path === '' ? undefined : path, limit }));
    },
  );
};

export default monitorRoutes;
