// Monitoring (server/src/monitor/): `app.monitor` and the hooks that feed it. Every answered request is
// counted by method, route pattern and status (never the raw URL: label values stay bounded) and timed,
// in-flight requests and open TCP connections are tracked, and the HTTP trace records each answer's
// path without its query, status, time, user and address. The sampler starts when the app is ready
// and stops when it closes. With METRICS=off nothing is hooked (the bench's "off" side).
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.js';
import { Monitor, UNMATCHED_ROUTE } from '../monitor/monitor.js';
import { RedisMonitor } from '../monitor/redis.js';
import { SystemPage } from '../monitor/system.js';
import { pathOnly } from '../monitor/trace.js';

declare module 'fastify' {
  interface FastifyInstance {
    monitor: Monitor;
    monitorSystem: SystemPage;
    monitorRedis: RedisMonitor;
  }
}

export default fp<{ config: AppConfig; monitor: Monitor }>(
  async (app, { config, monitor }) => {
    const system = new SystemPage();
    const redis = new RedisMonitor(config.redisUrl, config.redisKeyPrefix, (err) =>
      app.log.warn({ err }, 'monitor: redis connection error'),
    );
    app.decorate('monitor', monitor);
    app.decorate('monitorSystem', system);
    app.decorate('monitorRedis', redis);
    app.addHook('onClose', async () => {
      monitor.stop();
      await redis.close();
    });
    if (!monitor.enabled) return;

    monitor.addSampleStep((now) => system.sample(now));
    monitor.addSampleStep((now) => redis.sample(now));
    app.addHook('onReady', async () => monitor.start());

    app.server.on('connection', (socket) => {
      monitor.openConnections++;
      socket.once('close', () => monitor.openConnections--);
    });

    // The monitoring pages poll every few seconds: their own requests would push every other request
    // out of the trace, so routes under these prefixes are counted in the metrics but not traced.
    const untraced = [`${config.apiBase}/sys/monitor/`, '/metrics', '/health', `${config.apiBase}/health`];
    // Callback hooks, not async ones: an async hook costs a promise and a microtask on every request.
    const open = new WeakSet<FastifyRequest>();
    app.addHook('onRequest', (request, _reply, done) => {
      // A websocket's upgrade is answered by the socket and never reaches onResponse: it is counted
      // among the websockets instead, or in-flight would grow by one with every socket opened.
      if (request.raw.headers.upgrade === undefined) {
        open.add(request);
        monitor.inFlight++;
      }
      done();
    });
    app.addHook('onRequestAbort', (request, done) => {
      if (open.delete(request)) monitor.inFlight--;
      done();
    });
    app.addHook('onResponse', (request, reply, done) => {
      if (open.delete(request)) monitor.inFlight--;
      const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
      const ms = reply.elapsedTime;
      monitor.observeRequest(request.method, route, reply.statusCode, ms);
      if (!untraced.some((p) => route.startsWith(p))) record(request, reply.statusCode, ms);
      done();
    });

    const record = (request: FastifyRequest, status: number, ms: number) =>
      monitor.trace.record({
        time: Date.now(),
        method: request.method,
        path: pathOnly(request.url),
        status,
        durationMs: Math.round(ms * 100) / 100,
        user: request.user?.username ?? '',
        ip: request.ip,
      });
  },
  { name: 'monitor', dependencies: ['auth'] },
);
