// The name a file had on the uploader's machine, kept beside the stored file (whose own name is 128
// random bits, so that a path cannot be guessed): lists, forms and downloads show "合同.pdf", not
// "3f…9a.pdf". Null for files stored before this column (they keep showing their stored name).
// FROZEN once released: change the schema with a new migration file, never by editing this one.
// Written against Kysely<any> with no app imports, like the foundation migration.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('sys_upload_file').addColumn('original_name', 'varchar(255)').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('sys_upload_file').dropColumn('original_name').execute();
}
