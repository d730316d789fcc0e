import {
  HEARTBEAT_TEXT,
  HEARTBEAT_TIMEOUT_MS,
  SESSION_ENDED_CLOSE_CODE,
  WEBSOCKET_RECONNECT_DELAY_MS,
} from '../constants';
import type { SocketFactory, SocketLike, SocketMessage } from './types';

/** WebSocket.CONNECTING and OPEN, spelt out so fakes without the static constants work too. */
const CONNECTING = 0;
const OPEN = 1;

export interface LiveChannelOptions {
  url: string;
  /** Sub-protocols of the handshake; the server reads the session token from them. */
  protocols: string[];
  createSocket: SocketFactory;
  /** Every parsed message, heartbeat answers included. */
  onMessage: (message: SocketMessage) => void;
  reconnectDelayMs?: number;
  heartbeatTimeoutMs?: number;
  /**
   * Asked before each reconnect; false closes the channel for good (e.g. the session that opened it has
   * ended, so the server would only refuse the handshake).
   */
  canReconnect?: () => boolean;
  /**
   * The server closed the socket because its session ended (SESSION_ENDED_CLOSE_CODE): the channel
   * closes for good, since a reconnect would only be refused, and says so once.
   */
  onSessionEnded?: () => void;
}

/**
 * One websocket with the SPEC §4 rules: after an error or a close it reconnects 5 s later, one attempt
 * at a time; after 20 s without a message it sends "HeartBeat", and when a further 20 s pass without an
 * answer it drops the socket so the reconnect rule replaces it (a proxy may have cut it silently).
 *
 * @example
 * const channel = new LiveChannel({ url, protocols: [token], createSocket, onMessage });
 * channel.open();
 * channel.close();
 */
export class LiveChannel {
  private socket: SocketLike | null = null;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private heartbeatTimer: ReturnType<typeof setTimeout> | null = null;
  private answerTimer: ReturnType<typeof setTimeout> | null = null;
  private closed = false;

  constructor(private readonly options: LiveChannelOptions) {}

  /** Opens the socket (once; later calls do nothing while it lives). */
  open(): void {
    if (this.closed || this.socket) return;
    let socket: SocketLike;
    try {
      socket = this.options.createSocket(this.options.url, this.options.protocols);
    } catch {
      // A malformed URL throws synchronously; it gets the same treatment as a failed connection.
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => this.startHeartbeat();
    socket.onmessage = (event) => this.receive(event);
    // A failed socket fires both error and close; dropping it on the first keeps one reconnect pending.
    socket.onerror = () => this.drop(socket);
    socket.onclose = (event) => {
      if (event?.code !== SESSION_ENDED_CLOSE_CODE || socket !== this.socket) return this.drop(socket);
      this.close();
      this.options.onSessionEnded?.();
    };
  }

  /** Closes for good: no reconnect, no heartbeat. */
  close(): void {
    this.closed = true;
    this.clearHeartbeat();
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    detach(socket);
    // Closing a socket still connecting makes browsers log a failed connection; let it open first.
    if (socket.readyState === CONNECTING) socket.onopen = () => socket.close();
    else socket.close();
  }

  private receive(event: MessageEvent): void {
    this.startHeartbeat();
    const message = parse(event.data);
    if (message) this.options.onMessage(message);
  }

  private drop(socket: SocketLike): void {
    if (socket !== this.socket) return;
    this.socket = null;
    detach(socket);
    this.clearHeartbeat();
    socket.close();
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed || this.reconnectTimer) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      if (this.options.canReconnect && !this.options.canReconnect()) return this.close();
      this.open();
    }, this.options.reconnectDelayMs ?? WEBSOCKET_RECONNECT_DELAY_MS);
  }

  private startHeartbeat(): void {
    this.clearHeartbeat();
    const timeout = this.options.heartbeatTimeoutMs ?? HEARTBEAT_TIMEOUT_MS;
    this.heartbeatTimer = setTimeout(() => {
      const socket = this.socket;
      if (!socket || socket.readyState !== OPEN) return;
      socket.send(HEARTBEAT_TEXT);
      this.answerTimer = setTimeout(() => this.drop(socket), timeout);
    }, timeout);
  }

  private clearHeartbeat(): void {
    if (this.heartbeatTimer) clearTimeout(this.heartbeatTimer);
    if (this.answerTimer) clearTimeout(this.answerTimer);
    this.heartbeatTimer = null;
    this.answerTimer = null;
  }
}

function detach(socket: SocketLike): void {
  socket.onopen = null;
  socket.onmessage = null;
  socket.onerror = null;
  socket.onclose = null;
}

// Anything but a JSON object (a bare text reply, a broken frame) carries nothing a listener could use.
function parse(data: unknown): SocketMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const value: unknown = JSON.parse(data);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as SocketMessage) : null;
  } catch {
    return null;
  }
}
