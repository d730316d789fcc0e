// Builds the Fastify app: database, plugins and routes. It never listens (server.ts does), so tests
// drive it with app.inject(). The app is returned before ready(): routes may still be added, and every
// one of them must carry an access declaration (plugins/auth.ts).
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config.js';
import { stdoutLog } from './lib/log-stream.js';
import { OneLineRequestLog } from './lib/request-log.js';
import authPlugin from './plugins/auth.js';
import dbPlugin from './plugins/db.js';
import envelopePlugin from './plugins/envelope.js';
import i18nPlugin from './plugins/i18n.js';
import jsonBody from './plugins/json-body.js';
import modelsPlugin from './plugins/models.js';
import monitorPlugin from './plugins/monitor.js';
import opLogPlugin from './plugins/op-log.js';
import realtimePlugin from './plugins/realtime.js';
import securityHeaders from './plugins/security-headers.js';
import webPlugin from './plugins/web.js';
import finiteNumbers, { finiteKeyword } from './plugins/finite-numbers.js';
import pageSize from './plugins/page-size.js';
import apiRoutes from './routes/index.js';
import configJs from './routes/config-js.js';
import healthRoutes from './routes/health.js';
import metricsRoutes from './routes/metrics.js';
import { Monitor, queryKind } from './monitor/monitor.js';
import { SessionStore } from './services/sessions.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    sessions: SessionStore;
  }
}

export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const app = Fastify({
    // An explicit stream (tests, benches) is kept; otherwise standard output, asynchronously.
    logger: config.logger && { ...config.logger, stream: config.logger.stream ?? stdoutLog() },
    // One request-log line (method, url, client, status, responseTime) instead of Fastify's two.
    logController: new OneLineRequestLog(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // JeecgBoot's front end sends some paths with a trailing slash (`/sys/category/loadDictItem/`) and
    // the same ones elsewhere without: both reach the one route.
    routerOptions: { ignoreTrailingSlash: true },
    // Report every invalid field at once, not only the first.
    ajv: { customOptions: { allErrors: true, allowUnionTypes: true }, plugins: [finiteKeyword] },
  });
  // Built before the database so its queries are timed from the first one; it reads the pool and the
  // realtime hub only when a scrape or a page asks, by then both exist.
  const monitor = new Monitor(
    config.metrics,
    {
      websockets: () => (app.hasDecorator('realtime') ? app.realtime.hub.size : 0),
      dbPool: () => (app.hasDecorator('dbPoolFigures') ? app.dbPoolFigures() : null),
    },
    (err) => app.log.warn({ err }, 'monitor: sampling failed'),
  );
  try {
    app.decorate('config', config);
    // First, so its onRoute hook sees every route.
    await app.register(finiteNumbers);
    await app.register(pageSize);
    await app.register(dbPlugin, {
      config,
      onQuery: config.metrics
        ? (e) =>
            monitor.observeQuery(queryKind(e.query.query.kind), e.queryDurationMillis, e.level === 'error')
        : undefined,
    });
    await app.register(modelsPlugin, { config });
    app.decorate(
      'sessions',
      new SessionStore(app.db, {
        ttlMs: config.tokenTtlMs,
        cacheTtlMs: config.sessionCacheTtlMs,
        maxPerUser: config.sessionMaxPerUser,
        idleMs: config.sessionIdleMs,
      }),
    );
    await app.register(i18nPlugin);
    await app.register(envelopePlugin);
    await app.register(jsonBody);
    await app.register(securityHeaders, { config });
    await app.register(authPlugin, {
      authenticate: (token) => app.sessions.authenticate(token),
      cached: (token) => app.sessions.cached(token),
    });
    await app.register(opLogPlugin);
    await app.register(realtimePlugin, { config });
    // Before any route, so its hooks see every one of them.
    await app.register(monitorPlugin, { config, monitor });
    await app.register(configJs, { config });
    await app.register(healthRoutes);
    await app.register(healthRoutes, { prefix: config.apiBase });
    await app.register(metricsRoutes);
    await app.register(webPlugin, { config });
    await app.register(apiRoutes, { prefix: config.apiBase });
    return app;
  } catch (err) {
    await app.close().catch(() => undefined);
    throw err;
  }
}
