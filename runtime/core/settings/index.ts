export * from './defaults';
export * from './rules';
export {
  sidebarOpenAtom,
  navThemeAtom,
  layoutModeAtom,
  contentWidthAtom,
  fixedHeaderAtom,
  fixedSidebarAtom,
  autoHideHeaderAtom,
  primaryColorAtom,
  colorWeakAtom,
  multipageAtom,
  shellSettingsAtom,
  SETTING_STORAGE_KEYS,
  type SettingAtom,
} from './atoms';
