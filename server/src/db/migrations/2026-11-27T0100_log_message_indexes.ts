// Log list indexes that end with the primary key: every list orders by `create_time desc, id desc` (the
// key breaks ties, crud/list.ts), so with `id` in the index a page — and the keys of a deep page — is
// read from the index alone, in order, with no table lookup or sort per skipped row. They replace the
// (log_type, create_time) and (create_time) indexes, which are their prefixes: the log-type filter, the
// time range across types and the retention purge (`create_time < ?`) use the new ones the same way,
// and every operation still maintains three indexes on sys_log.
// sys_message is a model-driven table, created after the migrations run on a new database, so its
// (create_time, id) and (es_send_status, create_time, id) indexes are declared in
// schemas/models/sys_message.json; here only its (es_send_status) index goes where the table exists, a
// prefix of the new one.
// FROZEN once released: change the schema with a new migration file, never by editing this one.
// Written against Kysely<any> with no app imports, like the foundation migration.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('idx_sys_log_type_time_id')
    .on('sys_log')
    .columns(['log_type', 'create_time', 'id'])
    .execute();
  await db.schema.createIndex('idx_sys_log_time_id').on('sys_log').columns(['create_time', 'id']).execute();
  await db.schema.dropIndex('idx_sys_log_type_time').execute();
  await db.schema.dropIndex('idx_sys_log_create_time').execute();
  await db.schema.dropIndex('idx_sys_message_es_send_status').ifExists().execute();
}

export async function down(db: AnyDb): Promise<void> {
  // sys_message's (es_send_status) index is not restored: the model no longer declares it, and its
  // replacement serves the same queries.
  await db.schema.createIndex('idx_sys_log_create_time').on('sys_log').column('create_time').execute();
  await db.schema
    .createIndex('idx_sys_log_type_time')
    .on('sys_log')
    .columns(['log_type', 'create_time'])
    .execute();
  await db.schema.dropIndex('idx_sys_log_time_id').execute();
  await db.schema.dropIndex('idx_sys_log_type_time_id').execute();
}
