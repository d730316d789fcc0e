import { registerPage } from '../../runtime/render';

/**
 * Registers the dashboards that show real data. The others (monitor, workplace, task, chart, bdc)
 * stay unregistered and render the "not available" result until they land.
 *
 * @example
 * register();
 */
export function register(): void {
  registerPage('dashboard/Analysis', () => import('./Analysis'));
}
