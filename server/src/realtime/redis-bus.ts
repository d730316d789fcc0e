// The multi-instance bus: every instance subscribes to one Redis channel and delivers what arrives to
// the sockets it holds, its own publications included (so a message is delivered exactly once per
// instance, never twice locally). Pub/sub needs a connection of its own, hence two clients.
import { Redis } from 'ioredis';
import { parseEnvelope, type Deliver, type RealtimeBus, type Revoke } from './types.js';

export interface RedisBusOptions {
  url: string;
  /** Channel name, already prefixed with the deployment's key prefix. */
  channel: string;
  deliver: Deliver;
  /** Applies revocations from any instance (its own included) to this one. */
  revoke: Revoke;
  onError: (err: Error) => void;
}

/**
 * Connects and subscribes before resolving, so nothing published after start-up is missed; rejects
 * (and disconnects) when Redis cannot be reached, so a misconfigured REDIS_URL stops the start.
 *
 * @example
 * const bus = await createRedisBus({ url: 'redis://127.0.0.1:6379', channel: 'console:realtime',
 *   deliver: (audience, message) => hub.deliver(audience, message), revoke: applyRevocation,
 *   onError: (e) => log.error(e) });
 */
export async function createRedisBus(options: RedisBusOptions): Promise<RealtimeBus> {
  const settings = { lazyConnect: true, maxRetriesPerRequest: 3, connectTimeout: 5_000 };
  const pub = new Redis(options.url, settings);
  const sub = new Redis(options.url, settings);
  pub.on('error', options.onError);
  sub.on('error', options.onError);
  try {
    await Promise.all([pub.connect(), sub.connect()]);
    await sub.subscribe(options.channel);
  } catch (err) {
    pub.disconnect();
    sub.disconnect();
    const reason = err instanceof Error ? err.message : String(err);
    throw new Error(`REDIS_URL: cannot subscribe to ${options.channel}: ${reason}`);
  }
  sub.on('message', (channel: string, raw: string) => {
    if (channel !== options.channel) return;
    const envelope = parseEnvelope(raw);
    if (!envelope) return;
    if ('revocation' in envelope) options.revoke(envelope.revocation);
    else options.deliver(envelope.audience, envelope.message);
  });
  return {
    publish: async (audience, message) => {
      await pub.publish(options.channel, JSON.stringify({ audience, message }));
    },
    revoke: async (revocation) => {
      await pub.publish(options.channel, JSON.stringify({ revocation }));
    },
    close: async () => {
      // QUIT waits for Redis to answer; when it is unreachable, give up after a second and drop the sockets.
      const quit = Promise.allSettled([sub.quit(), pub.quit()]);
      await Promise.race([quit, new Promise((r) => setTimeout(r, 1000).unref())]);
      sub.disconnect();
      pub.disconnect();
    },
  };
}
