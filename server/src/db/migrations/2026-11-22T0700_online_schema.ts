// Online schema designer: model and page schemas stored in the database (server/src/online). Each row is
// one JSON document; `name` is the model name (from its $id) or the page id, unique per kind.
// FROZEN once released: change the schema with a new migration file, never by editing this one.
// Written against Kysely<any> with no app imports, like the foundation migration.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('sys_online_schema')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    // 'model' or 'page'.
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    // The document as the designer saved it (validated before every write).
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('create_by', 'varchar(50)')
    .addColumn('create_time', 'varchar(19)')
    .addColumn('update_by', 'varchar(50)')
    .addColumn('update_time', 'varchar(19)')
    .addUniqueConstraint('uniq_sys_online_schema_kind_name', ['kind', 'name'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('sys_online_schema').execute();
}
