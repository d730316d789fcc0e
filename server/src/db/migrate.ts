// Runs the frozen migrations at start. The provider lists the modules in code instead of scanning a
// folder, so the same list works from TypeScript sources (tests, tsx) and from the compiled dist/.
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as foundation from './migrations/2026-11-21T0000_foundation.js';
import * as announcement from './migrations/2026-11-22T0500_announcement.js';
import * as sessionFlows from './migrations/2026-11-22T0600_session_flows.js';
import * as onlineSchema from './migrations/2026-11-22T0700_online_schema.js';
import * as dataRules from './migrations/2026-11-25T2300_data_rules.js';
import * as departPermission from './migrations/2026-11-25T2310_depart_permission.js';
import * as departRoles from './migrations/2026-11-25T2320_depart_roles.js';
import * as quartz from './migrations/2026-11-26T0100_quartz.js';
import * as logs from './migrations/2026-11-26T0200_logs.js';
import * as fillRules from './migrations/2026-11-26T0300_fill_rules.js';
import * as logMessageIndexes from './migrations/2026-11-27T0100_log_message_indexes.js';
import * as dictEnglish from './migrations/2026-11-27T0200_dict_english.js';
import * as productLine from './migrations/2026-11-28T0100_product_line.js';
import * as monitorMenus from './migrations/2026-11-29T0100_monitor_menus.js';
import * as loginFailures from './migrations/2026-11-29T0200_login_failures.js';
import * as casTickets from './migrations/2026-11-30T0100_cas_tickets.js';
import * as jeecgNames from './migrations/2026-11-30T0400_jeecg_names.js';
import * as thirdLogin from './migrations/2026-12-01T0100_third_login.js';
import * as thirdProviderMenu from './migrations/2026-12-02T0100_third_provider_menu.js';
import * as onlineSchemaVersions from './migrations/2026-12-03T0100_online_schema_versions.js';
import * as uploadFileNames from './migrations/2026-12-04T0100_upload_file_names.js';

/** Every migration, by name; names sort in the order they must run. Append, never edit. */
export const MIGRATIONS: Record<string, Migration> = {
  '2026-11-21T0000_foundation': foundation,
  '2026-11-22T0500_announcement': announcement,
  '2026-11-22T0600_session_flows': sessionFlows,
  '2026-11-22T0700_online_schema': onlineSchema,
  '2026-11-25T2300_data_rules': dataRules,
  '2026-11-25T2310_depart_permission': departPermission,
  '2026-11-25T2320_depart_roles': departRoles,
  '2026-11-26T0100_quartz': quartz,
  '2026-11-26T0200_logs': logs,
  '2026-11-26T0300_fill_rules': fillRules,
  '2026-11-27T0100_log_message_indexes': logMessageIndexes,
  '2026-11-27T0200_dict_english': dictEnglish,
  '2026-11-28T0100_product_line': productLine,
  '2026-11-29T0100_monitor_menus': monitorMenus,
  '2026-11-29T0200_login_failures': loginFailures,
  '2026-11-30T0100_cas_tickets': casTickets,
  '2026-11-30T0400_jeecg_names': jeecgNames,
  '2026-12-01T0100_third_login': thirdLogin,
  '2026-12-02T0100_third_provider_menu': thirdProviderMenu,
  '2026-12-03T0100_online_schema_versions': onlineSchemaVersions,
  '2026-12-04T0100_upload_file_names': uploadFileNames,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** Brings the schema up to date; throws with the failing migration's name and error. */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Database migration${failed ? ` ${failed}` : ''} failed: ${reason}`);
  }
}
