import { lazy } from 'react';

// Every widget the fixed routes show is its own chunk: the login route must not pull the layout, the
// menu icons or other pages (DESIGN.md "Budgets").
/** The sign-in page at /user/login. */
export const LoginPage = lazy(() => import('../../widgets/auth/LoginPage'));
/** The other open sign-in pages (register, its result, the password reset), one chunk for the three. */
const openPages = () => import('../../widgets/auth/openPages');
export const RegisterPage = lazy(() => openPages().then((m) => ({ default: m.RegisterPage })));
export const RegisterResultPage = lazy(() => openPages().then((m) => ({ default: m.RegisterResultPage })));
export const AlterationPage = lazy(() => openPages().then((m) => ({ default: m.AlterationPage })));
/** The open partner search at /partner/search, its own chunk (no sign-in, no console). */
export const PartnerSearchPage = lazy(() => import('../../widgets/partner-search/PartnerSearchPage'));
/** The console layout around every menu page; its loader is also called early by coldStart.ts. */
export const loadBasicLayout = () => import('../../widgets/shell/BasicLayout');
export const BasicLayout = lazy(loadBasicLayout);
/** The fixed exception routes /403, /404 and /500. */
export const Exception403 = lazy(() => import('../../widgets/exception/Exception403'));
export const Exception404 = lazy(() => import('../../widgets/exception/Exception404'));
export const Exception500 = lazy(() => import('../../widgets/exception/Exception500'));
/** The test page at /test/home, inside the console layout. */
// Served from the NotAvailable chunk (which re-exports it): a chunk of its own would split the chunks the
// login route shares with the console and push that route over its budget.
export const TestHome = lazy(() =>
  import('../../widgets/exception/NotAvailable').then((m) => ({ default: m.TestHome })),
);
/** Shown for a menu item whose component has no page yet. */
export const NotAvailable = lazy(() => import('../../widgets/exception/NotAvailable'));
