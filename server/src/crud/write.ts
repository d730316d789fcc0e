// Stores validated writes: audit columns, generated serial numbers, soft delete, and a data-log version
// row per add and edit, all inside one transaction per request.
import { sql, type Kysely, type Transaction } from 'kysely';
import { DEL_FLAG_COLUMN } from '../../../runtime/schema/index.js';
import { newId } from '../lib/ids.js';
import { formatDateTime } from '../lib/time.js';
import type { CompiledModel, FieldInfo } from './model.js';
import { recordColumns, toRecord } from './records.js';
import { fillTreeColumns, moveNode, parentValue, refreshHasChild, treeOf } from './tree.js';
import type { DynamicDb, ModelRegistry, Row } from './registry.js';

export type Tx = Kysely<DynamicDb> | Transaction<DynamicDb>;

/**
 * A value of a relation property that validation turned into writes of other rows (the children of a
 * one-to-many relation, child-write.ts); it runs after the parent row, in the same transaction.
 */
export interface DependentWrite {
  writeAfter(tx: Tx, parentId: string, username: string): Promise<void>;
}

function dependentWrites(model: CompiledModel, values: Row): DependentWrite[] {
  return Object.entries(values).flatMap(([name, value]) => {
    const field = model.byName.get(name);
    const pending = value as Partial<DependentWrite> | null;
    return field && !field.stored && typeof pending?.writeAfter === 'function'
      ? [pending as DependentWrite]
      : [];
  });
}

export const DATA_LOG_TABLE = 'sys_data_log';

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

async function nextSerial(tx: Tx, model: CompiledModel, field: FieldInfo): Promise<string> {
  const serial = field.def['x-storage']!.serial!;
  const digits = serial.digits ?? 4;
  const now = new Date();
  const day = `${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}${String(now.getDate()).padStart(2, '0')}`;
  const prefix = `${serial.prefix}${day}`;
  const row = await tx
    .selectFrom(model.table)
    .select(sql<string | null>`max(${sql.ref(field.column)})`.as('last'))
    .where(field.column, 'like', `${prefix}%`)
    .executeTakeFirst();
  const last = row?.last ? Number(String(row.last).slice(prefix.length)) : 0;
  return `${prefix}${String((Number.isFinite(last) ? last : 0) + 1).padStart(digits, '0')}`;
}

async function writeDataLog(tx: Tx, model: CompiledModel, record: Row, username: string): Promise<void> {
  const id = String(record[model.pk.name]);
  const row = await tx
    .selectFrom(DATA_LOG_TABLE)
    .select(sql<number | null>`max(data_version)`.as('v'))
    .where('data_table', '=', model.table)
    .where('data_id', '=', id)
    .executeTakeFirst();
  await tx
    .insertInto(DATA_LOG_TABLE)
    .values({
      id: newId(),
      data_table: model.table,
      data_id: id,
      data_content: JSON.stringify(record),
      data_version: Number(row?.v ?? 0) + 1,
      create_by: username,
      create_time: formatDateTime(),
    })
    .execute();
}

/**
 * Reads one live row's record columns (null when absent or soft-deleted).
 *
 * @example
 * const row = await readRow(registry.dyn, model, id); // null when absent or deleted
 */
export async function readRow(
  db: Tx,
  model: CompiledModel,
  id: string,
  columns = recordColumns(model),
): Promise<Row | null> {
  let query = db.selectFrom(model.table).select(columns).where(model.pk.column, '=', id);
  if (model.softDelete) query = query.where(DEL_FLAG_COLUMN, '=', 0);
  return (await query.executeTakeFirst()) ?? null;
}

/**
 * Inserts one record inside a transaction; returns it as read back.
 *
 * @example
 * await registry.dyn.transaction().execute((tx) => insertRow(tx, model, values, 'admin'));
 */
export async function insertRow(tx: Tx, model: CompiledModel, values: Row, username: string): Promise<Row> {
  const id = newId();
  const row: Row = { [model.pk.column]: id };
  for (const [name, value] of Object.entries(values)) {
    const field = model.byName.get(name)!;
    if (field !== model.pk && field.stored) row[field.column] = toColumn(field, value);
  }
  for (const field of model.fields) {
    if (field.def['x-storage']?.serial) row[field.column] = await nextSerial(tx, model, field);
  }
  if (model.audit) Object.assign(row, { create_by: username, create_time: formatDateTime() });
  if (model.softDelete) row[DEL_FLAG_COLUMN] = 0;
  const tree = treeOf(model);
  if (tree) await fillTreeColumns(tx, model, tree, row);
  await tx.insertInto(model.table).values(row).execute();
  if (tree) await refreshHasChild(tx, model, tree, [String(row[tree.parent.column])]);
  for (const pending of dependentWrites(model, values)) await pending.writeAfter(tx, id, username);
  const record = toRecord(model, (await readRow(tx, model, id))!);
  if (model.dataLog) await writeDataLog(tx, model, record, username);
  return record;
}

/**
 * Inserts a record in its own transaction, retrying when two adds drew the same serial number.
 *
 * @example
 * const record = await insertRecord(registry, model, { title: '…' }, 'admin');
 */
export async function insertRecord(
  registry: ModelRegistry,
  model: CompiledModel,
  values: Row,
  username: string,
): Promise<Row> {
  // Serial numbers and tree codes are drawn from what is stored; a concurrent add may draw the same.
  const hasSerial = model.fields.some((f) => f.def['x-storage']?.serial) || treeOf(model) !== undefined;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await registry.dyn.transaction().execute((tx) => insertRow(tx, model, values, username));
    } catch (err) {
      if (!hasSerial || attempt >= 4 || !isUniqueViolation(err)) throw err;
    }
  }
}

/**
 * Inserts many records in one transaction (all or nothing).
 *
 * @example
 * await insertMany(registry, model, rows, 'admin'); // all or nothing
 */
export async function insertMany(
  registry: ModelRegistry,
  model: CompiledModel,
  rows: readonly Row[],
  username: string,
): Promise<number> {
  await registry.dyn.transaction().execute(async (tx) => {
    for (const values of rows) await insertRow(tx, model, values, username);
  });
  return rows.length;
}

/**
 * Updates the properties given; returns the record as read back, or null when it does not exist.
 *
 * @example
 * await updateRecord(registry, model, id, { status: '1' }, 'admin');
 */
export async function updateRecord(
  registry: ModelRegistry,
  model: CompiledModel,
  id: string,
  values: Row,
  username: string,
): Promise<Row | null> {
  return registry.dyn.transaction().execute((tx) => updateRow(tx, model, id, values, username));
}

/**
 * Updates one live row inside a transaction (and its dependent writes); null when it does not exist.
 *
 * @example
 * await updateRow(tx, model, id, { status: '1' }, 'admin');
 */
export async function updateRow(
  tx: Tx,
  model: CompiledModel,
  id: string,
  values: Row,
  username: string,
): Promise<Row | null> {
  const set: Row = {};
  for (const [name, value] of Object.entries(values)) {
    const field = model.byName.get(name)!;
    if (field !== model.pk && field.stored) set[field.column] = toColumn(field, value);
  }
  if (model.audit) Object.assign(set, { update_by: username, update_time: formatDateTime() });
  const tree = treeOf(model);
  if (tree && Object.hasOwn(set, tree.parent.column)) {
    await moveNode(tx, model, tree, id, parentValue(tree, set[tree.parent.column]));
    delete set[tree.parent.column];
  }
  if (Object.keys(set).length > 0) {
    let update = tx.updateTable(model.table).set(set).where(model.pk.column, '=', id);
    if (model.softDelete) update = update.where(DEL_FLAG_COLUMN, '=', 0);
    await update.execute();
  }
  const row = await readRow(tx, model, id);
  if (!row) return null;
  for (const pending of dependentWrites(model, values)) await pending.writeAfter(tx, id, username);
  const record = toRecord(model, row);
  if (model.dataLog) await writeDataLog(tx, model, record, username);
  return record;
}

export { deleteRecords, removeRows, type DeleteOutcome } from './delete.js';
