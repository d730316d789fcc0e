import type { LiveProvider } from '../providers/types';
import { createWebSocketLiveProvider } from './websocketLive';

let current: LiveProvider | null = null;

/**
 * The app's LiveProvider: the websocket one unless something else was set. Created on first use, so
 * nothing about sockets runs before a widget asks for live updates.
 *
 * @example
 * const stop = getLiveProvider().subscribe({ channel: userChannel(user.id), callback: reload });
 */
export function getLiveProvider(): LiveProvider {
  current ??= createWebSocketLiveProvider();
  return current;
}

/**
 * Replaces the LiveProvider (stories and tests pass a memory one); `null` goes back to the default.
 *
 * @example
 * setLiveProvider(createMemoryLiveProvider());
 */
export function setLiveProvider(provider: LiveProvider | null): void {
  current = provider;
}

/**
 * The channel of a user's own notifications: `/websocket/{userId}` (SPEC §4, §7).
 *
 * @example
 * userChannel('e9ca23d6…'); // '/websocket/e9ca23d6…'
 */
export function userChannel(userId: string): string {
  return `/websocket/${encodeURIComponent(userId)}`;
}
