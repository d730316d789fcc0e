// Department authorisation (api-contract §4.3 queryDepartPermission / saveDepartPermission, §5.5): the
// menus a department may hand to its roles. Not read when building a user's menu (§6.1).
// FROZEN once released: change the schema with a new migration file, never by editing this one.
// Written against Kysely<any> with no app imports, like the foundation migration.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('sys_depart_permission')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('depart_id', 'varchar(32)', (c) => c.notNull().references('sys_depart.id').onDelete('cascade'))
    .addColumn('permission_id', 'varchar(32)', (c) =>
      c.notNull().references('sys_permission.id').onDelete('cascade'),
    )
    // Comma-joined sys_permission_data_rule ids the department's roles may pick from.
    .addColumn('data_rule_ids', 'varchar(1000)')
    .addUniqueConstraint('uniq_sys_depart_permission', ['depart_id', 'permission_id'])
    .execute();
  await db.schema
    .createIndex('idx_sys_depart_permission_perm')
    .on('sys_depart_permission')
    .column('permission_id')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('sys_depart_permission').execute();
}
