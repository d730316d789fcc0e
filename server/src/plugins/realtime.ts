// Realtime delivery: `app.realtime.publish(audience, message)` reaches the audience's websockets on
// every server instance. The bus is in-process by default and Redis pub/sub when REDIS_URL is set; the
// sockets themselves are opened by realtime/websocket-route.ts and kept in the hub.
import { performance } from 'node:perf_hooks';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.js';
import { SocketHub } from '../realtime/hub.js';
import { createLocalBus } from '../realtime/local-bus.js';
import { createRedisBus } from '../realtime/redis-bus.js';
import { SESSION_ENDED_CODE, startSweeper, sweepSockets } from '../realtime/sweeper.js';
import type { Audience, RealtimeBus, RealtimeMessage, Revocation } from '../realtime/types.js';

/** How often sockets are pinged and their sessions re-checked. */
const SWEEP_INTERVAL_MS = 30_000;

export interface Realtime {
  /** This instance's sockets. */
  readonly hub: SocketHub;
  /**
   * Sends to the audience on every instance. Never throws: the change that caused the message is
   * already saved, and the bell reloads on its next message or open anyway; failures are logged.
   */
  publish(audience: Audience, message: RealtimeMessage): Promise<void>;
  /** One housekeeping pass now (tests; the timer runs it every 30 s). */
  sweep(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const hub = new SocketHub();
    const deliver = (audience: Audience, message: RealtimeMessage) => {
      const started = performance.now();
      const sockets = hub.deliver(audience, message);
      // The fan-out time the websocket bench reads (LOG_LEVEL=debug): every frame is in the kernel by now.
      const ms = Number((performance.now() - started).toFixed(2));
      app.log.debug({ cmd: message.cmd, sockets, ms }, 'realtime: delivered');
    };
    // Ended sessions, heard from any instance: out of the session cache and their sockets closed now.
    const revoke = (revocation: Revocation) => {
      app.sessions.forget(revocation);
      const reason = 'session ended';
      hub.closeSessions(revocation.tokenHashes ?? [], SESSION_ENDED_CODE, reason);
      for (const id of revocation.userIds ?? []) hub.closeUser(id, SESSION_ENDED_CODE, reason);
    };
    const bus: RealtimeBus = config.redisUrl
      ? await createRedisBus({
          url: config.redisUrl,
          channel: `${config.redisKeyPrefix}realtime`,
          deliver,
          revoke,
          onError: (err) => app.log.warn({ err }, 'realtime: redis connection error'),
        })
      : createLocalBus(deliver, revoke);
    app.sessions.onRevoked((revocation) =>
      bus.revoke(revocation).catch((err: unknown) => app.log.error({ err }, 'realtime: revocation not sent')),
    );
    const sweeper = startSweeper(app.db, hub, SWEEP_INTERVAL_MS, (err) =>
      app.log.error({ err }, 'realtime: socket sweep failed'),
    );

    app.decorate('realtime', {
      hub,
      publish: async (audience, message) => {
        try {
          await bus.publish(audience, message);
        } catch (err) {
          app.log.error({ err, cmd: message.cmd }, 'realtime: publish failed');
        }
      },
      sweep: () => sweepSockets(app.db, hub),
    } satisfies Realtime);

    // preClose: before the HTTP server waits for its connections, which open sockets would hold.
    app.addHook('preClose', async () => {
      sweeper.stop();
      await hub.shutdown(1001, 'server shutting down', 1000);
    });
    app.addHook('onClose', async () => {
      await bus.close();
    });
  },
  { name: 'realtime', dependencies: ['db'] },
);
