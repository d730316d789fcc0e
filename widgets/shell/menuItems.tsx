import type { MenuProps } from 'antd';
import type { AppRoute } from '../../runtime/core';
import { menuIcon } from './menuIcons';
import { routeTitle } from './routeTitle';

export type MenuItems = NonNullable<MenuProps['items']>;

/**
 * antd Menu items for the visible routes: hidden ones are left out, items with visible children become
 * SubMenus. Each key is the route's path.
 *
 * @example
 * <Menu items={buildMenuItems(routes, 'zh-CN')} />
 */
export function buildMenuItems(routes: AppRoute[], locale: string): MenuItems {
  return routes
    .filter((route) => !route.hidden)
    .map((route) => {
      const children = route.children ? buildMenuItems(route.children, locale) : [];
      const base = { key: route.path, icon: menuIcon(route.meta.icon), label: routeTitle(route, locale) };
      return children.length ? { ...base, children } : base;
    });
}
