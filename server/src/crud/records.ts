// Rows → JSON records (camelCase properties, secrets left out, lists split), plus the
// `<field>_dictText` labels of dictionaries, fixed options and references (api-contract §1.2).
import { DEL_FLAG_COLUMN, resolveText, type Lang } from '../../../runtime/schema/index.js';
import type { CompiledModel, FieldInfo } from './model.js';
import type { ModelRegistry, Row } from './registry.js';

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

/** The fields a record is read from, in select order, and their columns. */
interface RecordLayout {
  fields: readonly FieldInfo[];
  columns: readonly string[];
}

const layouts = new WeakMap<CompiledModel, RecordLayout>();

function layoutOf(model: CompiledModel): RecordLayout {
  let layout = layouts.get(model);
  if (!layout) {
    const fields = model.fields.filter((f) => f.stored && !f.secret && f.column !== DEL_FLAG_COLUMN);
    layout = { fields, columns: fields.map((f) => f.column) };
    layouts.set(model, layout);
  }
  return layout;
}

/**
 * The columns to select for records (never secrets, never del_flag).
 *
 * @example
 * recordColumns(model).includes('del_flag'); // false
 */
export function recordColumns(model: CompiledModel): string[] {
  return [...layoutOf(model).columns];
}

/**
 * Records from rows read as value arrays (db/array-reader.ts) of a select of `recordColumns(model)`.
 *
 * @example
 * recordsFromValues(model, await registry.readArrays(select.compile()));
 */
export function recordsFromValues(model: CompiledModel, rows: readonly unknown[][]): Row[] {
  const { fields } = layoutOf(model);
  return rows.map((values) => {
    const record: Row = {};
    for (let i = 0; i < fields.length; i++) record[fields[i]!.name] = fromColumn(fields[i]!, values[i]);
    return record;
  });
}

const valuesOf = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === null || value === undefined ? [] : [value];

async function refLabels(
  registry: ModelRegistry,
  field: FieldInfo,
  records: readonly Row[],
): Promise<Map<string, string> | undefined> {
  const ref = field.def['x-ref'];
  const target = ref ? registry.models.get(ref.model) : undefined;
  if (!ref?.labelField || !target) return undefined;
  const label = target.byName.get(ref.labelField);
  const key = ref.valueField ? target.byName.get(ref.valueField) : target.pk;
  if (!label || !key || label.secret || !label.stored) return undefined;
  const keys = [...new Set(records.flatMap((r) => valuesOf(r[field.name])).map(String))];
  if (keys.length === 0) return new Map();
  const rows = await registry.readArrays({
    sql: labelSql(registry, target, key, label, keys),
    parameters: keys,
  });
  return new Map(rows.map(([k, l]) => [String(k), l === null || l === undefined ? '' : String(l)]));
}

const labelTexts = new WeakMap<CompiledModel, Map<string, string>>();

/**
 * The SQL of a label lookup by `count` keys. It depends only on the target, its two columns and the
 * number of keys, so it is compiled once per shape: Kysely's builder and compiler cost more than the
 * lookup itself, and a list page makes one per reference column.
 */
function labelSql(
  registry: ModelRegistry,
  target: CompiledModel,
  key: FieldInfo,
  label: FieldInfo,
  keys: readonly string[],
): string {
  let texts = labelTexts.get(target);
  if (!texts) labelTexts.set(target, (texts = new Map()));
  const shape = `${key.column}\u0000${label.column}\u0000${keys.length}`;
  let text = texts.get(shape);
  if (text === undefined) {
    text = registry.dyn
      .selectFrom(target.table)
      .select([`${key.column} as k`, `${label.column} as l`])
      .where(key.column, 'in', keys)
      .compile().sql;
    // Page sizes bound the key counts; the cap only guards against a pathological caller.
    if (texts.size >= 500) texts.clear();
    texts.set(shape, text);
  }
  return text;
}

/**
 * Adds `<field>_dictText` to each record for dictionary, option and reference fields (labels of
 * several values are comma-joined; a value without a label shows as itself).
 *
 * @example
 * await addLabels(registry, model, records, 'zh-CN'); // records[0].priority_dictText === '高'
 */
export async function addLabels(
  registry: ModelRegistry,
  model: CompiledModel,
  records: Row[],
  lang: Lang,
): Promise<Row[]> {
  if (records.length === 0) return records;
  for (const field of model.fields) {
    if (!field.stored || field.secret) continue;
    const dict = field.def['x-dict'];
    const options = field.def['x-options'];
    let labels: ReadonlyMap<string, string> | undefined;
    if (dict) labels = await registry.dicts.items(dict);
    else if (options) {
      labels = new Map(
        options.map((o) => [String(o.value), resolveText(o.label, lang, model.schema['x-i18n'])]),
      );
    } else if (field.def['x-ref']) labels = await refLabels(registry, field, records);
    if (!labels) continue;
    for (const record of records) {
      const values = valuesOf(record[field.name]);
      record[`${field.name}_dictText`] =
        values.length === 0 ? null : values.map((v) => labels.get(String(v)) ?? String(v)).join(',');
    }
  }
  return records;
}
