import { Menu, type MenuProps } from 'antd';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { flattenRoutes, localeAtom, type AppRoute } from '../../runtime/core';
import { buildMenuItems } from './menuItems';
import { routeTrail, withOpenParents } from './routeTrail';

export interface SideMenuProps {
  routes: AppRoute[];
  collapsed: boolean;
  /** Inline in the side menu and the mobile drawer, horizontal in the top menu. */
  mode?: 'inline' | 'horizontal';
  theme?: 'light' | 'dark';
  /** Called after an item was chosen (the mobile drawer closes). */
  onNavigate?: () => void;
}

/** The visible part of the trail to the current path: a hidden page selects its nearest visible parent. */
function visibleTrail(routes: AppRoute[], pathname: string): AppRoute[] {
  const trail = routeTrail(routes, pathname);
  const firstHidden = trail.findIndex((route) => route.hidden);
  return firstHidden < 0 ? trail : trail.slice(0, firstHidden);
}

/**
 * The menu built from the user's routes (inline for the side menu and the mobile drawer, horizontal for
 * the top menu), selecting the item of the current path and opening its parents. External items
 * (`internalOrExternal` with a `url`) open in a new window.
 *
 * @example
 * <SideMenu routes={routes} collapsed={false} />
 */
export function SideMenu({ routes, collapsed, mode = 'inline', theme = 'light', onNavigate }: SideMenuProps) {
  const locale = useAtomValue(localeAtom);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const items = useMemo(() => buildMenuItems(routes, locale), [routes, locale]);
  const byPath = useMemo(() => new Map(flattenRoutes(routes).map((r) => [r.fullPath, r.route])), [routes]);
  const trail = useMemo(() => visibleTrail(routes, pathname), [routes, pathname]);
  const [openKeys, setOpenKeys] = useState<string[]>(() => trail.slice(0, -1).map((r) => r.path));

  // Navigating (e.g. through a breadcrumb) opens the new item's parents without closing others.
  useEffect(() => {
    const parents = trail.slice(0, -1).map((r) => r.path);
    setOpenKeys((open) => withOpenParents(open, parents));
  }, [trail]);

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const route = byPath.get(key);
    if (route?.meta.internalOrExternal && route.meta.url) window.open(route.meta.url, '_blank', 'noopener');
    else navigate(key);
    onNavigate?.();
  };

  const selected = trail.at(-1)?.path;
  return (
    <Menu
      mode={mode}
      theme={theme}
      items={items}
      selectedKeys={selected ? [selected] : []}
      onClick={onClick}
      style={{
        borderInlineEnd: 'none',
        borderBottom: 'none',
        minWidth: 0,
        flex: mode === 'horizontal' ? 1 : undefined,
      }}
      // A horizontal menu opens its submenus on hover; keeping inline open keys there would pin them open.
      {...(collapsed || mode === 'horizontal' ? {} : { openKeys, onOpenChange: setOpenKeys })}
    />
  );
}
