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
export { phoneLogin, type PhoneLoginPayload } from './phoneLogin';
export {
  departChoicePendingAtom,
  noteDepartChoice,
  departChoiceMade,
  DEPART_CHOICE_PENDING,
} from './departChoice';
export { logoutWith, LOGOUT_URL } from './logoutWith';
export {
  loadPermissionsAndRoutes,
  usePermissionLoader,
  type PermissionLoadResult,
} from './usePermissionLoader';
export type * from './types';
