import { useCallback } from 'react';
import { useAtomValue } from 'jotai';
import { fetchUserPermissions } from '../permissions/fetchUserPermissions';
import { filterRoutesByPermission } from '../permissions/filterRoutes';
import { buildMenuRoutes } from '../menu/buildMenuRoutes';
import type { AppRoute } from '../menu/types';
import { loginRedirect } from '../guard/routeGuard';
import { getCoreStore } from '../state/store';
import { permissionsAtom, type PermissionsState } from '../state/atoms';
import { logout } from './session';

/** Outcome of loading permissions: the routes, or where to send the user instead. */
export type PermissionLoadResult = { type: 'loaded'; routes: AppRoute[] } | { type: 'redirect'; to: string };

function currentFullPath(): string {
  if (typeof window === 'undefined') return '/';
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

// Concurrent guards (StrictMode double effects, parallel navigations) share one request.
let inFlight: Promise<PermissionLoadResult> | null = null;

/** Longest the routes (and so the shell's first render) wait for `beforeFirstRoutes`' work. */
export const FIRST_ROUTES_WAIT_MS = 400;
let firstRoutes: ((routes: AppRoute[]) => Promise<unknown> | undefined) | undefined;

/**
 * Work the next permission load does between the answer and storing the routes, waited for at most
 * `FIRST_ROUTES_WAIT_MS`: a cold load's page bundle (runtime/app/coldStart.ts). Storing the routes
 * renders the whole shell in one long task, and the page's documents, then its first data, used to
 * wait behind it; this way they are in before it, and the shell's first render includes the page.
 *
 * @example
 * beforeFirstRoutes((routes) => prefetchRoutePage(routeAt(routes, pathname), params));
 */
export function beforeFirstRoutes(prepare: (routes: AppRoute[]) => Promise<unknown> | undefined): void {
  firstRoutes = prepare;
}

/** `prepare(routes)`, or FIRST_ROUTES_WAIT_MS, whichever ends first; never rejects. */
async function prepared(routes: AppRoute[]): Promise<void> {
  const prepare = firstRoutes;
  firstRoutes = undefined;
  if (!prepare) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const ready = Promise.resolve()
    .then(() => prepare(routes))
    .catch(() => undefined);
  await Promise.race([ready, new Promise((resolve) => (timer = setTimeout(resolve, FIRST_ROUTES_WAIT_MS)))]);
  clearTimeout(timer);
}

async function load(fullPath: string): Promise<PermissionLoadResult> {
  try {
    const { menu, auth, allAuth } = await fetchUserPermissions();
    const granted = auth.flatMap((entry) => (entry.action ?? '').split(',')).filter(Boolean);
    const routes = filterRoutesByPermission(buildMenuRoutes(menu), granted);
    await prepared(routes);
    const state: PermissionsState = { menu, auth, allAuth, routes };
    getCoreStore().set(permissionsAtom, state);
    return { type: 'loaded', routes };
  } catch {
    // The cold load's page waits for no later sign-in's routes.
    firstRoutes = undefined;
    // SPEC §4: a failed fetch logs the user out and sends them to login with a way back.
    await logout();
    return { type: 'redirect', to: loginRedirect(fullPath) };
  }
}

/**
 * Fetches the permissions, builds and filters the routes and stores them in `permissionsAtom` (the
 * guard's `loadPermissions` step). Never rejects: on failure it logs out and resolves to
 * `{ type: 'redirect', to: '/user/login?redirect=…' }`, the redirect being `fullPath` (by default the
 * current location).
 *
 * @example
 * const outcome = await loadPermissionsAndRoutes();
 * if (outcome.type === 'redirect') navigate(outcome.to, { replace: true });
 */
export function loadPermissionsAndRoutes(
  fullPath: string = currentFullPath(),
): Promise<PermissionLoadResult> {
  inFlight ??= load(fullPath).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/**
 * React access to the loaded permissions and the loader.
 *
 * @example
 * const { permissions, load } = usePermissionLoader();
 * useEffect(() => { if (!permissions) void load(fullPath); }, [permissions]);
 */
export function usePermissionLoader(): {
  permissions: PermissionsState | null;
  load: (fullPath?: string) => Promise<PermissionLoadResult>;
} {
  const permissions = useAtomValue(permissionsAtom, { store: getCoreStore() });
  const loadFn = useCallback((fullPath?: string) => loadPermissionsAndRoutes(fullPath), []);
  return { permissions, load: loadFn };
}
