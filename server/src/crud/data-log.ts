// Record versions (the data log): every add and edit of a model with `x-storage.dataLog` stores the
// record as read back, numbered per record, in the parent's transaction.
import { sql } from 'kysely';
import { newId } from '../lib/ids.js';
import { formatDateTime } from '../lib/time.js';
import type { Scope } from './scope.js';
import type { Row, Tx } from './types.js';

export const DATA_LOG_TABLE = 'sys_data_log';

/**
 * Stores the next version of `record`.
 *
 * @example
 * if (model.dataLog) await writeDataLog(scope, tx, record);
 */
export async function writeDataLog(scope: Scope, tx: Tx, record: Row): Promise<void> {
  const { model, registry } = scope;
  // plugins/models.ts refuses to start when a model keeps a data log and this model is missing.
  const log = scope.whole(registry.byTable.get(DATA_LOG_TABLE)!);
  const id = String(record[model.pk.name]);
  const row = await log
    .storedRows(tx)
    .select(sql<number | null>`max(data_version)`.as('v'))
    .where('data_table', '=', model.table)
    .where('data_id', '=', id)
    .executeTakeFirst();
  await log
    .insert(tx)
    .values({
      id: newId(),
      data_table: model.table,
      data_id: id,
      data_content: JSON.stringify(record),
      data_version: Number(row?.v ?? 0) + 1,
      create_by: scope.user.username,
      create_time: formatDateTime(),
    })
    .execute();
}
