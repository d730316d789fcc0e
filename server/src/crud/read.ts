// Reading one record by its key through a scope: the stored row (for writes), or the record a caller
// sees (labels, one-to-many children, without the properties they may not read).
import { addLabels } from './labels.js';
import { recordColumns, toRecord } from './records.js';
import { attachChildren } from './relations.js';
import type { Scope } from './scope.js';
import type { Row, Tx } from './types.js';

/**
 * One row the scope may read (record columns), or null when absent, deleted or outside the scope.
 *
 * @example
 * const row = await readRow(scope, id); // null when absent or deleted
 */
export async function readRow(
  scope: Scope,
  id: string,
  db?: Tx,
  columns = recordColumns(scope.model),
): Promise<Row | null> {
  const { pk } = scope.model;
  return (await scope.select(db).select(columns).where(pk.column, '=', id).executeTakeFirst()) ?? null;
}

/**
 * The record a caller sees for `id` (queryById), or null.
 *
 * @example
 * const record = await readRecord(Scope.of(request, model), id);
 */
export async function readRecord(scope: Scope, id: string): Promise<Row | null> {
  const row = await readRow(scope, id);
  if (!row) return null;
  const [record] = await addLabels(scope, [toRecord(scope.model, row)]);
  await attachChildren(scope, record);
  return scope.present([record!])[0]!;
}
