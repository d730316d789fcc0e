// Logs: the login and operation log (sys_log) keep the caller's user agent and, for operations, the
// HTTP status; create_time gets an index of its own because the retention job deletes by it across
// both log types (the (log_type, create_time) index only serves one type at a time).
// FROZEN once released: change the schema with a new migration file, never by editing this one.
// Written against Kysely<any> with no app imports, like the foundation migration.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('sys_log').addColumn('user_agent', 'varchar(255)').execute();
  await db.schema.alterTable('sys_log').addColumn('status_code', 'integer').execute();
  await db.schema.createIndex('idx_sys_log_create_time').on('sys_log').column('create_time').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('idx_sys_log_create_time').execute();
  await db.schema.alterTable('sys_log').dropColumn('status_code').execute();
  await db.schema.alterTable('sys_log').dropColumn('user_agent').execute();
}
