/**
 * The shell is the console's layout route, not a page: nothing is registered by component name yet.
 * Later shell widgets (header slots, tabs) enter here.
 *
 * @example
 * register();
 */
export function register(): void {}
