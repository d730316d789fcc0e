import { registerActionHandler } from '../../runtime/render';

/**
 * Registers the handlers the announcement page schemas name: the administration list's preview
 * (schemas/pages/system/announcement.list.json; its readers are the page announcement.readers.json)
 * and the user's own list's read (userAnnouncement.list.json). Each loads in its own chunk when first
 * used.
 *
 * @example
 * register();
 */
export function register(): void {
  registerActionHandler('announcement.preview', async (context) =>
    (await import('./adminDialogs')).showPreview(context),
  );
  registerActionHandler('announcement.read', async (context) =>
    (await import('./inboxDialogs')).showMine(context),
  );
}
