import { registerActionHandler } from '../../runtime/render';

/**
 * Registers `records.compare`, the bulk action a page schema names to show two selected versions of
 * a record side by side (the data log page). Loads in its own chunk when first used.
 *
 * @example
 * register();
 */
export function register(): void {
  registerActionHandler('records.compare', async (context) =>
    (await import('./compareAction')).showCompare(context),
  );
}
