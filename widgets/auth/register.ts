/**
 * The sign-in pages are fixed routes (/user/login), not menu items, so nothing is registered by
 * component name. Kept so every widget folder enters the app the same way.
 *
 * @example
 * register();
 */
export function register(): void {}
