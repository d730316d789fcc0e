// Saved versions of stored documents (sys_online_schema_version): every save adds the next number
// with its author, time and note; the history lists them and a rollback reads one back.
import type { Kysely, Transaction } from 'kysely';
import type { Database, SysOnlineSchemaVersionTable } from '../db/types.js';
import { newId } from '../lib/ids.js';
import type { StoredRow } from './store.js';

export type VersionRow = SysOnlineSchemaVersionTable;

/** The longest note a version keeps (the column is varchar(200)). */
export const NOTE_MAX = 200;

/**
 * Records `row`'s content as its next version. @returns the version number.
 *
 * @example
 * await addVersion(trx, row, 'admin', '2026-12-03 10:00:00', 'price added');
 */
export async function addVersion(
  db: Kysely<Database> | Transaction<Database>,
  row: StoredRow,
  by: string,
  now: string,
  note: string | undefined,
): Promise<number> {
  const last = await db
    .selectFrom('sys_online_schema_version')
    .select((eb) => eb.fn.max<number>('version').as('n'))
    .where('schema_id', '=', row.id)
    .executeTakeFirst();
  const version = Number(last?.n ?? 0) + 1;
  await db
    .insertInto('sys_online_schema_version')
    .values({
      id: newId(),
      schema_id: row.id,
      kind: row.kind,
      name: row.name,
      version,
      content: row.content,
      note: note?.trim() ? note.trim().slice(0, NOTE_MAX) : null,
      create_by: by,
      create_time: now,
    })
    .execute();
  return version;
}

/** A document's versions without their content, newest first. */
export async function listVersions(db: Kysely<Database>, schemaId: string) {
  return db
    .selectFrom('sys_online_schema_version')
    .select(['version', 'name', 'note', 'create_by', 'create_time'])
    .where('schema_id', '=', schemaId)
    .orderBy('version', 'desc')
    .execute();
}

/** One version of a document, content included. */
export async function versionOf(
  db: Kysely<Database>,
  schemaId: string,
  version: number,
): Promise<VersionRow | undefined> {
  return db
    .selectFrom('sys_online_schema_version')
    .selectAll()
    .where('schema_id', '=', schemaId)
    .where('version', '=', version)
    .executeTakeFirst();
}
