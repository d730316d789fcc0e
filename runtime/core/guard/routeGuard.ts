import { INDEX_MAIN_PAGE_PATH } from '../storage/keys';

/** The login page. */
export const LOGIN_PATH = '/user/login';

/** Routes open without sign-in (SPEC §2). */
export const OPEN_ROUTES: readonly string[] = [
  LOGIN_PATH,
  '/user/register',
  '/user/register-result',
  '/user/alteration',
  '/partner/search',
];

/** What the router should do with a navigation. */
export type NavigationDecision =
  { type: 'allow' } | { type: 'redirect'; to: string } | { type: 'loadPermissions' };

export interface NavigationRequest {
  /** Location path without query or hash. */
  path: string;
  /** Path with query and hash, kept in the redirect query. */
  fullPath: string;
  hasToken: boolean;
  permissionsLoaded: boolean;
}

function normalizePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * The login URL that brings the user back to `fullPath` afterwards.
 *
 * @example
 * loginRedirect('/isystem/user?page=2'); // '/user/login?redirect=%2Fisystem%2Fuser%3Fpage%3D2'
 */
export function loginRedirect(fullPath: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(fullPath)}`;
}

/**
 * Decides a navigation (SPEC §2 "Access rule", §4 "Route guard"): /user goes to the login page; open
 * routes pass without a token; any other route without a token goes to login with the wanted path in
 * `redirect`; a signed-in user on the login page goes to its safe `redirect` target, else the landing
 * page; a signed-in user whose
 * permissions are not loaded yet must load them first.
 *
 * @example
 * const decision = decideNavigation({ path, fullPath, hasToken: hasToken(), permissionsLoaded: !!permissions });
 * if (decision.type === 'redirect') return <Navigate to={decision.to} replace />;
 */
export function decideNavigation(request: NavigationRequest): NavigationDecision {
  const path = normalizePath(request.path);
  if (request.hasToken) {
    // Just signed in (or bookmarked the login page): go where the login was asked to return to.
    if (path === LOGIN_PATH || path === '/user') {
      return { type: 'redirect', to: safeRedirectTarget(redirectQuery(request.fullPath)) };
    }
    if (!request.permissionsLoaded) return { type: 'loadPermissions' };
    return { type: 'allow' };
  }
  if (path === '/user') return { type: 'redirect', to: LOGIN_PATH };
  if (OPEN_ROUTES.includes(path)) return { type: 'allow' };
  return { type: 'redirect', to: loginRedirect(request.fullPath) };
}

function redirectQuery(fullPath: string): string | null {
  const query = fullPath.split('#')[0]?.split('?')[1] ?? '';
  return new URLSearchParams(query).get('redirect');
}

function hasControlCharacter(value: string): boolean {
  return [...value].some((ch) => {
    const code = ch.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });
}

const PROBE_ORIGIN = 'http://same-origin.invalid';

/**
 * Returns `redirect` when it is a same-origin path (a single leading '/'), else `fallback`, so a crafted
 * `?redirect=//evil.example` cannot send the user elsewhere after login.
 *
 * @example
 * navigate(safeRedirectTarget(search.get('redirect'))); // '/dashboard/analysis' when missing or foreign
 */
export function safeRedirectTarget(
  redirect: string | null | undefined,
  fallback: string = INDEX_MAIN_PAGE_PATH,
): string {
  if (typeof redirect !== 'string' || !redirect.startsWith('/')) return fallback;
  // '//host' and '/\host' are protocol-relative in browsers; control characters hide such prefixes.
  if (/^\/[/\\]/.test(redirect) || hasControlCharacter(redirect)) return fallback;
  try {
    if (new URL(redirect, PROBE_ORIGIN).origin !== PROBE_ORIGIN) return fallback;
  } catch {
    return fallback;
  }
  return redirect;
}
