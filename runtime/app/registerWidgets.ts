import { register as registerAccount } from '../../widgets/account/register';
import { register as registerAnnouncement } from '../../widgets/announcement/register';
import { register as registerAuth } from '../../widgets/auth/register';
import { register as registerBell } from '../../widgets/bell/register';
import { register as registerException } from '../../widgets/exception/register';
import { register as registerMonitor } from '../../widgets/monitor/register';
import { register as registerRecordCompare } from '../../widgets/record-compare/register';
import { register as registerSchemaDesigner } from '../../widgets/schema-designer/register';
import { register as registerShell } from '../../widgets/shell/register';
import { registerSchemaRuntime } from '../antd/register';
import { registerDatabaseSchemas } from '../render/schema/databaseSource';

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
  registerMonitor();
  registerBell();
  registerAnnouncement();
  registerAccount();
  registerSchemaDesigner();
  registerRecordCompare();
  // Last: a menu key that a hand-coded widget registered keeps its widget.
  registerSchemaRuntime();
  // After the repository's: schemas stored by the online designer, fetched once a user signs in.
  registerDatabaseSchemas();
}
