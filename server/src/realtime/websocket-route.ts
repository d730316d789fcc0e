// GET {apiBase}/websocket/:userId — the notification socket (api-contract §3.6). The browser opens it
// with `new WebSocket(url, [token])`, so the session token arrives as the Sec-WebSocket-Protocol header
// and is echoed back as the selected protocol. The route is declared public because it authenticates
// itself, before the upgrade: no or unknown token → 401, a token of another user → 403, and the
// handshake fails without a socket ever being opened.
import type { FastifyPluginAsync } from 'fastify';
import fastifyWebsocket from '@fastify/websocket';
import { fail } from '../lib/envelope.js';

/** The reply to any text the client sends (its "HeartBeat"), to that socket only. */
const HEARTBEAT_REPLY = JSON.stringify({ cmd: 'heartcheck', msgTxt: '心跳响应' });
/** Clients only ever send heartbeats; anything bigger is not ours. */
const MAX_CLIENT_MESSAGE_BYTES = 4 * 1024;
/** Replies queued for a client that does not read before heartbeats stop being answered. */
const MAX_PENDING_REPLY_BYTES = 64 * 1024;

/**
 * The first sub-protocol offered: the token (`Sec-WebSocket-Protocol: <token>`).
 *
 * @example
 * protocolToken('tok123, other'); // 'tok123'
 */
export function protocolToken(header: string | string[] | undefined): string | null {
  const raw = Array.isArray(header) ? header.join(',') : header;
  const first = raw?.split(',')[0]?.trim();
  return first ? first : null;
}

const websocketRoutes: FastifyPluginAsync = async (app) => {
  // Registered here, not app-wide, so only this route's handler is wrapped by the plugin.
  await app.register(fastifyWebsocket, {
    options: {
      perMessageDeflate: false,
      maxPayload: MAX_CLIENT_MESSAGE_BYTES,
      // Select the token the client offered: browsers refuse a handshake that echoes no protocol.
      handleProtocols: (protocols: Set<string>) => protocols.values().next().value ?? false,
    },
  });

  app.get<{ Params: { userId: string } }>(
    '/websocket/:userId',
    {
      websocket: true,
      config: { public: true },
      onRequest: async (request) => {
        const token = protocolToken(request.headers['sec-websocket-protocol']);
        const user = token ? await app.sessions.authenticate(token) : null;
        if (!user) throw fail(request.t('tokenExpired'), 401, 401);
        if (user.id !== request.params.userId) throw fail(request.t('noPermission'), 403, 403);
        request.user = user;
      },
    },
    (socket, request) => {
      const user = request.user;
      if (!user) return socket.close(1008, 'unauthenticated');
      const client = app.realtime.hub.add(user.id, user.tokenHash, socket);
      socket.on('message', () => {
        // A client that sends without reading gets no more replies than fit in a small buffer.
        if (socket.bufferedAmount < MAX_PENDING_REPLY_BYTES) socket.send(HEARTBEAT_REPLY);
      });
      socket.on('pong', () => (client.alive = true));
      socket.on('close', () => app.realtime.hub.remove(client));
    },
  );
};

export default websocketRoutes;
