/** Live updates: the websocket LiveProvider (SPEC §4 "Notifications"), an in-memory one and the poller. */
export { createWebSocketLiveProvider, type WebSocketLiveOptions } from './websocketLive';
export { createMemoryLiveProvider, type MemoryLiveProvider } from './memoryLive';
export { getLiveProvider, setLiveProvider, userChannel } from './registry';
export { createPoller, type Poller } from './poller';
export { LiveChannel, type LiveChannelOptions } from './liveChannel';
export type { SocketFactory, SocketLike, SocketMessage } from './types';
