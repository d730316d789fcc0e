import type { SocketFactory, SocketLike } from '../../../runtime/core/live';

/** A WebSocket stand-in the test drives: open it, fail it, push messages, read what was sent. */
export class FakeSocket implements SocketLike {
  readyState = 0;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onerror: SocketLike['onerror'] = null;
  onclose: SocketLike['onclose'] = null;
  readonly sent: string[] = [];
  closeCalls = 0;

  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {}

  send(data: string): void {
    this.sent.push(data);
  }

  close(): void {
    this.closeCalls += 1;
    this.readyState = 3;
  }

  /** The server accepted the handshake. */
  open(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  /** The connection failed the way browsers report it: error, then close. */
  fail(): void {
    this.onerror?.(new Event('error'));
    this.readyState = 3;
    this.onclose?.({ code: 1006 } as CloseEvent);
  }

  /** The server closed the connection (with `code`: 4401 when the session ended). */
  serverClose(code = 1000): void {
    this.readyState = 3;
    this.onclose?.({ code } as CloseEvent);
  }

  receive(message: unknown): void {
    const data = typeof message === 'string' ? message : JSON.stringify(message);
    this.onmessage?.(new MessageEvent('message', { data }));
  }
}

/** A socket factory that records every socket it made. */
export function socketFactory() {
  const sockets: FakeSocket[] = [];
  const create: SocketFactory = (url, protocols) => {
    const socket = new FakeSocket(url, protocols);
    sockets.push(socket);
    return socket;
  };
  return { create, sockets, last: () => sockets[sockets.length - 1]! };
}
