// Announcements (api-contract §5.7): sys_announcement, one row per notice or system message, and
// sys_announcement_send, one row per recipient with its read flag.
// FROZEN once released: change the schema with a new migration file, never by editing this one.
// Written against Kysely<any> with no app imports, like the foundation migration.
import type { CreateTableBuilder, Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const ID = 'varchar(32)';
/** 'YYYY-MM-DD HH:mm:ss' local time, as every date column of the foundation. */
const DATE_TIME = 'varchar(19)';

function audit<T extends string, C extends string>(table: CreateTableBuilder<T, C>) {
  return table
    .addColumn('create_by', 'varchar(100)')
    .addColumn('create_time', DATE_TIME)
    .addColumn('update_by', 'varchar(100)')
    .addColumn('update_time', DATE_TIME);
}

export async function up(db: AnyDb): Promise<void> {
  await audit(
    db.schema
      .createTable('sys_announcement')
      .addColumn('id', ID, (c) => c.primaryKey())
      .addColumn('titile', 'varchar(100)', (c) => c.notNull())
      .addColumn('msg_content', 'text')
      .addColumn('start_time', DATE_TIME)
      .addColumn('end_time', DATE_TIME)
      .addColumn('sender', 'varchar(100)')
      .addColumn('priority', 'varchar(1)', (c) => c.notNull().defaultTo('L'))
      .addColumn('msg_category', 'varchar(1)', (c) => c.notNull().defaultTo('2'))
      .addColumn('msg_type', 'varchar(10)', (c) => c.notNull().defaultTo('ALL'))
      .addColumn('send_status', 'varchar(1)', (c) => c.notNull().defaultTo('0'))
      .addColumn('send_time', DATE_TIME)
      .addColumn('cancel_time', DATE_TIME)
      .addColumn('del_flag', 'varchar(1)', (c) => c.notNull().defaultTo('0'))
      .addColumn('bus_type', 'varchar(20)')
      .addColumn('bus_id', 'varchar(64)')
      .addColumn('open_type', 'varchar(20)')
      .addColumn('open_page', 'varchar(255)')
      .addColumn('msg_abstract', 'varchar(500)')
      .addColumn('user_ids', 'text')
      .addColumn('role_ids', 'text')
      .addColumn('depart_ids', 'text')
      .addColumn('publish_at', DATE_TIME),
  ).execute();
  await db.schema
    .createIndex('idx_sys_announcement_list')
    .on('sys_announcement')
    .columns(['del_flag', 'create_time'])
    .execute();
  // The scheduler's "due drafts" query.
  await db.schema
    .createIndex('idx_sys_announcement_due')
    .on('sys_announcement')
    .columns(['send_status', 'publish_at'])
    .execute();

  await audit(
    db.schema
      .createTable('sys_announcement_send')
      .addColumn('id', ID, (c) => c.primaryKey())
      .addColumn('annt_id', ID, (c) => c.notNull().references('sys_announcement.id').onDelete('cascade'))
      .addColumn('user_id', ID, (c) => c.notNull().references('sys_user.id').onDelete('cascade'))
      .addColumn('read_flag', 'varchar(1)', (c) => c.notNull().defaultTo('0'))
      .addColumn('read_time', DATE_TIME)
      // Also the index of the per-announcement queries (readers, revoke audience).
      .addUniqueConstraint('uniq_sys_announcement_send', ['annt_id', 'user_id']),
  ).execute();
  // The per-user queries: unread counts for the bell, the user's own list.
  await db.schema
    .createIndex('idx_sys_announcement_send_user')
    .on('sys_announcement_send')
    .columns(['user_id', 'read_flag'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('sys_announcement_send').ifExists().execute();
  await db.schema.dropTable('sys_announcement').ifExists().execute();
}
