import { register as registerAuth } from '../../widgets/auth/register';
import { register as registerDashboard } from '../../widgets/dashboard/register';
import { register as registerException } from '../../widgets/exception/register';
import { register as registerShell } from '../../widgets/shell/register';

/**
 * Lets every widget folder register its pages by component name. Registration stores loaders only, so
 * no page code is loaded until its route opens.
 *
 * @example
 * registerWidgets(); // in main.tsx, before the first render
 */
export function registerWidgets(): void {
  registerAuth();
  registerShell();
  registerException();
  registerDashboard();
}
