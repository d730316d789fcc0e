// The page's automatic refresh: a tick every `seconds` while the tab is visible. A hidden tab makes
// no requests; showing it again refreshes at once, since its figures are as old as the hiding.
import { useCallback, useEffect, useState } from 'react';

/**
 * A counter that grows every `seconds` (never without `seconds`) and on `refresh()`.
 *
 * @example
 * const { tick, refresh } = useRefreshTick(page.refresh);
 */
export function useRefreshTick(seconds: number | undefined) {
  const [tick, setTick] = useState(0);
  const refresh = useCallback(() => setTick((t) => t + 1), []);
  useEffect(() => {
    if (!seconds) return undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      timer ??= setInterval(refresh, seconds * 1000);
    };
    const stop = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const onVisibility = () => {
      if (document.hidden) stop();
      else {
        refresh();
        start();
      }
    };
    if (!document.hidden) start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [seconds, refresh]);
  return { tick, refresh };
}
