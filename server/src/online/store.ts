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
  return db.selectFrom('sys_online_schema').selectAll().orderBy('create_time').orderBy('id').execute();
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
