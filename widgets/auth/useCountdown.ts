import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left of a countdown, ticking once a second; `start(n)` restarts it.
 *
 * @example
 * const [left, start] = useCountdown();
 * <Button disabled={left > 0} onClick={() => start(60)}>{left || 'Send'}</Button>
 */
export function useCountdown(): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const start = useCallback((seconds: number) => setLeft(seconds), []);
  return [left, start];
}
