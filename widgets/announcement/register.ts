import { registerActionHandler, registerPage } from '../../runtime/render';

/**
 * Registers the user's own announcement list (/isps/userAnnouncement) under its menu component name,
 * and the handlers the announcement administration page schema (schemas/pages/system/announcement.list
 * .json) names for its preview and readers actions. Each loads in its own chunk when first used.
 *
 * @example
 * register();
 */
export function register(): void {
  registerPage('system/UserAnnouncementList', () => import('./UserAnnouncementList'));
  registerActionHandler('announcement.preview', async (context) =>
    (await import('./adminDialogs')).showPreview(context),
  );
  registerActionHandler('announcement.readers', async (context) =>
    (await import('./adminDialogs')).showReaders(context),
  );
}
