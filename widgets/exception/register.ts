import { registerPage } from '../../runtime/render';

/**
 * Registers the exception pages under the component names menus use for them. The fixed routes
 * /403, /404 and /500 render them directly.
 *
 * @example
 * register();
 */
export function register(): void {
  registerPage('exception/403', () => import('./Exception403'));
  registerPage('exception/404', () => import('./Exception404'));
  registerPage('exception/500', () => import('./Exception500'));
}
