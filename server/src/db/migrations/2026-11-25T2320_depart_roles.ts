// Department roles (api-contract §4.5, §5.5): roles defined inside a department, their members, and the
// menus each may use — chosen from the department's ceiling in sys_depart_permission.
// FROZEN once released: change the schema with a new migration file, never by editing this one.
// Written against Kysely<any> with no app imports, like the foundation migration.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;
const ID = 'varchar(32)';

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('sys_depart_role')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('depart_id', ID, (c) => c.notNull().references('sys_depart.id').onDelete('cascade'))
    .addColumn('role_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('role_code', 'varchar(100)', (c) => c.notNull())
    .addColumn('description', 'varchar(255)')
    .addColumn('create_by', 'varchar(100)')
    .addColumn('create_time', 'varchar(19)')
    .addColumn('update_by', 'varchar(100)')
    .addColumn('update_time', 'varchar(19)')
    // A code names one role within its department; other departments may reuse it.
    .addUniqueConstraint('uniq_sys_depart_role_code', ['depart_id', 'role_code'])
    .execute();

  await db.schema
    .createTable('sys_depart_role_user')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('user_id', ID, (c) => c.notNull().references('sys_user.id').onDelete('cascade'))
    .addColumn('drole_id', ID, (c) => c.notNull().references('sys_depart_role.id').onDelete('cascade'))
    .addUniqueConstraint('uniq_sys_depart_role_user', ['user_id', 'drole_id'])
    .execute();
  await db.schema
    .createIndex('idx_sys_depart_role_user_role')
    .on('sys_depart_role_user')
    .column('drole_id')
    .execute();

  await db.schema
    .createTable('sys_depart_role_permission')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('depart_id', ID, (c) => c.notNull().references('sys_depart.id').onDelete('cascade'))
    .addColumn('role_id', ID, (c) => c.notNull().references('sys_depart_role.id').onDelete('cascade'))
    .addColumn('permission_id', ID, (c) => c.notNull().references('sys_permission.id').onDelete('cascade'))
    .addColumn('data_rule_ids', 'varchar(1000)')
    .addColumn('operate_date', 'varchar(19)')
    .addColumn('operate_ip', 'varchar(100)')
    .addUniqueConstraint('uniq_sys_depart_role_permission', ['role_id', 'permission_id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('sys_depart_role_permission').execute();
  await db.schema.dropTable('sys_depart_role_user').execute();
  await db.schema.dropTable('sys_depart_role').execute();
}
