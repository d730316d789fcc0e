import { registerPage } from '../../runtime/render';

/**
 * Registers the announcement pages under the menu's component names: the user's own list at
 * /isps/userAnnouncement and the administration page. Each loads in its own chunk.
 *
 * @example
 * register();
 */
export function register(): void {
  registerPage('system/UserAnnouncementList', () => import('./UserAnnouncementList'));
  registerPage('system/AnnouncementList', () => import('./AnnouncementList'));
}
