import type { LiveEvent, LiveProvider } from '../providers/types';

/** A LiveProvider that also lets the caller push events and see who listens. */
export interface MemoryLiveProvider extends LiveProvider {
  publish(event: LiveEvent): void;
  /** How many callbacks listen on a channel. */
  listeners(channel: string): number;
}

/**
 * An in-memory LiveProvider for stories and tests: `publish` delivers straight to the channel's
 * subscribers, no socket involved (style anchor 8: swap the provider, do not patch the transport).
 *
 * @example
 * const live = createMemoryLiveProvider();
 * setLiveProvider(live);
 * live.publish({ channel: '/websocket/u1', type: 'user', payload: { cmd: 'user', msgId: 'a1' }, date: new Date() });
 */
export function createMemoryLiveProvider(): MemoryLiveProvider {
  const channels = new Map<string, Set<(event: LiveEvent) => void>>();
  return {
    subscribe({ channel, callback }) {
      const callbacks = channels.get(channel) ?? new Set();
      callbacks.add(callback);
      channels.set(channel, callbacks);
      return () => {
        callbacks.delete(callback);
      };
    },
    publish(event) {
      [...(channels.get(event.channel) ?? [])].forEach((callback) => callback(event));
    },
    listeners(channel) {
      return channels.get(channel)?.size ?? 0;
    },
  };
}
