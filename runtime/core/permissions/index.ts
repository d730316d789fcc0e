export type { AuthEntry, MenuItem, MenuMeta, UserPermissions } from './types';
export { fetchUserPermissions, USER_PERMISSIONS_URL } from './fetchUserPermissions';
export { hasPermission, isDisabledByAuth, type PermissionOptions } from './hasPermission';
export { filterRoutesByPermission, type PermissionFilterable } from './filterRoutes';
