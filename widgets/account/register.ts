import { registerPage } from '../../runtime/render';

/**
 * Registers the account pages under the component names the menu uses: the account center and the
 * account settings (also reached through the hidden /userSetting item).
 *
 * @example
 * register();
 */
export function register(): void {
  const pages = () => import('./pages');
  registerPage('account/center/Index', () => pages().then((m) => ({ default: m.AccountCenter })));
  registerPage('account/settings/Index', () => pages().then((m) => ({ default: m.AccountSettings })));
}
