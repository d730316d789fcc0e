export {
  decideNavigation,
  safeRedirectTarget,
  loginRedirect,
  OPEN_ROUTES,
  LOGIN_PATH,
  type NavigationDecision,
  type NavigationRequest,
} from './routeGuard';
