// The sockets this server instance holds, by user. Delivery serialises a message once and writes the
// same buffer to every target socket (no per-socket JSON, no compression), which is what lets one
// process fan a broadcast out to 10,000 sockets within the DESIGN.md budget.
import type { WebSocket } from 'ws';
import type { Audience, RealtimeMessage } from './types.js';

export interface HubClient {
  readonly userId: string;
  /** sha-256 of the session token the socket opened with, to close it when that session ends. */
  readonly tokenHash: string;
  readonly socket: WebSocket;
  /** Cleared before each liveness ping, set again by the pong. */
  alive: boolean;
}

/**
 * Sockets one user may hold on one instance; opening another closes their oldest. Tabs and devices stay
 * far below it, while a leaked token cannot pile up sockets (each costs memory and a file descriptor).
 */
export const MAX_SOCKETS_PER_USER = 20;
/** Close code for the socket that made room for a newer one. */
export const REPLACED_CODE = 4409;

export class SocketHub {
  private readonly byUser = new Map<string, Set<HubClient>>();
  private count = 0;

  /** Open sockets held by this instance. */
  get size(): number {
    return this.count;
  }

  /**
   * Registers an open socket; remove it again when it closes.
   *
   * @example
   * const client = hub.add(user.id, user.tokenHash, socket);
   * socket.on('close', () => hub.remove(client));
   */
  add(userId: string, tokenHash: string, socket: WebSocket): HubClient {
    const client: HubClient = { userId, tokenHash, socket, alive: true };
    let set = this.byUser.get(userId);
    if (!set) this.byUser.set(userId, (set = new Set()));
    if (set.size >= MAX_SOCKETS_PER_USER) {
      // Sets iterate in insertion order: the first one is the oldest.
      const oldest = set.values().next().value;
      if (oldest) {
        this.remove(oldest);
        oldest.socket.close(REPLACED_CODE, 'too many sockets');
      }
    }
    set.add(client);
    this.count += 1;
    return client;
  }

  remove(client: HubClient): void {
    const set = this.byUser.get(client.userId);
    if (!set?.delete(client)) return;
    this.count -= 1;
    if (set.size === 0) this.byUser.delete(client.userId);
  }

  /**
   * Closes every socket a user holds on this instance (freeze, delete): at once, rather than at the next
   * sweep, which would also catch them because their sessions are gone.
   * @returns how many were closed.
   */
  closeUser(userId: string, code: number, reason: string): number {
    const clients = [...(this.byUser.get(userId) ?? [])];
    for (const client of clients) {
      this.remove(client);
      client.socket.close(code, reason);
    }
    return clients.length;
  }

  /**
   * Closes the sockets opened with these sessions' tokens on this instance.
   * @returns how many were closed.
   */
  closeSessions(tokenHashes: readonly string[], code: number, reason: string): number {
    const ended = new Set(tokenHashes);
    const clients = [...this.clients()].filter((c) => ended.has(c.tokenHash));
    for (const client of clients) {
      this.remove(client);
      client.socket.close(code, reason);
    }
    return clients.length;
  }

  /** Every registered socket. */
  *clients(): IterableIterator<HubClient> {
    for (const set of this.byUser.values()) yield* set;
  }

  /**
   * Sends the message to the audience's open sockets on this instance.
   * @returns how many sockets it was written to.
   */
  deliver(audience: Audience, message: RealtimeMessage): number {
    const data = Buffer.from(JSON.stringify(message));
    let sent = 0;
    const send = (client: HubClient) => {
      if (client.socket.readyState !== client.socket.OPEN) return;
      client.socket.send(data, { binary: false });
      sent += 1;
    };
    if (audience === 'all') {
      for (const set of this.byUser.values()) for (const client of set) send(client);
    } else {
      for (const userId of new Set(audience)) this.byUser.get(userId)?.forEach(send);
    }
    return sent;
  }

  /**
   * Closes every socket for a shutdown: a close frame first, then, after `graceMs`, a hard end for
   * those whose peer never answered, so a dead client cannot hold the server's close open.
   */
  async shutdown(code: number, reason: string, graceMs: number): Promise<void> {
    const clients = [...this.clients()];
    for (const client of clients) client.socket.close(code, reason);
    const open = () => clients.filter((c) => c.socket.readyState !== c.socket.CLOSED);
    const deadline = Date.now() + graceMs;
    while (open().length > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
    for (const client of open()) client.socket.terminate();
  }
}
