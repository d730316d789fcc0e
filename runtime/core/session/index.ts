export {
  login,
  logout,
  getToken,
  hasToken,
  getUserInfo,
  getUserRoles,
  saveUserInfo,
  selectDepart,
  getCurrentUserDeparts,
  updatePassword,
} from './session';
export { clearSessionData } from './clearSession';
export { loadEncryptedString, type EncryptedString } from './encryptedString';
export { phoneLogin, type PhoneLoginPayload } from './phoneLogin';
export { casLogin, casLoginUrl, casLogoutUrl } from './casLogin';
export {
  thirdBindByPassword,
  thirdBindByPhone,
  thirdCreateAccount,
  thirdLogin,
  thirdLoginHref,
  thirdLoginProviders,
  type ThirdLoginProvider,
} from './thirdLogin';
export {
  departChoicePendingAtom,
  noteDepartChoice,
  departChoiceMade,
  DEPART_CHOICE_PENDING,
} from './departChoice';
export { logoutWith, LOGOUT_URL } from './logoutWith';
export {
  beforeFirstRoutes,
  FIRST_ROUTES_WAIT_MS,
  loadPermissionsAndRoutes,
  usePermissionLoader,
  type PermissionLoadResult,
} from './usePermissionLoader';
export type * from './types';
