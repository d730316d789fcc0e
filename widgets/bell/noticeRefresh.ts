import { atom, useSetAtom } from 'jotai';
import { useCallback } from 'react';

/**
 * Bumped whenever something outside the bell changes what the user has read (the announcements page
 * reading one, or all), so the bell reloads its counts without waiting for the server's push.
 */
export const noticeRefreshAtom = atom(0);

/**
 * A function that makes the bell reload its counts.
 *
 * @example
 * const refreshBell = useRefreshNoticeBell();
 * await readAllAnnouncements();
 * refreshBell();
 */
export function useRefreshNoticeBell(): () => void {
  const set = useSetAtom(noticeRefreshAtom);
  return useCallback(() => set((n) => n + 1), [set]);
}
