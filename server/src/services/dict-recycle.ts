// The dictionary recycle bin and the dictionary tree of JeecgBoot's dictionary screen. /sys/dict/delete
// only marks a dictionary deleted (sys_dict is a soft-delete model), so its code stays taken and it can
// be restored; deleting it for good takes its items with it. Every read is bounded.
import type { Kysely } from 'kysely';
import { recordColumns, toRecord } from '../crud/records.js';
import { escapeLike } from '../crud/query.js';
import type { Scope } from '../crud/scope.js';
import type { Row } from '../crud/types.js';
import type { Database } from '../db/types.js';
import { formatDateTime } from '../lib/time.js';

/** More dictionaries than any console holds; a bound on every list here. */
const MAX_DICTS = 2000;

/** A dictionary as a tree node (JeecgBoot's SysDictTree): the record plus `key` and `title`. */
export type DictTreeNode = Row & { key: string; title: string };

/**
 * Live dictionaries whose name contains `dictName` (all when empty), newest first, as tree nodes.
 *
 * @example
 * await dictTree(Scope.of(request, dictModel), '状态'); // [{ key: '…', title: '用户状态', dictCode: … }]
 */
export async function dictTree(scope: Scope, dictName: string): Promise<DictTreeNode[]> {
  const { model } = scope;
  const name = model.byName.get('dictName')!;
  const conditions = dictName
    ? [{ column: name.column, op: 'like' as const, value: `%${escapeLike(dictName)}%` }]
    : [];
  const rows = await scope
    .select(undefined, { conditions })
    .select(recordColumns(model))
    .orderBy('create_time', 'desc')
    .orderBy(model.pk.column)
    .limit(MAX_DICTS)
    .execute();
  return rows.map((row) => {
    const record = toRecord(model, row);
    return { ...record, key: String(record.id), title: String(record.dictName ?? '') };
  });
}

/**
 * The dictionaries in the recycle bin, last deleted first.
 *
 * @example
 * await deletedDicts(scope); // [{ id: '…', dictCode: 'old_status', … }]
 */
export async function deletedDicts(scope: Scope): Promise<Row[]> {
  const { model } = scope;
  const rows = await scope
    .storedRows()
    .select(recordColumns(model))
    .where('del_flag', '=', 1)
    .orderBy('update_time', 'desc')
    .orderBy(model.pk.column)
    .limit(MAX_DICTS)
    .execute();
  return rows.map((row) => toRecord(model, row));
}

/**
 * Takes a dictionary out of the recycle bin; false when `id` is not in it.
 *
 * @example
 * await restoreDict(db, id, 'admin'); // true
 */
export async function restoreDict(db: Kysely<Database>, id: string, username: string): Promise<boolean> {
  const result = await db
    .updateTable('sys_dict')
    .set({ del_flag: 0, update_by: username, update_time: formatDateTime() })
    .where('id', '=', id)
    .where('del_flag', '=', 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Deletes a dictionary of the recycle bin and its items for good; false when `id` is not in the bin.
 *
 * @example
 * await purgeDict(db, id); // true
 */
export async function purgeDict(db: Kysely<Database>, id: string): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const dict = await tx
      .selectFrom('sys_dict')
      .select('id')
      .where('id', '=', id)
      .where('del_flag', '=', 1)
      .executeTakeFirst();
    if (!dict) return false;
    await tx.deleteFrom('sys_dict_item').where('dict_id', '=', id).execute();
    await tx.deleteFrom('sys_dict').where('id', '=', id).execute();
    return true;
  });
}
