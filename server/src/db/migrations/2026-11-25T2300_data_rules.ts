// Data rules (SPEC §1 "permission data rules", api-contract §5.4): row conditions attached to a menu,
// granted to a role through sys_role_permission.data_rule_ids and applied to every scoped read and
// write of the models that menu shows (server/src/crud/data-rules.ts).
// FROZEN once released: change the schema with a new migration file, never by editing this one.
// Written against Kysely<any> with no app imports, like the foundation migration.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('sys_permission_data_rule')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('permission_id', 'varchar(32)', (c) =>
      c.notNull().references('sys_permission.id').onDelete('cascade'),
    )
    .addColumn('rule_name', 'varchar(50)', (c) => c.notNull())
    // A property name of the menu's model (camelCase), or its column.
    .addColumn('rule_column', 'varchar(50)', (c) => c.notNull())
    // One of the rule_conditions dictionary's operators; the custom-SQL kind is refused on write.
    .addColumn('rule_conditions', 'varchar(20)', (c) => c.notNull())
    .addColumn('rule_value', 'varchar(300)', (c) => c.notNull())
    // '1' applies, '0' is kept but not applied.
    .addColumn('status', 'varchar(2)', (c) => c.notNull().defaultTo('1'))
    .addColumn('create_by', 'varchar(50)')
    .addColumn('create_time', 'varchar(19)')
    .addColumn('update_by', 'varchar(50)')
    .addColumn('update_time', 'varchar(19)')
    .execute();
  await db.schema
    .createIndex('idx_sys_permission_data_rule_perm')
    .on('sys_permission_data_rule')
    .column('permission_id')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('sys_permission_data_rule').execute();
}
