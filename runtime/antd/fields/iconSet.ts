// Every antd icon by name, for the icon column and the icon picker. The whole set is ~180 KB gzip, so
// this module is only ever imported dynamically (IconValue, IconPicker): it is a chunk of its own that
// loads on the pages that show or pick icons, never on the shell's or a list's path.
import * as AntdIcons from '@ant-design/icons';
import type { ComponentType } from 'react';

const ICONS = AntdIcons as unknown as Record<string, ComponentType | undefined>;

/** The icon names a menu may store, sorted: `AccountBookFilled` … `ZoomOutOutlined`. */
export const ICON_NAMES: readonly string[] = Object.keys(ICONS)
  .filter((name) => /^[A-Z][A-Za-z0-9]*(Outlined|Filled|TwoTone)$/.test(name))
  .sort();

/**
 * The icon component of a stored name: `SettingOutlined`, or JeecgBoot v3's kebab-case `setting` /
 * `bar-chart` (the outlined icon); undefined for an unknown name.
 *
 * @example
 * iconComponent('setting'); // SettingOutlined
 */
export function iconComponent(name: string): ComponentType | undefined {
  const direct = ICONS[name];
  if (direct && ICON_NAMES.includes(name)) return direct;
  const pascal = name
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
  return ICONS[`${pascal}Outlined`];
}
