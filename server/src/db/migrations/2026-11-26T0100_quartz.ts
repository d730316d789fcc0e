// Scheduled jobs (JeecgBoot's sys_quartz_job) and their runs. A run row is also the lease of one firing:
// its (job_id, fire_key) is unique, so when several instances fire the same scheduled time, only the
// one whose insert succeeds runs the job.
// FROZEN once released: change the schema with a new migration file, never by editing this one.
// Written against Kysely<any> with no app imports, like the foundation migration.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;
const ID = 'varchar(32)';

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('sys_quartz_job')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('job_class_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('cron_expression', 'varchar(100)', (c) => c.notNull())
    .addColumn('parameter', 'varchar(500)')
    .addColumn('description', 'varchar(255)')
    // 0 = running (normal), -1 = stopped, as JeecgBoot's quartz_status dictionary.
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('create_by', 'varchar(100)')
    .addColumn('create_time', 'varchar(19)')
    .addColumn('update_by', 'varchar(100)')
    .addColumn('update_time', 'varchar(19)')
    .execute();

  await db.schema
    .createTable('sys_quartz_job_run')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('job_id', ID, (c) => c.notNull().references('sys_quartz_job.id').onDelete('cascade'))
    // The scheduled time (ISO, whole seconds) of a cron firing, or `manual:<run id>` for run-once.
    .addColumn('fire_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('trigger_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('start_time', 'varchar(19)', (c) => c.notNull())
    .addColumn('duration_ms', 'integer')
    // running, success or failed.
    .addColumn('result', 'varchar(10)', (c) => c.notNull())
    .addColumn('summary', 'varchar(500)')
    .addColumn('error_text', 'varchar(2000)')
    .addColumn('instance_id', 'varchar(64)')
    .addUniqueConstraint('uniq_sys_quartz_job_run_fire', ['job_id', 'fire_key'])
    .execute();
  await db.schema
    .createIndex('idx_sys_quartz_job_run_job')
    .on('sys_quartz_job_run')
    .columns(['job_id', 'start_time'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('sys_quartz_job_run').execute();
  await db.schema.dropTable('sys_quartz_job').execute();
}
