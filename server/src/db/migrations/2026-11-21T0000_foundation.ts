// Foundation schema: users, roles, menus/permissions, departments, dictionaries, sessions, logs.
// FROZEN once released: change the schema with a new migration file, never by editing this one.
// Written against Kysely<any> with no app imports (Kysely's advice: migrations must not follow later
// edits of the Database type), and with schema-builder types that SQLite and PostgreSQL both accept.
import type { CreateTableBuilder, Kysely } from 'kysely';

// Kysely's own migration typing; the table builders below do not depend on the app's Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const ID = 'varchar(32)';

function audit<T extends string, C extends string>(table: CreateTableBuilder<T, C>) {
  return table
    .addColumn('create_by', 'varchar(100)')
    .addColumn('create_time', 'varchar(19)')
    .addColumn('update_by', 'varchar(100)')
    .addColumn('update_time', 'varchar(19)');
}

export async function up(db: AnyDb): Promise<void> {
  await audit(
    db.schema
      .createTable('sys_user')
      .addColumn('id', ID, (c) => c.primaryKey())
      .addColumn('username', 'varchar(100)', (c) => c.notNull())
      .addColumn('realname', 'varchar(100)')
      .addColumn('password', 'varchar(255)', (c) => c.notNull())
      .addColumn('avatar', 'varchar(255)')
      .addColumn('birthday', 'varchar(10)')
      .addColumn('sex', 'integer')
      .addColumn('email', 'varchar(45)')
      .addColumn('phone', 'varchar(45)')
      .addColumn('org_code', 'varchar(64)')
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('del_flag', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('work_no', 'varchar(100)')
      .addColumn('post', 'varchar(100)')
      .addColumn('telephone', 'varchar(45)')
      .addColumn('user_identity', 'integer')
      .addColumn('depart_ids', 'text')
      .addColumn('login_fail_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('lock_until', 'bigint')
      .addUniqueConstraint('uniq_sys_user_username', ['username']),
  ).execute();

  await audit(
    db.schema
      .createTable('sys_role')
      .addColumn('id', ID, (c) => c.primaryKey())
      .addColumn('role_name', 'varchar(200)', (c) => c.notNull())
      .addColumn('role_code', 'varchar(100)', (c) => c.notNull())
      .addColumn('description', 'varchar(255)')
      .addUniqueConstraint('uniq_sys_role_role_code', ['role_code']),
  ).execute();

  await db.schema
    .createTable('sys_user_role')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('user_id', ID, (c) => c.notNull().references('sys_user.id').onDelete('cascade'))
    .addColumn('role_id', ID, (c) => c.notNull().references('sys_role.id').onDelete('cascade'))
    .addUniqueConstraint('uniq_sys_user_role', ['user_id', 'role_id'])
    .execute();
  await db.schema.createIndex('idx_sys_user_role_role').on('sys_user_role').column('role_id').execute();

  await audit(
    db.schema
      .createTable('sys_permission')
      .addColumn('id', ID, (c) => c.primaryKey())
      .addColumn('parent_id', ID)
      .addColumn('name', 'varchar(255)', (c) => c.notNull())
      .addColumn('name_en', 'varchar(255)')
      .addColumn('url', 'varchar(255)')
      .addColumn('component', 'varchar(255)')
      .addColumn('component_name', 'varchar(255)')
      .addColumn('redirect', 'varchar(255)')
      .addColumn('menu_type', 'integer', (c) => c.notNull())
      .addColumn('perms', 'varchar(255)')
      .addColumn('perms_type', 'varchar(10)', (c) => c.notNull().defaultTo('1'))
      .addColumn('sort_no', 'double precision', (c) => c.notNull().defaultTo(0))
      .addColumn('always_show', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('icon', 'varchar(255)')
      .addColumn('is_route', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('is_leaf', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('keep_alive', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('hide_tab', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('description', 'varchar(255)')
      .addColumn('del_flag', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('rule_flag', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'varchar(2)', (c) => c.notNull().defaultTo('1'))
      .addColumn('internal_or_external', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await db.schema.createIndex('idx_sys_permission_parent').on('sys_permission').column('parent_id').execute();
  await db.schema
    .createIndex('idx_sys_permission_type')
    .on('sys_permission')
    .columns(['menu_type', 'del_flag'])
    .execute();

  await db.schema
    .createTable('sys_role_permission')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('role_id', ID, (c) => c.notNull().references('sys_role.id').onDelete('cascade'))
    .addColumn('permission_id', ID, (c) => c.notNull().references('sys_permission.id').onDelete('cascade'))
    .addColumn('data_rule_ids', 'varchar(1000)')
    .addColumn('operate_date', 'varchar(19)')
    .addColumn('operate_ip', 'varchar(100)')
    .addUniqueConstraint('uniq_sys_role_permission', ['role_id', 'permission_id'])
    .execute();
  await db.schema
    .createIndex('idx_sys_role_permission_perm')
    .on('sys_role_permission')
    .column('permission_id')
    .execute();

  await audit(
    db.schema
      .createTable('sys_depart')
      .addColumn('id', ID, (c) => c.primaryKey())
      .addColumn('parent_id', ID)
      .addColumn('depart_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('depart_name_en', 'varchar(500)')
      .addColumn('depart_name_abbr', 'varchar(500)')
      .addColumn('depart_order', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('description', 'text')
      .addColumn('org_category', 'varchar(10)', (c) => c.notNull().defaultTo('1'))
      .addColumn('org_type', 'varchar(10)')
      .addColumn('org_code', 'varchar(64)', (c) => c.notNull())
      .addColumn('mobile', 'varchar(32)')
      .addColumn('fax', 'varchar(32)')
      .addColumn('address', 'varchar(100)')
      .addColumn('memo', 'varchar(500)')
      .addColumn('status', 'varchar(1)', (c) => c.notNull().defaultTo('1'))
      .addColumn('del_flag', 'varchar(1)', (c) => c.notNull().defaultTo('0'))
      .addUniqueConstraint('uniq_sys_depart_org_code', ['org_code']),
  ).execute();
  await db.schema.createIndex('idx_sys_depart_parent').on('sys_depart').column('parent_id').execute();

  await db.schema
    .createTable('sys_user_depart')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('user_id', ID, (c) => c.notNull().references('sys_user.id').onDelete('cascade'))
    .addColumn('dep_id', ID, (c) => c.notNull().references('sys_depart.id').onDelete('cascade'))
    .addUniqueConstraint('uniq_sys_user_depart', ['user_id', 'dep_id'])
    .execute();
  await db.schema.createIndex('idx_sys_user_depart_dep').on('sys_user_depart').column('dep_id').execute();

  await audit(
    db.schema
      .createTable('sys_dict')
      .addColumn('id', ID, (c) => c.primaryKey())
      .addColumn('dict_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('dict_code', 'varchar(100)', (c) => c.notNull())
      .addColumn('description', 'varchar(255)')
      .addColumn('del_flag', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('type', 'integer', (c) => c.notNull().defaultTo(0))
      .addUniqueConstraint('uniq_sys_dict_dict_code', ['dict_code']),
  ).execute();

  await audit(
    db.schema
      .createTable('sys_dict_item')
      .addColumn('id', ID, (c) => c.primaryKey())
      .addColumn('dict_id', ID, (c) => c.notNull().references('sys_dict.id').onDelete('cascade'))
      .addColumn('item_text', 'varchar(100)', (c) => c.notNull())
      .addColumn('item_value', 'varchar(100)', (c) => c.notNull())
      .addColumn('description', 'varchar(255)')
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1)),
  ).execute();
  await db.schema
    .createIndex('idx_sys_dict_item_dict')
    .on('sys_dict_item')
    .columns(['dict_id', 'sort_order'])
    .execute();

  await db.schema
    .createTable('sys_session')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', ID, (c) => c.notNull().references('sys_user.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)')
    .addColumn('user_agent', 'varchar(255)')
    .execute();
  await db.schema.createIndex('idx_sys_session_user').on('sys_session').column('user_id').execute();
  await db.schema.createIndex('idx_sys_session_expires').on('sys_session').column('expires_at').execute();

  await db.schema
    .createTable('sys_log')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('log_type', 'integer', (c) => c.notNull())
    .addColumn('log_content', 'varchar(1000)')
    .addColumn('operate_type', 'integer')
    .addColumn('userid', 'varchar(100)')
    .addColumn('username', 'varchar(100)')
    .addColumn('ip', 'varchar(100)')
    .addColumn('method', 'varchar(500)')
    .addColumn('request_url', 'varchar(255)')
    .addColumn('request_param', 'text')
    .addColumn('request_type', 'varchar(10)')
    .addColumn('cost_time', 'bigint')
    .addColumn('create_by', 'varchar(100)')
    .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
    .addColumn('update_by', 'varchar(100)')
    .addColumn('update_time', 'varchar(19)')
    .execute();
  await db.schema
    .createIndex('idx_sys_log_type_time')
    .on('sys_log')
    .columns(['log_type', 'create_time'])
    .execute();
  await db.schema.createIndex('idx_sys_log_userid').on('sys_log').column('userid').execute();
}

export async function down(db: AnyDb): Promise<void> {
  const tables = [
    'sys_log',
    'sys_session',
    'sys_dict_item',
    'sys_dict',
    'sys_user_depart',
    'sys_depart',
    'sys_role_permission',
    'sys_permission',
    'sys_user_role',
    'sys_role',
    'sys_user',
  ];
  for (const table of tables) await db.schema.dropTable(table).ifExists().execute();
}
