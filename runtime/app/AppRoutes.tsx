import { useAtomValue } from 'jotai';
import { Suspense, useLayoutEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { INDEX_MAIN_PAGE_PATH, permissionsAtom, removePrerenderedCopy, type AppRoute } from '../core';
import { consoleRoutes } from './consoleRoutes';
import {
  AlterationPage,
  BasicLayout,
  Exception403,
  Exception404,
  Exception500,
  LoginPage,
  PartnerSearchPage,
  RegisterPage,
  RegisterResultPage,
  TestHome,
} from './lazyWidgets';
import { PageSpin } from './PageSpin';
import { RouteGuard } from './RouteGuard';

const NO_ROUTES: AppRoute[] = [];

/** Away from /user/login (a signed-in visitor sent on, a link followed) the login page's copy goes. */
function PrerenderedCopyGuard() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    if (pathname !== '/user/login') removePrerenderedCopy();
  }, [pathname]);
  return null;
}

/**
 * The route table (SPEC §2): exception pages, /user and the open sign-in pages (register, its result,
 * the password reset) and the open partner search outside the guard; everything else behind it, the
 * console layout with one child route per menu route, `/` to the landing page and unknown paths to /404.
 *
 * @example
 * <BrowserRouter><AppRoutes /></BrowserRouter>
 */
export function AppRoutes() {
  const routes = useAtomValue(permissionsAtom)?.routes ?? NO_ROUTES;
  return (
    <Suspense fallback={<PageSpin fullscreen />}>
      <PrerenderedCopyGuard />
      <Routes>
        <Route path="/404" element={<Exception404 />} />
        <Route path="/403" element={<Exception403 />} />
        <Route path="/500" element={<Exception500 />} />
        <Route path="/user" element={<Navigate to="/user/login" replace />} />
        <Route path="/user/register" element={<RegisterPage />} />
        <Route path="/user/register-result" id="registerResult" element={<RegisterResultPage />} />
        <Route path="/user/alteration" element={<AlterationPage />} />
        <Route path="/partner/search" element={<PartnerSearchPage />} />
        <Route element={<RouteGuard />}>
          <Route path="/user/login" element={<LoginPage />} />
          <Route path="/" element={<Navigate to={INDEX_MAIN_PAGE_PATH} replace />} />
          <Route element={<BasicLayout routes={routes} />}>
            {consoleRoutes(routes)}
            <Route
              path="/test/home"
              element={
                <Suspense fallback={<PageSpin />}>
                  <TestHome />
                </Suspense>
              }
            />
          </Route>
          <Route path="*" element={<Navigate to="/404" replace />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
