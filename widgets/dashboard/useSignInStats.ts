import { useCallback, useEffect, useState } from 'react';
import { getAction } from '../../runtime/core';
import type { DayVisits, LoginInfo } from '../../schemas/api/visits';

export type { DayVisits, LoginInfo };

export type SignInStats =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; info: LoginInfo; days: DayVisits[] };

/**
 * Loads the sign-in statistics (`/sys/loginfo`, `/sys/visitInfo`) and offers a reload.
 *
 * @example
 * const { stats, reload } = useSignInStats();
 */
export function useSignInStats(): { stats: SignInStats; reload: () => void } {
  const [stats, setStats] = useState<SignInStats>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setStats({ status: 'loading' });
    Promise.all([getAction<LoginInfo>('/sys/loginfo'), getAction<DayVisits[]>('/sys/visitInfo')]).then(
      ([info, days]) => {
        if (!live) return;
        if (info.success && days.success) setStats({ status: 'ready', info: info.result, days: days.result });
        else setStats({ status: 'error' });
      },
      () => live && setStats({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { stats, reload };
}
