// Periodic housekeeping of open sockets: a ping to find dead connections (a laptop that went to sleep
// leaves a half-open TCP socket that would otherwise be held forever), and a check that each socket's
// session still exists, so logout, password change, freeze and expiry also end the socket. The check
// reads sys_session directly, so a logout on another instance counts too.
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import type { HubClient, SocketHub } from './hub.js';

/** Close code sent when the socket's session has ended (4000–4999 are free for applications). */
export const SESSION_ENDED_CODE = 4401;

const CHUNK = 500;

/**
 * Ends sockets whose session has gone and those that missed the previous ping.
 *
 * @example
 * await sweepSockets(app.db, app.realtime.hub);
 */
export async function sweepSockets(db: Kysely<Database>, hub: SocketHub, now = Date.now()): Promise<void> {
  const clients = [...hub.clients()];
  for (const client of clients) {
    if (!client.alive) {
      client.socket.terminate();
      continue;
    }
    client.alive = false;
    client.socket.ping();
  }
  const hashes = [...new Set(clients.map((c) => c.tokenHash))];
  const valid = new Set<string>();
  for (let i = 0; i < hashes.length; i += CHUNK) {
    const rows = await db
      .selectFrom('sys_session')
      .select('token_hash')
      .where('token_hash', 'in', hashes.slice(i, i + CHUNK))
      .where('expires_at', '>', now)
      .execute();
    for (const row of rows) valid.add(row.token_hash);
  }
  const ended = (c: HubClient) => !valid.has(c.tokenHash);
  for (const client of clients.filter(ended)) client.socket.close(SESSION_ENDED_CODE, 'session ended');
}

/**
 * Runs sweepSockets every `intervalMs` (one run at a time) until stopped.
 *
 * @example
 * const sweeper = startSweeper(app.db, hub, 30_000, (err) => app.log.error(err));
 * app.addHook('onClose', async () => sweeper.stop());
 */
export function startSweeper(
  db: Kysely<Database>,
  hub: SocketHub,
  intervalMs: number,
  onError: (err: unknown) => void,
): { stop(): void } {
  let running = false;
  const timer = setInterval(() => {
    if (running || hub.size === 0) return;
    running = true;
    sweepSockets(db, hub)
      .catch(onError)
      .finally(() => (running = false));
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
