import { lazy } from 'react';

// Every widget the fixed routes show is its own chunk: the login route must not pull the layout, the
// menu icons or other pages (DESIGN.md "Budgets").
/** The sign-in page at /user/login. */
export const LoginPage = lazy(() => import('../../widgets/auth/LoginPage'));
/** The console layout around every menu page. */
export const BasicLayout = lazy(() => import('../../widgets/shell/BasicLayout'));
/** The fixed exception routes /403, /404 and /500. */
export const Exception403 = lazy(() => import('../../widgets/exception/Exception403'));
export const Exception404 = lazy(() => import('../../widgets/exception/Exception404'));
export const Exception500 = lazy(() => import('../../widgets/exception/Exception500'));
/** Shown for a menu item whose component has no page yet. */
export const NotAvailable = lazy(() => import('../../widgets/exception/NotAvailable'));
