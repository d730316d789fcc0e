import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { decideNavigation, hasToken, loadPermissionsAndRoutes, permissionsAtom, sessionAtom } from '../core';
import { PageSpin } from './PageSpin';

/**
 * The route guard of SPEC §4 as a layout route: follows `decideNavigation` (token-less visitors to
 * login with a redirect, signed-in visitors of /user/login to the landing page), loads the permissions
 * once with a spinner meanwhile, and on failure goes where the loader says.
 *
 * @example
 * <Route element={<RouteGuard />}>…protected routes…</Route>
 */
export function RouteGuard() {
  const location = useLocation();
  const navigate = useNavigate();
  const permissions = useAtomValue(permissionsAtom);
  // Read so that login and logout re-render the guard; the stored token is what decides.
  useAtomValue(sessionAtom);
  const loading = useRef(false);
  const fullPath = `${location.pathname}${location.search}`;
  const decision = decideNavigation({
    path: location.pathname,
    fullPath,
    hasToken: hasToken(),
    permissionsLoaded: permissions !== null,
  });

  useEffect(() => {
    if (decision.type !== 'loadPermissions' || loading.current) return;
    loading.current = true;
    void loadPermissionsAndRoutes(fullPath).then((outcome) => {
      loading.current = false;
      // On success the permissions atom changes and the guard lets the wanted path through.
      if (outcome.type === 'redirect') navigate(outcome.to, { replace: true });
    });
  }, [decision.type, fullPath, navigate]);

  if (decision.type === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.type === 'loadPermissions') return <PageSpin fullscreen />;
  return <Outlet />;
}
