// Menu rows as the administration screens want them (api-contract §4.2–4.3): `SysPermissionTree`
// nodes for the menu list, `TreeModel` nodes for the authorisation trees. Pure functions: no database.
import type { SysPermission } from '../db/types.js';

export interface PermissionNode {
  id: string;
  key: string;
  title: string;
  parentId: string | null;
  name: string;
  nameEn: string | null;
  url: string | null;
  component: string | null;
  componentName: string | null;
  redirect: string | null;
  menuType: number;
  perms: string | null;
  permsType: string;
  sortNo: number;
  icon: string | null;
  description: string | null;
  status: string;
  ruleFlag: number;
  delFlag: number;
  // JeecgBoot sends both spellings; the booleans mirror its tinyint(1) columns (api-contract §1.2).
  leaf: boolean;
  isLeaf: boolean;
  route: boolean;
  keepAlive: boolean;
  alwaysShow: boolean;
  hidden: boolean;
  hideTab: boolean;
  internalOrExternal: boolean;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
  children?: PermissionNode[];
}

export interface TreeNode {
  key: string;
  title: string;
  slotTitle: string;
  value: string;
  label?: string;
  parentId: string | null;
  isLeaf: boolean;
  icon: string | null;
  ruleFlag?: number;
  /** 0 menu, 1 sub-menu, 2 button: authorisation screens show buttons apart from menus. */
  menuType?: number;
  scopedSlots?: { title: 'hasDatarule' };
  children?: TreeNode[];
}

/**
 * One menu row as a `SysPermissionTree` node; a row flagged as having children gets an empty
 * `children` list (the lazy list screen shows its expander and loads it on demand).
 *
 * @example
 * permissionNode(row).isLeaf; // true for a button
 */
export function permissionNode(row: SysPermission): PermissionNode {
  const leaf = row.is_leaf === 1;
  return {
    id: row.id,
    key: row.id,
    title: row.name,
    parentId: row.parent_id || null,
    name: row.name,
    nameEn: row.name_en,
    url: row.url,
    component: row.component,
    componentName: row.component_name,
    redirect: row.redirect,
    menuType: row.menu_type,
    perms: row.perms,
    permsType: row.perms_type,
    sortNo: Number(row.sort_no),
    icon: row.icon,
    description: row.description,
    status: row.status,
    ruleFlag: row.rule_flag,
    delFlag: row.del_flag,
    leaf,
    isLeaf: leaf,
    route: row.is_route === 1,
    keepAlive: row.keep_alive === 1,
    alwaysShow: row.always_show === 1,
    hidden: row.hidden === 1,
    hideTab: row.hide_tab === 1,
    internalOrExternal: row.internal_or_external === 1,
    createBy: row.create_by,
    createTime: row.create_time,
    updateBy: row.update_by,
    updateTime: row.update_time,
    ...(leaf ? {} : { children: [] }),
  };
}

/**
 * One menu row as a `TreeModel` node: with `label` for pickers, or with `ruleFlag` and the
 * `hasDatarule` slot for the role authorisation tree.
 */
export function treeNode(row: SysPermission, kind: 'picker' | 'role'): TreeNode {
  const leaf = row.is_leaf === 1;
  return {
    key: row.id,
    title: row.name,
    slotTitle: row.name,
    value: row.id,
    ...(kind === 'picker' ? { label: row.name } : {}),
    parentId: row.parent_id || null,
    isLeaf: leaf,
    icon: row.icon,
    ...(kind === 'role'
      ? { ruleFlag: row.rule_flag, menuType: row.menu_type, scopedSlots: { title: 'hasDatarule' as const } }
      : {}),
    ...(leaf ? {} : { children: [] }),
  };
}

/**
 * Nests rows (sorted by sort_no) under their parents. A row whose parent is missing is shown at the
 * top level, so an administrator can still see and delete it.
 *
 * @example
 * nest(rows, permissionNode); // [{ id: 'home', … }, { id: 'system', children: [...] }]
 */
export function nest<N extends { children?: N[] }>(
  rows: readonly SysPermission[],
  toNode: (row: SysPermission) => N,
): N[] {
  const nodes = new Map(rows.map((row) => [row.id, toNode(row)]));
  const roots: N[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parent_id ? nodes.get(row.parent_id) : undefined;
    if (!parent || parent === node) roots.push(node);
    else (parent.children ??= []).push(node);
  }
  return roots;
}
