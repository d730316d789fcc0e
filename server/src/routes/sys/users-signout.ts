// Ends everything a frozen or deleted user holds: sessions (their next call is a 401) and websockets,
// at once on this instance and, through the revocation sessions.ts sends over the realtime bus, on the
// others.
import type { FastifyInstance } from 'fastify';
import { SESSION_ENDED_CODE } from '../../realtime/sweeper.js';

export async function signOutUsers(app: FastifyInstance, userIds: readonly string[]): Promise<void> {
  for (const id of userIds) {
    await app.sessions.revokeUser(id);
    app.realtime.hub.closeUser(id, SESSION_ENDED_CODE, 'session ended');
  }
}
