// The sys_online_schema table: model and page documents saved by the designer. A stored document's
// path in validation messages is `online:models/<name>.json` or `online:pages/<id>.json`, so issues
// read like the repository's (`schemas/models/x.json#/pointer: expectation`).
import type { Kysely } from 'kysely';
import type { SchemaSource } from '../../../runtime/schema/index.js';
import type { Database, SysOnlineSchemaTable } from '../db/types.js';

export type StoredKind = 'model' | 'page';
export type StoredRow = SysOnlineSchemaTable;

export const STORED_KINDS: readonly StoredKind[] = ['model', 'page'];

/**
 * The path a stored document has in validation messages.
 *
 * @example
 * storedPath('page', 'online.book.list'); // 'online:pages/online.book.list.json'
 */
export function storedPath(kind: StoredKind, name: string): string {
  return `online:${kind}s/${name}.json`;
}

/** Every stored document, oldest first. */
export async function allStored(db: Kysely<Database>): Promise<StoredRow[]> {
  return db
    .selectFrom('sys_online_schema')
    .selectAll()
    .where('kind', 'in', STORED_KINDS)
    .orderBy('create_time')
    .orderBy('id')
    .execute();
}

// Tables the designer created are remembered as rows of kind 'table', so a model deleted and stored
// again (or renamed) may take its table back, while tables it never created stay out of reach.
const TABLE_KIND = 'table' as unknown as StoredKind;

/** Tables created for stored models. */
export async function designerTables(db: Kysely<Database>): Promise<Set<string>> {
  const rows = await db
    .selectFrom('sys_online_schema')
    .select('name')
    .where('kind', '=', TABLE_KIND)
    .execute();
  return new Set(rows.map((r) => r.name));
}

/** Remembers that the designer created `table`. */
export async function claimTable(db: Kysely<Database>, table: string, by: string, id: string, now: string) {
  await db
    .insertInto('sys_online_schema')
    .values({
      id,
      kind: TABLE_KIND,
      name: table,
      content: '{}',
      create_by: by,
      create_time: now,
      update_by: null,
      update_time: null,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** One stored document by id. */
export async function storedById(db: Kysely<Database>, id: string): Promise<StoredRow | undefined> {
  return db.selectFrom('sys_online_schema').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Stored documents as loader sources, by kind.
 *
 * @example
 * const { models, pages } = storedSources(rows);
 */
export function storedSources(rows: readonly StoredRow[]): { models: SchemaSource[]; pages: SchemaSource[] } {
  const models: SchemaSource[] = [];
  const pages: SchemaSource[] = [];
  for (const row of rows) {
    const source = { path: storedPath(row.kind, row.name), text: row.content };
    (row.kind === 'model' ? models : pages).push(source);
  }
  return { models, pages };
}
