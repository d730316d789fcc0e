// Builds the Fastify app: database, plugins and routes. It never listens (server.ts does), so tests
// drive it with app.inject(). The app is returned before ready(): routes may still be added, and every
// one of them must carry an access declaration (plugins/auth.ts).
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config.js';
import authPlugin from './plugins/auth.js';
import dbPlugin from './plugins/db.js';
import envelopePlugin from './plugins/envelope.js';
import i18nPlugin from './plugins/i18n.js';
import jsonBody from './plugins/json-body.js';
import modelsPlugin from './plugins/models.js';
import opLogPlugin from './plugins/op-log.js';
import realtimePlugin from './plugins/realtime.js';
import securityHeaders from './plugins/security-headers.js';
import webPlugin from './plugins/web.js';
import finiteNumbers, { finiteKeyword } from './plugins/finite-numbers.js';
import apiRoutes from './routes/index.js';
import configJs from './routes/config-js.js';
import { SessionStore } from './services/sessions.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    sessions: SessionStore;
  }
}

export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logger,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Report every invalid field at once, not only the first.
    ajv: { customOptions: { allErrors: true, allowUnionTypes: true }, plugins: [finiteKeyword] },
  });
  try {
    app.decorate('config', config);
    // First, so its onRoute hook sees every route.
    await app.register(finiteNumbers);
    await app.register(dbPlugin, { config });
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
    await app.register(authPlugin, { authenticate: (token) => app.sessions.authenticate(token) });
    await app.register(opLogPlugin);
    await app.register(realtimePlugin, { config });
    await app.register(configJs, { config });
    await app.register(webPlugin, { config });
    await app.register(apiRoutes, { prefix: config.apiBase });
    return app;
  } catch (err) {
    await app.close().catch(() => undefined);
    throw err;
  }
}
