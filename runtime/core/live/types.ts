/** The JSON messages the server pushes on `/websocket/{userId}` (contract §3.6). */
export interface SocketMessage {
  /** `topic` (to everyone), `user` (to chosen users), `heartcheck` (heartbeat answer), or another module's. */
  cmd?: string;
  /** The announcement id, for topic and user. */
  msgId?: string;
  /** The announcement title, for topic and user. */
  msgTxt?: string;
  [key: string]: unknown;
}

/** The part of the browser WebSocket the live connection uses; tests pass a fake with the same shape. */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

/** Creates a socket the way `new WebSocket(url, protocols)` does. */
export type SocketFactory = (url: string, protocols: string[]) => SocketLike;
