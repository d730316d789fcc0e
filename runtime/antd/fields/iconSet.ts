// Every antd icon by name, for the icon column and the icon picker. The whole set is ~180 KB gzip, so
// this module is only ever imported dynamically (IconValue, IconPicker): it is a chunk of its own that
// loads on the pages that show or pick icons, never on the shell's or a list's path.
import * as AntdIcons from '@ant-design/icons';
import type { ComponentType } from 'react';
import { JEECG_ICON_PREFIX, jeecgIcon } from '../../../schemas/api/jeecg-names';

const ICONS = AntdIcons as unknown as Record<string, ComponentType | undefined>;

/** The antd icon component names, sorted: `AccountBookFilled` … `ZoomOutOutlined`. */
export const ICON_NAMES: readonly string[] = Object.keys(ICONS)
  .filter((name) => /^[A-Z][A-Za-z0-9]*(Outlined|Filled|TwoTone)$/.test(name))
  .sort();

/** Each icon as menus store it (JeecgBoot's Iconify name) with its antd name, in ICON_NAMES' order. */
export const STORED_ICONS: readonly { stored: string; antd: string }[] = ICON_NAMES.map((antd) => ({
  stored: jeecgIcon(antd),
  antd,
}));

const SUFFIXES: Record<string, string> = { outlined: 'Outlined', filled: 'Filled', twotone: 'TwoTone' };
const pascal = (kebab: string) =>
  kebab
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

/**
 * The icon component of a stored name: JeecgBoot's `ant-design:setting-outlined`, antd's
 * `SettingOutlined`, or JeecgBoot v2's kebab-case `setting` / `bar-chart` (the outlined icon);
 * undefined for an unknown name.
 *
 * @example
 * iconComponent('ant-design:setting-outlined'); // SettingOutlined
 * iconComponent('setting'); // SettingOutlined
 */
export function iconComponent(name: string): ComponentType | undefined {
  const direct = ICONS[name];
  if (direct && ICON_NAMES.includes(name)) return direct;
  if (name.startsWith(JEECG_ICON_PREFIX)) {
    const match = /^(.+)-(outlined|filled|twotone)$/.exec(name.slice(JEECG_ICON_PREFIX.length));
    const antd = match ? `${pascal(match[1]!)}${SUFFIXES[match[2]!]}` : undefined;
    return antd && ICON_NAMES.includes(antd) ? ICONS[antd] : undefined;
  }
  return ICONS[`${pascal(name)}Outlined`];
}
