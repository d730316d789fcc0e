// SPEC §3 "Locally kept settings" and §2 "Settings drawer" rules, in core's settings atoms.
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import {
  autoHideHeaderAtom,
  canAutoHideHeader,
  canFixSidebar,
  canUseFluidWidth,
  colorWeakAtom,
  contentWidthAtom,
  DEFAULT_SETTINGS,
  effectiveLayout,
  fixedHeaderAtom,
  fixedSidebarAtom,
  layoutModeAtom,
  ls,
  LS_PREFIX,
  multipageAtom,
  navThemeAtom,
  PRIMARY_COLOR_PRESETS,
  primaryColorAtom,
  SETTING_STORAGE_KEYS,
  shellSettingsAtom,
  sidebarOpenAtom,
  type SettingAtom,
  type ShellSettings,
} from '../../../runtime/core';

const ATOMS: { [K in keyof ShellSettings]: SettingAtom<ShellSettings[K]> } = {
  sidebarOpen: sidebarOpenAtom,
  navTheme: navThemeAtom,
  layoutMode: layoutModeAtom,
  contentWidth: contentWidthAtom,
  fixedHeader: fixedHeaderAtom,
  fixedSidebar: fixedSidebarAtom,
  autoHideHeader: autoHideHeaderAtom,
  primaryColor: primaryColorAtom,
  colorWeak: colorWeakAtom,
  multipage: multipageAtom,
};

type Store = ReturnType<typeof createStore>;

function readSetting<K extends keyof ShellSettings>(store: Store, name: K): ShellSettings[K] {
  return store.get(ATOMS[name] as SettingAtom<ShellSettings[K]>);
}

function writeSetting<K extends keyof ShellSettings>(store: Store, name: K, value: ShellSettings[K]): void {
  store.set(ATOMS[name] as SettingAtom<ShellSettings[K]>, value);
}

describe('Locally kept settings: defaults (SPEC §3 table)', () => {
  it.each([
    ['Primary colour', 'primaryColor', '#1890FF'],
    ['Theme', 'navTheme', 'light'],
    ['Layout', 'layoutMode', 'sidemenu'],
    ['Content width', 'contentWidth', 'Fixed'],
    ['Fixed header', 'fixedHeader', true],
    ['Fixed sidebar', 'fixedSidebar', true],
    ['Auto-hide header', 'autoHideHeader', false],
    ['Colour-weak', 'colorWeak', false],
    ['Multi-tab', 'multipage', true],
    ['Sidebar open', 'sidebarOpen', true],
  ] as const)('%s defaults to %s', (_label, name, value) => {
    expect(readSetting(createStore(), name)).toBe(value);
    expect(DEFAULT_SETTINGS[name]).toBe(value);
  });
});

describe('Choices are kept in local storage under the SPEC §3 keys', () => {
  it('names each key as the product spells it', () => {
    expect(SETTING_STORAGE_KEYS).toEqual({
      sidebarOpen: 'SIDEBAR_TYPE',
      navTheme: 'DEFAULT_THEME',
      layoutMode: 'DEFAULT_LAYOUT_MODE',
      contentWidth: 'DEFAULT_CONTENT_WIDTH_TYPE',
      fixedHeader: 'DEFAULT_FIXED_HEADER',
      fixedSidebar: 'DEFAULT_FIXED_SIDEMENU',
      autoHideHeader: 'DEFAULT_FIXED_HEADER_HIDDEN',
      primaryColor: 'DEFAULT_COLOR',
      colorWeak: 'DEFAULT_COLOR_WEAK',
      multipage: 'DEFAULT_MULTI_PAGE',
    });
  });

  it.each([
    ['sidebarOpen', false],
    ['navTheme', 'dark'],
    ['layoutMode', 'topmenu'],
    ['contentWidth', 'Fluid'],
    ['fixedHeader', false],
    ['fixedSidebar', false],
    ['autoHideHeader', true],
    ['primaryColor', '#722ED1'],
    ['colorWeak', true],
    ['multipage', false],
  ] as const)('%s is written under its key and read back by a new store', (name, value) => {
    const store = createStore();
    // The table pairs each setting with a value of its type; the union of pairs needs the cast.
    writeSetting(store, name, value as never);
    const raw = localStorage.getItem(`${LS_PREFIX}${SETTING_STORAGE_KEYS[name]}`);
    expect(JSON.parse(raw ?? '{}')).toEqual({ value, expire: null });
    expect(readSetting(createStore(), name)).toBe(value);
  });

  it('falls back to the default when a stored value is unusable', () => {
    ls.set(SETTING_STORAGE_KEYS.primaryColor, 'red; background: url(x)');
    ls.set(SETTING_STORAGE_KEYS.layoutMode, 'sideways');
    ls.set(SETTING_STORAGE_KEYS.multipage, 'yes');
    const settings = createStore().get(shellSettingsAtom);
    expect(settings.primaryColor).toBe('#1890FF');
    expect(settings.layoutMode).toBe('sidemenu');
    expect(settings.multipage).toBe(true);
  });
});

describe('Settings drawer rules (SPEC §2)', () => {
  it('Primary colour: one of 8 presets', () => {
    expect(PRIMARY_COLOR_PRESETS).toHaveLength(8);
    expect(new Set(PRIMARY_COLOR_PRESETS.map((p) => p.color)).size).toBe(8);
    expect(PRIMARY_COLOR_PRESETS.map((p) => p.color)).toContain('#1890FF');
  });

  it('Content width: fixed or fluid (fluid only in top mode)', () => {
    expect(canUseFluidWidth('sidemenu')).toBe(false);
    expect(canUseFluidWidth('topmenu')).toBe(true);
    const base = { ...DEFAULT_SETTINGS, contentWidth: 'Fluid' as const };
    expect(effectiveLayout({ ...base, layoutMode: 'topmenu' }).fixedContentWidth).toBe(false);
    expect(effectiveLayout({ ...base, layoutMode: 'topmenu', contentWidth: 'Fixed' }).fixedContentWidth).toBe(
      true,
    );
    // The side menu layout fills the width whatever was stored.
    expect(effectiveLayout({ ...base, layoutMode: 'sidemenu' }).fixedContentWidth).toBe(false);
  });

  it('switching back to the side menu resets a fluid width to fixed', () => {
    const store = createStore();
    store.set(layoutModeAtom, 'topmenu');
    store.set(contentWidthAtom, 'Fluid');
    store.set(layoutModeAtom, 'sidemenu');
    expect(store.get(contentWidthAtom)).toBe('Fixed');
    expect(ls.get(SETTING_STORAGE_KEYS.contentWidth)).toBe('Fixed');
  });

  it('Auto-hide header on scroll (needs fixed header)', () => {
    expect(canAutoHideHeader(false)).toBe(false);
    expect(canAutoHideHeader(true)).toBe(true);
    const on = { ...DEFAULT_SETTINGS, autoHideHeader: true };
    expect(effectiveLayout(on).autoHideHeader).toBe(true);
    expect(effectiveLayout({ ...on, fixedHeader: false }).autoHideHeader).toBe(false);
  });

  it('Fixed side menu (disabled in top mode)', () => {
    expect(canFixSidebar('topmenu')).toBe(false);
    expect(effectiveLayout({ ...DEFAULT_SETTINGS, layoutMode: 'topmenu' }).fixedSidebar).toBe(false);
    expect(effectiveLayout(DEFAULT_SETTINGS).fixedSidebar).toBe(true);
  });
});
