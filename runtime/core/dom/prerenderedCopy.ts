// The login page's prerendered copy (scripts/prerender-login.mjs): a static, inert picture of the page in
// the HTML, fixed over the app until the live page has mounted. Whoever renders the page for real takes
// it away; a route that is not the login page takes it away at once; and it never outlives a start-up
// that went wrong (it would hide the error and look like a form that does not answer).
const COPY_ID = 'prerender';
const LONGEST_MS = 20_000;

/**
 * Removes the prerendered copy, if the page still has it (idempotent).
 *
 * @example
 * useLayoutEffect(removePrerenderedCopy, []); // the live login page mounted
 */
export function removePrerenderedCopy(): void {
  if (typeof document === 'undefined') return;
  document.getElementById(COPY_ID)?.remove();
  for (const style of document.querySelectorAll('style[data-prerender]')) style.remove();
}

/**
 * Bounds the copy's life from start-up: it is removed after 20 s whatever happened.
 *
 * @example
 * limitPrerenderedCopy(); // in main.tsx, before rendering
 */
export function limitPrerenderedCopy(): void {
  if (typeof document === 'undefined' || !document.getElementById(COPY_ID)) return;
  setTimeout(removePrerenderedCopy, LONGEST_MS);
}
