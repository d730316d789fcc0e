import { useEffect, useState } from 'react';

function visibleNow(): boolean {
  return typeof document === 'undefined' || document.visibilityState !== 'hidden';
}

/**
 * Whether the tab is shown (`document.visibilityState` is not 'hidden'), following its changes.
 *
 * @example
 * const visible = usePageVisible();
 */
export function usePageVisible(): boolean {
  const [visible, setVisible] = useState(visibleNow);
  useEffect(() => {
    const update = () => setVisible(visibleNow());
    document.addEventListener('visibilitychange', update);
    update();
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}
