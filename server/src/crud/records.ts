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

/**
 * Whether a property gets a `<field>_dictText` label on reads (labels.ts): a dictionary, fixed options
 * or a reference.
 */
export const hasLabel = (field: FieldInfo): boolean =>
  (field.def['x-dict'] || field.def['x-options'] || field.def['x-ref']) !== undefined;

/** The fields a record is read from, in select order, and their columns. */
interface RecordLayout {
  fields: readonly FieldInfo[];
  columns: readonly string[];
  /** What every record of the layout starts as (see `blankRecord`). */
  blank: Row;
}

/**
 * A record with every property a read of `fields` can carry, in the order they are sent: the fields
 * (null), then the labels labels.ts and stored-files.ts add later (undefined, which JSON leaves out, so
 * a label never set is never sent). Records are copies of it, so V8 gives them one fixed layout: built
 * property by property, a record of 20-odd properties fell back to a hash table at its twentieth,
 * which made building, labelling and serialising a list page slower and left more garbage (issue 16,
 * bench/README.md). Parsed from JSON because the parser lays out all properties at once.
 */
function blankRecord(fields: readonly FieldInfo[]): Row {
  const blank = JSON.parse(JSON.stringify(Object.fromEntries(fields.map((f) => [f.name, null])))) as Row;
  const later: string[] = [];
  for (const f of fields) if (hasLabel(f)) later.push(`${f.name}_dictText`);
  for (const f of fields) if (f.def['x-storedFiles']) later.push(`${f.name}_files`, `${f.name}_dictText`);
  for (const name of later) if (!Object.hasOwn(blank, name)) blank[name] = undefined;
  return blank;
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
    layout = { fields, columns: fields.map((f) => f.column), blank: blankRecord(fields) };
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
  const { fields, blank } = layoutOf(model, view);
  return rows.map((values) => {
    const record: Row = { ...blank };
    for (let i = 0; i < fields.length; i++) record[fields[i]!.name] = fromColumn(fields[i]!, values[i]);
    return record;
  });
}
