/**
 * The headless runtime core: config, storage, i18n, providers, HTTP, session, permissions, menu → routes,
 * route guard, atoms and dictionaries. No antd here (DESIGN.md "Layout").
 */
export { getRuntimeConfig, DEFAULT_API_BASE, DEFAULT_TITLE, type RuntimeConfig } from './config';
export { removePrerenderedCopy, limitPrerenderedCopy } from './dom/prerenderedCopy';
export * from './constants';
export * from './storage';
export * from './i18n';
export * from './providers';
export * from './http';
export * from './session';
export {
  fetchUserPermissions,
  USER_PERMISSIONS_URL,
  hasPermission,
  isDisabledByAuth,
  filterRoutesByPermission,
  type PermissionOptions,
  type PermissionFilterable,
  type MenuItem,
  type MenuMeta,
  type UserPermissions,
} from './permissions';
export * from './menu';
export * from './guard';
export * from './state';
export * from './settings';
export * from './dict';
