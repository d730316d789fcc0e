import type { ContentWidth, LayoutMode, ShellSettings } from './defaults';

/**
 * Whether the fluid content width may be chosen: only in top-menu mode (SPEC §2 "Settings drawer").
 *
 * @example
 * canUseFluidWidth('sidemenu'); // false
 */
export function canUseFluidWidth(mode: LayoutMode): boolean {
  return mode === 'topmenu';
}

/**
 * Whether the fixed side menu may be toggled: not in top-menu mode, which has no side menu.
 *
 * @example
 * canFixSidebar('topmenu'); // false
 */
export function canFixSidebar(mode: LayoutMode): boolean {
  return mode === 'sidemenu';
}

/**
 * Whether auto-hiding the header may be toggled: it needs a fixed header.
 *
 * @example
 * canAutoHideHeader(false); // false
 */
export function canAutoHideHeader(fixedHeader: boolean): boolean {
  return fixedHeader;
}

/** What the layout actually applies once the dependencies between settings are taken into account. */
export interface EffectiveLayout {
  /** Content limited to the fixed width (1200 px, centred): top-menu mode with the fixed width only. */
  fixedContentWidth: boolean;
  fixedSidebar: boolean;
  fixedHeader: boolean;
  autoHideHeader: boolean;
}

/**
 * Applies the dependencies between settings: fluid width only in top mode, fixed sidebar only in side
 * mode, auto-hide only with a fixed header.
 *
 * @example
 * effectiveLayout({ ...DEFAULT_SETTINGS, fixedHeader: false, autoHideHeader: true }).autoHideHeader; // false
 */
export function effectiveLayout(
  settings: Pick<
    ShellSettings,
    'layoutMode' | 'contentWidth' | 'fixedHeader' | 'fixedSidebar' | 'autoHideHeader'
  >,
): EffectiveLayout {
  const width: ContentWidth = canUseFluidWidth(settings.layoutMode) ? settings.contentWidth : 'Fixed';
  return {
    fixedContentWidth: settings.layoutMode === 'topmenu' && width === 'Fixed',
    fixedSidebar: canFixSidebar(settings.layoutMode) && settings.fixedSidebar,
    fixedHeader: settings.fixedHeader,
    autoHideHeader: canAutoHideHeader(settings.fixedHeader) && settings.autoHideHeader,
  };
}
