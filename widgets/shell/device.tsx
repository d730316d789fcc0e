import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { DESKTOP_MIN_WIDTH_PX, TABLET_MIN_WIDTH_PX } from '../../runtime/core';

/** Desktop from 1088 px; tablet from 768 px; mobile below (SPEC §2 "Responsive behaviour"). */
export type Device = 'desktop' | 'tablet' | 'mobile';

// Max-width queries (one hundredth of a pixel under each breakpoint): an environment that answers no
// media query at all (jsdom's stub) counts as a desktop, the layout most tests and stories expect.
const TABLET_QUERY = `(max-width: ${DESKTOP_MIN_WIDTH_PX - 0.01}px)`;
const MOBILE_QUERY = `(max-width: ${TABLET_MIN_WIDTH_PX - 0.01}px)`;

function subscribe(onChange: () => void): () => void {
  const queries = [window.matchMedia(TABLET_QUERY), window.matchMedia(MOBILE_QUERY)];
  queries.forEach((q) => q.addEventListener('change', onChange));
  return () => queries.forEach((q) => q.removeEventListener('change', onChange));
}

function currentDevice(): Device {
  if (window.matchMedia(MOBILE_QUERY).matches) return 'mobile';
  return window.matchMedia(TABLET_QUERY).matches ? 'tablet' : 'desktop';
}

const DeviceContext = createContext<Device | undefined>(undefined);

/**
 * Forces the device for everything inside (stories and tests show the mobile layout at any width).
 *
 * @example
 * <DeviceOverride device="mobile"><BasicLayout routes={routes} /></DeviceOverride>
 */
export function DeviceOverride({ device, children }: { device: Device; children: ReactNode }) {
  return <DeviceContext.Provider value={device}>{children}</DeviceContext.Provider>;
}

/**
 * The device class of the window, following resizes: under 1088 px tablet, under 768 px mobile.
 *
 * @example
 * const device = useDevice();
 */
export function useDevice(): Device {
  const forced = useContext(DeviceContext);
  const measured = useSyncExternalStore(subscribe, currentDevice, () => 'desktop' as const);
  return forced ?? measured;
}

/**
 * Whether the device counts as mobile: tablet and phone widths both do (SPEC §2), so the menu is a
 * drawer, menu search opens in a modal and multi-tab mode is off.
 *
 * @example
 * const isMobile = useIsMobile();
 */
export function useIsMobile(): boolean {
  return useDevice() !== 'desktop';
}
