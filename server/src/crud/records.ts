// Rows → JSON records: camelCase properties, secrets left out, lists split (api-contract §1.2).
// Labels are added by labels.ts.
import { DEL_FLAG_COLUMN } from '../../../runtime/schema/index.js';
import type { CompiledModel, FieldInfo } from './model.js';
import type { Row } from './types.js';

function scalar(field: FieldInfo, value: unknown, type = field.def.type): unknown {
  if (value === null || value === undefined) return null;
  switch (type) {
    case 'boolean':
      return value === true || value === 1 || value === '1' || value === 'true';
    case 'integer':
    case 'number':
      return typeof value === 'string' ? Number(value) : value;
    default:
      return typeof value === 'string' ? value : String(value);
  }
}

/**
 * A property's value as JSON from its column value.
 *
 * @example
 * fromColumn(tagsField, 'a,b'); // ['a', 'b']
 */
export function fromColumn(field: FieldInfo, value: unknown): unknown {
  if (!field.multi) return scalar(field, value);
  if (value === null || value === undefined || value === '') return [];
  const itemType = field.def.items?.type ?? 'string';
  return String(value)
    .split(',')
    .filter((part) => part !== '')
    .map((part) => scalar(field, part, itemType));
}

/**
 * A row of the model's table as a record (no secrets, no del_flag).
 *
 * @example
 * toRecord(model, { id: 'x', case_no: 'CS1' }); // { id: 'x', caseNo: 'CS1', … }
 */
export function toRecord(model: CompiledModel, row: Row): Row {
  const record: Row = {};
  for (const field of model.fields) {
    if (!field.stored || field.secret) continue;
    record[field.name] = fromColumn(field, row[field.column]);
  }
  return record;
}

/**
 * Which properties a read returns: `record` every readable one (queryById, exports, versions), `list`
 * those a list page carries, without `x-inList: false` (long text no table shows: reading, labelling
 * and sending it was most of a case list page's bytes).
 */
export type RecordView = 'record' | 'list';

/** The fields a record is read from, in select order, and their columns. */
interface RecordLayout {
  fields: readonly FieldInfo[];
  columns: readonly string[];
}

const layouts: Record<RecordView, WeakMap<CompiledModel, RecordLayout>> = {
  record: new WeakMap(),
  list: new WeakMap(),
};

function layoutOf(model: CompiledModel, view: RecordView): RecordLayout {
  let layout = layouts[view].get(model);
  if (!layout) {
    const fields = model.fields.filter(
      (f) =>
        f.stored &&
        !f.secret &&
        f.column !== DEL_FLAG_COLUMN &&
        (view === 'record' || f.def['x-inList'] !== false),
    );
    layout = { fields, columns: fields.map((f) => f.column) };
    layouts[view].set(model, layout);
  }
  return layout;
}

/**
 * The columns to select for records of `view` (never secrets, never del_flag).
 *
 * @example
 * recordColumns(model).includes('del_flag'); // false
 * recordColumns(caseModel, 'list').includes('description'); // false
 */
export function recordColumns(model: CompiledModel, view: RecordView = 'record'): string[] {
  return [...layoutOf(model, view).columns];
}

/**
 * Records from rows read as value arrays (db/array-reader.ts) of a select of
 * `recordColumns(model, view)`.
 *
 * @example
 * recordsFromValues(model, await scope.readArrays(select.compile()), 'list');
 */
export function recordsFromValues(
  model: CompiledModel,
  rows: readonly unknown[][],
  view: RecordView = 'record',
): Row[] {
  const { fields } = layoutOf(model, view);
  return rows.map((values) => {
    const record: Row = {};
    for (let i = 0; i < fields.length; i++) record[fields[i]!.name] = fromColumn(fields[i]!, values[i]);
    return record;
  });
}
