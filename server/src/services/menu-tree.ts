// Builds the `getUserPermissionByToken` result from permission rows, as api-contract §3.4 describes.
// Pure functions: no database, so the rules are easy to test and to read.
import { createHash } from 'node:crypto';
import type { SysPermission } from '../db/types.js';

export interface MenuMeta {
  title: string;
  titleEn: string;
  icon: string | null;
  keepAlive: boolean;
  internalOrExternal: boolean;
  componentName: string;
  url?: string;
  hideTab?: boolean;
}

export interface MenuItem {
  id: string;
  /** '1' build a route, '0' menu entry only. */
  route: '1' | '0';
  path: string;
  name: string;
  component: string | null;
  redirect?: string;
  hidden: boolean;
  alwaysShow: boolean;
  meta: MenuMeta;
  children?: MenuItem[];
}

export interface AuthEntry {
  action: string;
  type: string;
  describe: string;
}

export interface AllAuthEntry extends AuthEntry {
  status: string;
}

const isExternal = (url: string) => /^https?:\/\//i.test(url) || url.startsWith('{{');

/** `/isystem/user` → `isystem-user` (the route name JeecgBoot derives from a url). */
export function routeNameOf(url: string): string {
  return url.replace(/^\//, '').replace(/\//g, '-').replace(/:/g, '@');
}

function toItem(row: SysPermission, topLevel: boolean, children: MenuItem[]): MenuItem {
  const url = row.url ?? '';
  const external = isExternal(url);
  const component = row.component ?? null;
  const meta: MenuMeta = {
    title: row.name,
    titleEn: row.name_en ?? row.name,
    icon: row.icon,
    keepAlive: row.keep_alive === 1,
    internalOrExternal: row.internal_or_external === 1,
    componentName: row.component_name || (component ?? '').split('/').pop() || '',
  };
  if (external) meta.url = url;
  if (row.hide_tab === 1) meta.hideTab = true;
  const item: MenuItem = {
    id: row.id,
    route: row.is_route === 1 ? '1' : '0',
    // External links get an opaque path; the real address travels in meta.url.
    path: external ? createHash('md5').update(url).digest('hex') : url,
    name: row.component_name || routeNameOf(url),
    component,
    hidden: row.hidden === 1,
    alwaysShow: row.always_show === 1,
    meta,
  };
  if (topLevel && row.redirect) item.redirect = row.redirect;
  if (children.length > 0) item.children = children;
  return item;
}

/**
 * The menu tree of the granted rows: menu items only (buttons excluded), siblings in row order
 * (callers pass rows sorted by sort_no). A granted item whose parent is not granted is lifted to the
 * first level (after the real first-level items) rather than dropped, so a role can be given one page
 * of a group it otherwise lacks.
 * A first-level item whose children are all hidden is hidden too. 首页 is prepended when missing.
 */
export function buildMenu(rows: readonly SysPermission[], home?: SysPermission): MenuItem[] {
  const menus = rows.filter((r) => r.menu_type === 0 || r.menu_type === 1);
  const ids = new Set(menus.map((r) => r.id));
  const childrenOf = new Map<string, SysPermission[]>();
  const roots: SysPermission[] = [];
  const lifted: SysPermission[] = [];
  for (const row of menus) {
    if (row.parent_id && ids.has(row.parent_id) && row.parent_id !== row.id) {
      const list = childrenOf.get(row.parent_id) ?? [];
      list.push(row);
      childrenOf.set(row.parent_id, list);
    } else {
      // sort_no only orders siblings, so lifted items go after the real first level.
      (row.parent_id ? lifted : roots).push(row);
    }
  }
  roots.push(...lifted);
  const visited = new Set<string>();
  const build = (row: SysPermission, topLevel: boolean): MenuItem => {
    visited.add(row.id); // a parent cycle in bad data must not recurse forever
    const kids = (childrenOf.get(row.id) ?? []).filter((c) => !visited.has(c.id)).map((c) => build(c, false));
    return toItem(row, topLevel, kids);
  };
  const tree = roots.map((row) => build(row, true));
  for (const item of tree) {
    if (item.children?.length && item.children.every((c) => c.hidden)) item.hidden = true;
  }
  if (home && !menus.some((r) => r.name === '首页')) tree.unshift(toItem(home, true, []));
  return tree;
}

/** `auth`: the user's enforced buttons (status '1'). */
export function buildAuth(rows: readonly SysPermission[]): AuthEntry[] {
  return rows
    .filter((r) => r.menu_type === 2 && r.status === '1' && r.perms)
    .map((r) => ({ action: r.perms ?? '', type: r.perms_type, describe: r.name }));
}

/** `allAuth`: every button with its status, granted or not. */
export function buildAllAuth(buttons: readonly SysPermission[]): AllAuthEntry[] {
  return buttons
    .filter((r) => r.menu_type === 2 && r.perms)
    .map((r) => ({ action: r.perms ?? '', status: r.status, type: r.perms_type, describe: r.name }));
}
