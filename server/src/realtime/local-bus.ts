// The default bus: one server process, so publishing is delivering.
import type { Deliver, RealtimeBus, Revoke } from './types.js';

/**
 * A bus that delivers straight to this process's sockets.
 *
 * @example
 * const bus = createLocalBus((audience, message) => hub.deliver(audience, message), applyRevocation);
 * await bus.publish('all', { cmd: 'topic', msgId: 'a1', msgTxt: 'Maintenance tonight' });
 */
export function createLocalBus(deliver: Deliver, revoke: Revoke): RealtimeBus {
  return {
    publish: async (audience, message) => {
      deliver(audience, message);
    },
    revoke: async (revocation) => {
      revoke(revocation);
    },
    close: async () => undefined,
  };
}
