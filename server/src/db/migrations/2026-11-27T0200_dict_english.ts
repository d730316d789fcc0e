// English texts of dictionaries: every dictionary item and dictionary name is shown in the caller's
// language (zh-CN or en-US), so each gets a nullable en-US column beside its Chinese one. Null (or
// empty) means "no English text": readers fall back to the Chinese text. Existing installations get
// the English texts of the seeded dictionaries from db/seed/dict-english.ts at start, not here, so
// this file stays frozen while the seed grows.
// FROZEN once released: change the schema with a new migration file, never by editing this one.
// Written against Kysely<any> with no app imports, like the foundation migration.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  // Same bound as the Chinese columns (item_text, dict_name: varchar(100)).
  await db.schema.alterTable('sys_dict_item').addColumn('item_text_en', 'varchar(100)').execute();
  await db.schema.alterTable('sys_dict').addColumn('dict_name_en', 'varchar(100)').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('sys_dict').dropColumn('dict_name_en').execute();
  await db.schema.alterTable('sys_dict_item').dropColumn('item_text_en').execute();
}
