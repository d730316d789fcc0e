// Versions of the online designer's documents (issue 19): every save of a stored model or page is kept
// as a numbered version (who, when, an optional note), so the designer shows history, diffs two versions
// and rolls back. Rows stored before this migration become their document's version 1.
// FROZEN once released: change the schema with a new migration file, never by editing this one.
// Written against Kysely<any> with no app imports, like the foundation migration.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** lib/ids.ts stableId: version 1 of a document has the same id on every database. */
const stableId = (key: string) => createHash('md5').update(key).digest('hex');

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('sys_online_schema_version')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    // sys_online_schema.id; the versions go when their document is deleted.
    .addColumn('schema_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    // 1, 2, 3… per document.
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('note', 'varchar(200)')
    .addColumn('create_by', 'varchar(50)')
    .addColumn('create_time', 'varchar(19)')
    .addUniqueConstraint('uniq_sys_online_schema_version', ['schema_id', 'version'])
    .execute();
  const rows: {
    id: string;
    kind: string;
    name: string;
    content: string;
    create_by: string | null;
    create_time: string | null;
    update_by: string | null;
    update_time: string | null;
  }[] = await db
    .selectFrom('sys_online_schema')
    .select(['id', 'kind', 'name', 'content', 'create_by', 'create_time', 'update_by', 'update_time'])
    .where('kind', 'in', ['model', 'page'])
    .execute();
  for (const row of rows) {
    await db
      .insertInto('sys_online_schema_version')
      .values({
        id: stableId(`online-version:${row.id}:1`),
        schema_id: row.id,
        kind: row.kind,
        name: row.name,
        version: 1,
        content: row.content,
        note: null,
        // The stored content is the last save's: its author and time.
        create_by: row.update_by ?? row.create_by,
        create_time: row.update_time ?? row.create_time,
      })
      .execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('sys_online_schema_version').execute();
}
