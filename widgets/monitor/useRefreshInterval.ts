// The refresh interval the user picked on the monitoring pages, kept per user in local storage (through
// `ls`, so under the `pro__` prefix like every key of the console) and shared by the seven pages.
import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { ls, sessionAtom } from '../../runtime/core';
import { REFRESH_CHOICES } from '../../schemas/api/monitor';

/** The interval a user who never picked one gets, seconds. */
export const DEFAULT_REFRESH_SEC = 5;

/** The local-storage key (before `ls`' prefix) of a user's refresh interval. */
export function refreshKey(userId: string | undefined): string {
  return `monitor-refresh:${userId ?? 'anonymous'}`;
}

function stored(key: string): number {
  const value = ls.get<unknown>(key);
  return REFRESH_CHOICES.some((c) => c === value) ? (value as number) : DEFAULT_REFRESH_SEC;
}

/**
 * The signed-in user's refresh interval (seconds, 0 paused) and a setter that remembers it.
 *
 * @example
 * const [intervalSec, setIntervalSec] = useRefreshInterval();
 */
export function useRefreshInterval(): [number, (sec: number) => void] {
  const userId = useAtomValue(sessionAtom)?.userInfo?.id;
  const key = refreshKey(userId);
  const [picked, setPicked] = useState<{ key: string; sec: number }>(() => ({ key, sec: stored(key) }));
  // Another user signing in on the same tab reads their own choice.
  const sec = picked.key === key ? picked.sec : stored(key);
  const set = useCallback(
    (next: number) => {
      ls.set(key, next);
      setPicked({ key, sec: next });
    },
    [key],
  );
  return [sec, set];
}
