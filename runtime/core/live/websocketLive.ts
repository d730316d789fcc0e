import { getRuntimeConfig } from '../config';
import { getAction } from '../http/actions';
import type { LiveEvent, LiveProvider } from '../providers/types';
import { getToken } from '../session/session';
import { LiveChannel } from './liveChannel';
import type { SocketFactory, SocketMessage } from './types';

export interface WebSocketLiveOptions {
  /** The socket URL of a channel; `${websocketDomain}${channel}` from the runtime config by default. */
  urlFor?: (channel: string) => string;
  /** The session token, sent as the websocket protocol (contract §3.6); the stored token by default. */
  token?: () => string | undefined;
  /** `new WebSocket(url, protocols)` by default; tests pass a fake. */
  createSocket?: SocketFactory;
  reconnectDelayMs?: number;
  heartbeatTimeoutMs?: number;
  /** The server ended the session behind a socket; by default see checkSessionOf. */
  onSessionEnded?: () => void;
}

type Callback = (event: LiveEvent) => void;

interface OpenChannel {
  connection: LiveChannel;
  callbacks: Set<Callback>;
  /** The token it was opened with. */
  token: string;
}

/**
 * How long a tab waits, after the server ended its socket's session, before asking the server. The
 * server closes the sockets of a session the moment it ends it, which is also while this tab's own
 * logout or password change is still being answered: those forget the token themselves, and the wait
 * lets them finish first instead of meeting a 401 notice of their own making.
 */
export const SESSION_CHECK_DELAY_MS = 1000;

/**
 * Unless the tab has signed out or in again meanwhile, asks the server once with the session's token:
 * an ended session answers 401, and the HTTP error catalogue (SPEC §8) tells the user and signs the tab
 * out, as for any other call. So a frozen or signed-out account leaves its open tabs within a second or
 * two of the server ending the session, not at their next click.
 */
function checkSessionOf(opened: string, token: () => string | undefined): void {
  setTimeout(() => {
    if (token() !== opened) return;
    void getAction('/sys/user/getCurrentUserDeparts').catch(() => undefined);
  }, SESSION_CHECK_DELAY_MS);
}

const browserSocket: SocketFactory = (url, protocols) => new WebSocket(url, protocols);

function defaultUrl(channel: string): string {
  return `${getRuntimeConfig().websocketDomain}${channel.startsWith('/') ? '' : '/'}${channel}`;
}

function toEvent(channel: string, message: SocketMessage): LiveEvent {
  return { channel, type: message.cmd ?? 'message', payload: message, date: new Date() };
}

/**
 * The LiveProvider over the server's websockets. A channel is a socket path under the websocket domain
 * (`/websocket/{userId}`); the first subscriber opens it, the last one to leave closes it, and each
 * message reaches the channel's subscribers as an event whose `type` is the message's `cmd`. Heartbeat
 * answers (`heartcheck`) keep the socket alive and are not passed on. Without a stored token nothing is
 * opened: the server would refuse the handshake anyway.
 *
 * @example
 * const live = createWebSocketLiveProvider();
 * const stop = live.subscribe({ channel: `/websocket/${userId}`, callback: (e) => e.type === 'user' && reload() });
 */
export function createWebSocketLiveProvider(options: WebSocketLiveOptions = {}): LiveProvider {
  const channels = new Map<string, OpenChannel>();
  const urlFor = options.urlFor ?? defaultUrl;
  const token = options.token ?? getToken;
  const createSocket = options.createSocket ?? browserSocket;

  function openChannel(channel: string): OpenChannel | null {
    const current = token();
    const existing = channels.get(channel);
    if (existing && existing.token === current) return existing;
    // A channel of an earlier session (signed out or in again since) is closed, not shared.
    existing?.connection.close();
    channels.delete(channel);
    if (!current) return null;
    const callbacks = new Set<Callback>();
    const connection = new LiveChannel({
      url: urlFor(channel),
      protocols: [current],
      createSocket,
      reconnectDelayMs: options.reconnectDelayMs,
      heartbeatTimeoutMs: options.heartbeatTimeoutMs,
      // Signed out, or signed in again as someone else: this token's socket has no one to serve.
      canReconnect: () => token() === current,
      onSessionEnded: options.onSessionEnded ?? (() => checkSessionOf(current, token)),
      onMessage: (message) => {
        if (message.cmd === 'heartcheck') return;
        const event = toEvent(channel, message);
        // A copy, so a callback that unsubscribes does not skip its neighbour.
        [...callbacks].forEach((callback) => callback(event));
      },
    });
    const opened = { connection, callbacks, token: current };
    channels.set(channel, opened);
    connection.open();
    return opened;
  }

  return {
    subscribe({ channel, callback }) {
      const opened = openChannel(channel);
      if (!opened) return () => undefined;
      opened.callbacks.add(callback);
      return () => {
        opened.callbacks.delete(callback);
        if (opened.callbacks.size > 0 || channels.get(channel) !== opened) return;
        channels.delete(channel);
        opened.connection.close();
      };
    },
  };
}
