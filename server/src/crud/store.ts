// The storing steps of a checked write, inside the caller's transaction: audit columns, generated serial
// numbers (serial.ts), tree codes, soft delete, one-to-many children (their plans, child-plan.ts) and a data-log
// version per add and edit. Every builder comes from the scope, so rows outside it are never changed.
import { DEL_FLAG_COLUMN } from '../../../runtime/schema/index.js';
import { newId } from '../lib/ids.js';
import { formatDateTime } from '../lib/time.js';
import { ChildPlan } from './child-plan.js';
import { writeDataLog } from './data-log.js';
import type { FieldInfo } from './model.js';
import { readRow } from './read.js';
import { toRecord } from './records.js';
import type { Scope } from './scope.js';
import { nextSerial } from './serial.js';
import { fillTreeColumns, moveNode, parentValue, refreshHasChild, treeOf } from './tree.js';
import type { Row, Tx } from './types.js';

/**
 * A property value as its column stores it (lists comma-joined, booleans 0/1).
 *
 * @example
 * toColumn(tagsField, ['a', 'b']); // 'a,b'
 */
export function toColumn(field: FieldInfo, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (field.multi && Array.isArray(value)) return value.join(',');
  if (field.def.type === 'boolean') return value ? 1 : 0;
  return value;
}

/**
 * True when the database refused a duplicate key (either dialect).
 *
 * @example
 * isUniqueViolation({ code: '23505' }); // true
 */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** The column values of the stored properties among `values` (the key and relations left out). */
function columnValues(scope: Scope, values: Row): Row {
  const { model } = scope;
  const row: Row = {};
  for (const [name, value] of Object.entries(values)) {
    const field = model.byName.get(name)!;
    if (field !== model.pk && field.stored) row[field.column] = toColumn(field, value);
  }
  return row;
}

/** Runs the child plans among `values` for the parent `parentId`. */
async function writeChildren(scope: Scope, tx: Tx, values: Row, parentId: string): Promise<void> {
  for (const plan of Object.values(values)) {
    if (!(plan instanceof ChildPlan)) continue;
    const { child, fk, order } = plan.relation;
    const children = scope.child(child);
    await removeRows(children, tx, plan.deletes);
    for (const [index, { id, values: childValues }] of plan.rows.entries()) {
      const full: Row = { ...childValues, [fk.name]: parentId };
      if (order) full[order.name] = index + 1;
      if (id === undefined) await insertRow(children, tx, full);
      else await updateRow(children, tx, id, full);
    }
  }
}

/**
 * Inserts one record inside a transaction; returns it as read back. `createdAt` (seeds only) dates an
 * audited row other than now.
 *
 * @example
 * await scope.transaction((tx) => insertRow(scope, tx, values));
 */
export async function insertRow(scope: Scope, tx: Tx, values: Row, createdAt?: Date): Promise<Row> {
  const { model } = scope;
  const username = scope.user.username;
  const id = newId();
  const row: Row = { [model.pk.column]: id, ...columnValues(scope, values) };
  for (const field of model.fields) {
    if (field.def['x-storage']?.serial) row[field.column] = await nextSerial(scope, tx, field);
  }
  if (model.audit) Object.assign(row, { create_by: username, create_time: formatDateTime(createdAt) });
  if (model.softDelete) row[DEL_FLAG_COLUMN] = 0;
  const tree = treeOf(model);
  if (tree) await fillTreeColumns(scope, tx, tree, row);
  await scope.insert(tx).values(row).execute();
  if (tree) await refreshHasChild(scope, tx, tree, [String(row[tree.parent.column])]);
  await writeChildren(scope, tx, values, id);
  // Read back whoever the scope is: a row rule may not admit what its own user just added.
  const record = toRecord(model, (await readRow(scope.whole(), id, tx))!);
  if (model.dataLog) await writeDataLog(scope, tx, record);
  return record;
}

/**
 * Updates one row the scope may change (and its children); null when there is none.
 *
 * @example
 * await updateRow(scope, tx, id, { status: '1' });
 */
export async function updateRow(scope: Scope, tx: Tx, id: string, values: Row): Promise<Row | null> {
  const { model } = scope;
  if (!(await readRow(scope, id, tx, [model.pk.column]))) return null;
  const set = columnValues(scope, values);
  if (model.audit) Object.assign(set, { update_by: scope.user.username, update_time: formatDateTime() });
  const tree = treeOf(model);
  if (tree && Object.hasOwn(set, tree.parent.column)) {
    await moveNode(scope, tx, tree, id, parentValue(tree, set[tree.parent.column]));
    delete set[tree.parent.column];
  }
  if (Object.keys(set).length > 0) {
    await scope.update(tx).set(set).where(model.pk.column, '=', id).execute();
  }
  await writeChildren(scope, tx, values, id);
  const record = toRecord(model, (await readRow(scope.whole(), id, tx))!);
  if (model.dataLog) await writeDataLog(scope, tx, record);
  return record;
}

/**
 * Deletes rows by id: softly (del_flag = 1) when the model has soft delete, else for good.
 *
 * @example
 * await removeRows(scope.child(childModel), tx, ['c1']);
 */
export async function removeRows(scope: Scope, tx: Tx, ids: readonly string[]): Promise<number> {
  const { model } = scope;
  if (ids.length === 0) return 0;
  if (!model.softDelete) {
    const result = await scope
      .deleteFrom(tx)
      .where(model.pk.column, 'in', [...ids])
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
  const set: Row = { [DEL_FLAG_COLUMN]: 1 };
  if (model.audit) Object.assign(set, { update_by: scope.user.username, update_time: formatDateTime() });
  const result = await scope
    .update(tx)
    .set(set)
    .where(model.pk.column, 'in', [...ids])
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
