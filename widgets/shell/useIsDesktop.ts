import { useIsMobile } from './device';

/**
 * Whether the window is desktop-wide (at least 1088px), following resizes and `DeviceOverride`.
 *
 * @example
 * const isDesktop = useIsDesktop();
 */
export function useIsDesktop(): boolean {
  return !useIsMobile();
}
