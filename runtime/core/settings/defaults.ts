/** The shell settings of SPEC §2 "Settings drawer" and §3 "Locally kept settings", with their defaults. */

/** Menu theme: light (default) or dark. */
export type NavTheme = 'light' | 'dark';
/** Navigation mode: side menu (default) or top menu. */
export type LayoutMode = 'sidemenu' | 'topmenu';
/** Content width: fixed (default) or fluid; fluid applies only in top-menu mode. */
export type ContentWidth = 'Fixed' | 'Fluid';

/** Every locally kept setting. */
export interface ShellSettings {
  /** Side menu open (expanded) on desktop. */
  sidebarOpen: boolean;
  navTheme: NavTheme;
  layoutMode: LayoutMode;
  contentWidth: ContentWidth;
  fixedHeader: boolean;
  fixedSidebar: boolean;
  autoHideHeader: boolean;
  primaryColor: string;
  colorWeak: boolean;
  multipage: boolean;
}

/** The defaults of the SPEC §3 table. */
export const DEFAULT_SETTINGS: Readonly<ShellSettings> = {
  sidebarOpen: true,
  navTheme: 'light',
  layoutMode: 'sidemenu',
  contentWidth: 'Fixed',
  fixedHeader: true,
  fixedSidebar: true,
  autoHideHeader: false,
  primaryColor: '#1890FF',
  colorWeak: false,
  multipage: true,
};

/** A primary-colour preset: `key` names it in the drawer's texts. */
export interface ColorPreset {
  key: string;
  color: string;
}

/** The 8 primary-colour presets of the settings drawer (SPEC §9 "Theme presets"), default first-blue. */
export const PRIMARY_COLOR_PRESETS: readonly ColorPreset[] = [
  { key: 'dustRed', color: '#F5222D' },
  { key: 'volcano', color: '#FA541C' },
  { key: 'sunsetOrange', color: '#FAAD14' },
  { key: 'cyan', color: '#13C2C2' },
  { key: 'polarGreen', color: '#52C41A' },
  { key: 'daybreakBlue', color: '#1890FF' },
  { key: 'geekBlue', color: '#2F54EB' },
  { key: 'goldenPurple', color: '#722ED1' },
];

/** Header auto-hide starts after this much vertical scroll (SPEC §9). */
export const HEADER_AUTO_HIDE_SCROLL_PX = 100;
/** Side menu widths (SPEC §9). */
export const SIDEBAR_WIDTH_PX = 200;
export const SIDEBAR_COLLAPSED_WIDTH_PX = 80;
/** Under 1088 px the device counts as mobile (a tablet), and under 768 px too (a phone): SPEC §2, §9. */
export const DESKTOP_MIN_WIDTH_PX = 1088;
export const TABLET_MIN_WIDTH_PX = 768;
