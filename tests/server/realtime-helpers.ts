// Real websocket clients (the `ws` package) against a listening app, for the realtime suites.
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';

export interface Opened {
  socket: WebSocket;
  /** The protocol the server selected (the token, echoed back). */
  protocol: string;
  /** Messages received so far, parsed. */
  messages: Record<string, unknown>[];
  /** Resolves with the first message matching, or rejects after `timeoutMs`. */
  next(match: (m: Record<string, unknown>) => boolean, timeoutMs?: number): Promise<Record<string, unknown>>;
}

/** `ws://127.0.0.1:<port>/api/websocket/<userId>` of a listening app. */
export function socketUrl(app: FastifyInstance, userId: string): string {
  const address = app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('app is not listening');
  return `ws://127.0.0.1:${address.port}/api/websocket/${userId}`;
}

/** Opens a socket the way the browser does (`new WebSocket(url, [token])`). */
export function openSocket(url: string, token?: string): Promise<Opened> {
  return new Promise((resolve, reject) => {
    const socket = token === undefined ? new WebSocket(url) : new WebSocket(url, [token]);
    const messages: Record<string, unknown>[] = [];
    const waiters = new Set<() => void>();
    socket.on('message', (data) => {
      messages.push(JSON.parse(String(data)) as Record<string, unknown>);
      for (const wake of waiters) wake();
    });
    socket.once('unexpected-response', (_req, res) => reject(new Error(`refused: ${res.statusCode}`)));
    socket.once('error', reject);
    socket.once('open', () =>
      resolve({
        socket,
        protocol: socket.protocol,
        messages,
        next: (match, timeoutMs = 2000) =>
          new Promise((res, rej) => {
            const check = () => {
              const found = messages.find(match);
              if (!found) return false;
              waiters.delete(wake);
              clearTimeout(timer);
              res(found);
              return true;
            };
            const wake = () => void check();
            const timer = setTimeout(() => {
              waiters.delete(wake);
              rej(new Error(`no matching message within ${timeoutMs} ms; got ${JSON.stringify(messages)}`));
            }, timeoutMs);
            waiters.add(wake);
            check();
          }),
      }),
    );
  });
}

/** Resolves with the close code once the socket closes. */
export function closed(socket: WebSocket, timeoutMs = 2000): Promise<number> {
  return new Promise((resolve, reject) => {
    if (socket.readyState === WebSocket.CLOSED) return resolve(1006);
    const timer = setTimeout(() => reject(new Error('socket did not close')), timeoutMs);
    socket.once('close', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}
