import type { AuthEntry } from '../storage/localStore';

export type { AuthEntry };

/** Route metadata of a menu item (contract §3.4). */
export interface MenuMeta {
  title: string;
  /** English title when the server provides one. */
  titleEn?: string;
  icon?: string;
  /** External or iframe address; may hold `{{ window._CONFIG['domianURL'] }}` placeholders. */
  url?: string;
  /** Codes a user needs (any one) for the route to be kept; empty or absent keeps it. */
  permissionList?: Array<string | AuthEntry>;
  keepAlive?: boolean;
  /** true: open the url in a new window; false: inside an iframe. */
  internalOrExternal?: boolean;
  target?: string;
  hiddenHeaderContent?: boolean;
  componentName?: string;
  [field: string]: unknown;
}

/** One menu item (a `sys_permission` row of menu_type 0/1) as the permission endpoint sends it. */
export interface MenuItem {
  id: string;
  path: string;
  name: string;
  redirect?: string | null;
  /** The component name, e.g. `system/UserList` or `layouts/RouteView`. */
  component: string;
  hidden?: boolean;
  /** '0' means: show in the menu but build no route (string on the wire, tolerated as boolean). */
  route?: string | boolean;
  alwaysShow?: boolean;
  children?: MenuItem[];
  meta: MenuMeta;
}

/** `result` of GET /sys/permission/getUserPermissionByToken. */
export interface UserPermissions {
  menu: MenuItem[];
  auth: AuthEntry[];
  allAuth: AuthEntry[];
}
