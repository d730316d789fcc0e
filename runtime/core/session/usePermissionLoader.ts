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

async function load(fullPath: string): Promise<PermissionLoadResult> {
  try {
    const { menu, auth, allAuth } = await fetchUserPermissions();
    const granted = auth.flatMap((entry) => (entry.action ?? '').split(',')).filter(Boolean);
    const routes = filterRoutesByPermission(buildMenuRoutes(menu), granted);
    const state: PermissionsState = { menu, auth, allAuth, routes };
    getCoreStore().set(permissionsAtom, state);
    return { type: 'loaded', routes };
  } catch {
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
