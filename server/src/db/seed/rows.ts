// Turns the seed data (menus.ts, dicts.ts, departs.ts, roles.ts) into table rows. Ids derive from
// stable keys (`menu:/isystem/user`, `role:admin`…), so reseeding hits the same primary keys.
import { stableId } from '../../lib/ids.js';
import type {
  NewSysDepart,
  NewSysDict,
  NewSysDictItem,
  NewSysPermission,
  NewSysRole,
  NewSysUser,
} from '../types.js';
import { DEPART_SEED, orgTypeOf } from './departs.js';
import { DICT_SEED } from './dicts.js';
import type { MenuSeed, SeedRole } from './menus.js';
import { ADMIN_SEED, ROLE_SEED } from './roles.js';

export const roleId = (code: string) => stableId(`role:${code}`);
export const departId = (orgCode: string) => stableId(`depart:${orgCode}`);
export const menuId = (url: string) => stableId(`menu:${url}`);
export const buttonId = (perms: string) => stableId(`button:${perms}`);
export const userId = (username: string) => stableId(`user:${username}`);

interface Audit {
  create_by: string;
  create_time: string;
}

export function roleRows(audit: Audit): NewSysRole[] {
  return ROLE_SEED.map((r) => ({
    id: roleId(r.code),
    role_name: r.name,
    role_code: r.code,
    description: r.description,
    ...audit,
  }));
}

export function departRows(audit: Audit): NewSysDepart[] {
  return DEPART_SEED.map((d) => ({
    id: departId(d.orgCode),
    parent_id: d.parentOrgCode ? departId(d.parentOrgCode) : null,
    depart_name: d.name,
    depart_name_en: d.nameEn,
    depart_order: d.order,
    org_category: d.orgCategory,
    org_type: orgTypeOf(d.orgCode),
    org_code: d.orgCode,
    status: '1',
    del_flag: '0',
    ...audit,
  }));
}

export function adminRow(passwordHash: string, audit: Audit): NewSysUser {
  return {
    id: userId(ADMIN_SEED.username),
    username: ADMIN_SEED.username,
    realname: ADMIN_SEED.realname,
    password: passwordHash,
    org_code: ADMIN_SEED.orgCode,
    status: 1,
    del_flag: 0,
    ...audit,
  };
}

// Every row lists every column: in a multi-row insert SQLite turns an omitted column into NULL
// rather than its default, so the defaults are spelled out here.
export const PERMISSION_DEFAULTS = {
  parent_id: null,
  name_en: null,
  url: null,
  component: null,
  component_name: null,
  redirect: null,
  perms: null,
  perms_type: '1',
  sort_no: 0,
  always_show: 0,
  icon: null,
  is_route: 1,
  is_leaf: 1,
  keep_alive: 0,
  hidden: 0,
  hide_tab: 0,
  description: null,
  del_flag: 0,
  rule_flag: 0,
  status: '1',
  internal_or_external: 0,
} satisfies Partial<NewSysPermission>;

export interface Grant {
  id: string;
  role_id: string;
  permission_id: string;
  operate_date: string;
}

/** sys_permission rows (menu items and their buttons) and the role grants, admin getting all. */
export function menuRows(
  tree: readonly MenuSeed[],
  audit: Audit,
): { permissions: NewSysPermission[]; grants: Grant[] } {
  const permissions: NewSysPermission[] = [];
  const grants: Grant[] = [];
  const grant = (permissionId: string, roles: readonly SeedRole[]) => {
    for (const role of new Set<SeedRole>(['admin', ...roles])) {
      grants.push({
        id: stableId(`grant:${role}:${permissionId}`),
        role_id: roleId(role),
        permission_id: permissionId,
        operate_date: audit.create_time,
      });
    }
  };
  const walk = (items: readonly MenuSeed[], parentId: string | null) => {
    for (const item of items) {
      const id = menuId(item.url);
      const hasChildren = (item.children?.length ?? 0) + (item.buttons?.length ?? 0) > 0;
      permissions.push({
        ...PERMISSION_DEFAULTS,
        id,
        parent_id: parentId,
        name: item.name,
        name_en: item.nameEn,
        url: item.url,
        component: item.component,
        redirect: item.redirect ?? null,
        menu_type: parentId === null ? 0 : 1,
        sort_no: item.sortNo,
        always_show: item.alwaysShow ? 1 : 0,
        icon: item.icon ?? null,
        is_leaf: hasChildren ? 0 : 1,
        keep_alive: item.keepAlive ? 1 : 0,
        hidden: item.hidden ? 1 : 0,
        ...audit,
      });
      grant(id, item.roles);
      (item.buttons ?? []).forEach((button, index) => {
        const bid = buttonId(button.perms);
        permissions.push({
          ...PERMISSION_DEFAULTS,
          id: bid,
          parent_id: id,
          name: button.name,
          name_en: button.nameEn,
          menu_type: 2,
          perms: button.perms,
          sort_no: index + 1,
          is_route: 0,
          ...audit,
        });
        grant(bid, button.roles);
      });
      walk(item.children ?? [], id);
    }
  };
  walk(tree, null);
  return { permissions, grants };
}

export function dictRows(audit: Audit): { dicts: NewSysDict[]; items: NewSysDictItem[] } {
  const dicts: NewSysDict[] = [];
  const items: NewSysDictItem[] = [];
  for (const dict of DICT_SEED) {
    const id = stableId(`dict:${dict.code}`);
    dicts.push({
      id,
      dict_name: dict.name,
      dict_name_en: dict.nameEn,
      dict_code: dict.code,
      type: dict.type,
      ...audit,
    });
    dict.items.forEach(([value, text, textEn], index) => {
      items.push({
        id: stableId(`dict-item:${dict.code}:${value}`),
        dict_id: id,
        item_value: value,
        item_text: text,
        item_text_en: textEn,
        sort_order: index + 1,
        status: 1,
        ...audit,
      });
    });
  }
  return { dicts, items };
}
