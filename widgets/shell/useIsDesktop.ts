import { useSyncExternalStore } from 'react';

// SPEC §2 "Responsive behaviour": under 1088px wide the device counts as mobile.
const DESKTOP_QUERY = '(min-width: 1088px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(DESKTOP_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Whether the window is desktop-wide (at least 1088px), following resizes.
 *
 * @example
 * const isDesktop = useIsDesktop();
 */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(DESKTOP_QUERY).matches,
    () => true,
  );
}
