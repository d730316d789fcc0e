/**
 * No dashboard page is registered yet: a page shows real data from the server or is not registered,
 * so `dashboard/Analysis` and the others render the "not available" result until they land.
 *
 * @example
 * register();
 */
export function register(): void {}
