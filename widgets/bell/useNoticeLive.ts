import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { getUserInfo, sessionAtom } from '../../runtime/core';
import { getLiveProvider, userChannel, type SocketMessage } from '../../runtime/core/live';

/** The commands that mean "your announcements changed" (SPEC §4). */
const NOTICE_COMMANDS = new Set(['topic', 'user']);

/**
 * Listens on the signed-in user's websocket channel `/websocket/{userId}` while mounted and calls
 * `onNotice` for every topic or user message. The socket, its reconnects and heartbeat belong to the
 * LiveProvider (runtime/core/live).
 *
 * @example
 * useNoticeLive((message) => { reload(); popup(message); });
 */
export function useNoticeLive(onNotice: (message: SocketMessage) => void): void {
  const userId = (useAtomValue(sessionAtom)?.userInfo ?? getUserInfo())?.id;
  // The latest callback without resubscribing (which would reopen the socket) on every render.
  const callback = useRef(onNotice);
  useEffect(() => {
    callback.current = onNotice;
  });

  useEffect(() => {
    if (!userId) return undefined;
    return getLiveProvider().subscribe({
      channel: userChannel(userId),
      callback: (event) => {
        if (NOTICE_COMMANDS.has(event.type)) callback.current(event.payload as SocketMessage);
      },
    });
  }, [userId]);
}
