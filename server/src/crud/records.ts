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

/**
 * The columns to select for records (never secrets, never del_flag).
 *
 * @example
 * recordColumns(model).includes('del_flag'); // false
 */
export function recordColumns(model: CompiledModel): string[] {
  return model.fields
    .filter((f) => f.stored && !f.secret && f.column !== DEL_FLAG_COLUMN)
    .map((f) => f.column);
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
  const rows = await registry.dyn
    .selectFrom(target.table)
    .select([`${key.column} as k`, `${label.column} as l`])
    .where(key.column, 'in', keys)
    .execute();
  return new Map(rows.map((r) => [String(r.k), r.l === null || r.l === undefined ? '' : String(r.l)]));
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
