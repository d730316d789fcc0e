/**
 * Leaves the console for the site root with a full page load, which drops every in-memory state
 * (SPEC §4: after logout the page reloads to the site root).
 */
export function reloadToRoot(): void {
  window.location.href = '/';
}
