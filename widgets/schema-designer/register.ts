import { registerPage } from '../../runtime/render';

/** The menu component name of the designer (server/src/db/seed/menus.ts). */
export const DESIGNER_COMPONENT = 'online/SchemaDesigner';

/**
 * Registers the online schema designer under its menu component name; it loads in its own chunk.
 *
 * @example
 * register();
 */
export function register(): void {
  registerPage(DESIGNER_COMPONENT, () => import('./SchemaDesigner'));
}
