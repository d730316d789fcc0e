export {
  login,
  logout,
  getToken,
  hasToken,
  getUserInfo,
  saveUserInfo,
  selectDepart,
  getCurrentUserDeparts,
  updatePassword,
} from './session';
export { clearSessionData } from './clearSession';
export { logoutWith, LOGOUT_URL } from './logoutWith';
export {
  loadPermissionsAndRoutes,
  usePermissionLoader,
  type PermissionLoadResult,
} from './usePermissionLoader';
export type * from './types';
