import { casLogoutUrl } from '../../runtime/core';

/**
 * Leaves the console for the site root with a full page load, which drops every in-memory state
 * (SPEC §4: after logout the page reloads to the site root). A deployment with CAS goes through the CAS
 * server's logout first, which comes back to the root: otherwise the single sign-on session would
 * sign the user straight back in at the next "Sign in with CAS".
 */
export function reloadToRoot(): void {
  window.location.href = casLogoutUrl() ?? '/';
}
