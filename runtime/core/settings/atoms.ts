import { atom, type WritableAtom } from 'jotai';
import { atomWithLazy } from 'jotai/utils';
import { ls } from '../storage/localStore';
import {
  DEFAULT_COLOR,
  DEFAULT_COLOR_WEAK,
  DEFAULT_CONTENT_WIDTH_TYPE,
  DEFAULT_FIXED_HEADER,
  DEFAULT_FIXED_HEADER_HIDDEN,
  DEFAULT_FIXED_SIDEMENU,
  DEFAULT_LAYOUT_MODE,
  DEFAULT_MULTI_PAGE,
  DEFAULT_THEME,
  SIDEBAR_TYPE,
} from '../storage/keys';
import {
  DEFAULT_SETTINGS,
  type ContentWidth,
  type LayoutMode,
  type NavTheme,
  type ShellSettings,
} from './defaults';

/** The local-storage key of each setting (SPEC §3 spellings; `ls` adds its `pro__` prefix). */
export const SETTING_STORAGE_KEYS: Readonly<Record<keyof ShellSettings, string>> = {
  sidebarOpen: SIDEBAR_TYPE,
  navTheme: DEFAULT_THEME,
  layoutMode: DEFAULT_LAYOUT_MODE,
  contentWidth: DEFAULT_CONTENT_WIDTH_TYPE,
  fixedHeader: DEFAULT_FIXED_HEADER,
  fixedSidebar: DEFAULT_FIXED_SIDEMENU,
  autoHideHeader: DEFAULT_FIXED_HEADER_HIDDEN,
  primaryColor: DEFAULT_COLOR,
  colorWeak: DEFAULT_COLOR_WEAK,
  multipage: DEFAULT_MULTI_PAGE,
};

/** A setting atom: reads like a value, writes through to local storage. */
export type SettingAtom<T> = WritableAtom<T, [T], void>;

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const oneOf =
  <T extends string>(...values: T[]) =>
  (value: unknown): value is T =>
    values.includes(value as T);
const isColor = (value: unknown): value is string =>
  typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value);

/**
 * An atom kept in local storage through `ls` under `key`: each store reads the stored value on first use
 * (a stored value of the wrong shape falls back to the default), and every write is stored at once.
 */
function persistedAtom<T>(key: string, fallback: T, valid: (value: unknown) => value is T): SettingAtom<T> {
  const base = atomWithLazy<T>(() => {
    const stored = ls.get<unknown>(key);
    return valid(stored) ? stored : fallback;
  });
  return atom(
    (get) => get(base),
    (_get, set, next: T) => {
      // Stored first: a refused write (storage full or blocked) throws before anything changes, so the
      // caller can say the setting failed instead of showing a choice that is gone after a reload.
      ls.set(key, next);
      set(base, next);
    },
  );
}

/** The persisted atom of one setting, under its SPEC §3 key, defaulting to DEFAULT_SETTINGS. */
function setting<K extends keyof ShellSettings>(
  name: K,
  valid: (value: unknown) => value is ShellSettings[K],
): SettingAtom<ShellSettings[K]> {
  return persistedAtom(SETTING_STORAGE_KEYS[name], DEFAULT_SETTINGS[name], valid);
}

/** Side menu open on desktop (SIDEBAR_TYPE), default open. */
export const sidebarOpenAtom = setting('sidebarOpen', isBoolean);
/** Menu theme (DEFAULT_THEME), default light. */
export const navThemeAtom = setting('navTheme', oneOf<NavTheme>('light', 'dark'));
/** Content width (DEFAULT_CONTENT_WIDTH_TYPE), default fixed. */
export const contentWidthAtom = setting('contentWidth', oneOf<ContentWidth>('Fixed', 'Fluid'));
const layoutModeBaseAtom = setting('layoutMode', oneOf<LayoutMode>('sidemenu', 'topmenu'));
/**
 * Navigation mode (DEFAULT_LAYOUT_MODE), default side menu. Switching to the side menu also resets the
 * content width to fixed, since fluid exists only in top mode.
 */
export const layoutModeAtom: SettingAtom<LayoutMode> = atom(
  (get) => get(layoutModeBaseAtom),
  (_get, set, next: LayoutMode) => {
    set(layoutModeBaseAtom, next);
    if (next === 'sidemenu') set(contentWidthAtom, 'Fixed');
  },
);
/** Fixed header (DEFAULT_FIXED_HEADER), default on. */
export const fixedHeaderAtom = setting('fixedHeader', isBoolean);
/** Fixed side menu (DEFAULT_FIXED_SIDEMENU), default on. */
export const fixedSidebarAtom = setting('fixedSidebar', isBoolean);
/** Auto-hide header on scroll (DEFAULT_FIXED_HEADER_HIDDEN), default off. */
export const autoHideHeaderAtom = setting('autoHideHeader', isBoolean);
/** Primary colour (DEFAULT_COLOR), default #1890FF. */
export const primaryColorAtom = setting('primaryColor', isColor);
/** Colour-weak mode (DEFAULT_COLOR_WEAK), default off. */
export const colorWeakAtom = setting('colorWeak', isBoolean);
/** Multi-tab mode (DEFAULT_MULTI_PAGE), default on. */
export const multipageAtom = setting('multipage', isBoolean);

/**
 * All settings at once, read-only (the drawer's "copy settings" and the layout read it).
 *
 * @example
 * const { layoutMode, navTheme } = useAtomValue(shellSettingsAtom);
 */
export const shellSettingsAtom = atom<ShellSettings>((get) => ({
  sidebarOpen: get(sidebarOpenAtom),
  navTheme: get(navThemeAtom),
  layoutMode: get(layoutModeAtom),
  contentWidth: get(contentWidthAtom),
  fixedHeader: get(fixedHeaderAtom),
  fixedSidebar: get(fixedSidebarAtom),
  autoHideHeader: get(autoHideHeaderAtom),
  primaryColor: get(primaryColorAtom),
  colorWeak: get(colorWeakAtom),
  multipage: get(multipageAtom),
}));
