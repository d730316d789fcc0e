// The `<field>_dictText` labels of dictionaries, fixed options and references (api-contract §1.2).
import { resolveText } from '../../../runtime/schema/index.js';
import type { Lang } from '../i18n/messages.js';
import type { CompiledModel, FieldInfo } from './model.js';
import { hasLabel } from './records.js';
import type { ModelRegistry } from './registry.js';
import type { Scope } from './scope.js';
import { addStoredFiles } from './stored-files.js';
import type { Row } from './types.js';

const valuesOf = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === null || value === undefined ? [] : [value];

/** Whether `labels` has the label of every value of property `name` on `records` (no copies made). */
function holdsAll(labels: ReadonlyMap<string, string>, records: readonly Row[], name: string): boolean {
  for (const record of records) {
    const value = record[name];
    if (value === null || value === undefined) continue;
    if (!Array.isArray(value)) {
      if (!labels.has(String(value))) return false;
    } else if (!value.every((v) => labels.has(String(v)))) return false;
  }
  return true;
}

/**
 * Where a reference property's labels live: the referenced model, its key and its label field;
 * undefined when the property has no label to show (no `labelField`, a secret or unstored one).
 *
 * @example
 * referenceLabel(registry, caseModel.byName.get('assignee')!)?.label.name; // 'realname'
 */
export function referenceLabel(registry: ModelRegistry, field: FieldInfo) {
  const ref = field.def['x-ref'];
  const target = ref ? registry.models.get(ref.model) : undefined;
  if (!ref?.labelField || !target) return undefined;
  const label = target.byName.get(ref.labelField);
  const key = ref.valueField ? target.byName.get(ref.valueField) : target.pk;
  if (!label || !key || label.secret || !label.stored) return undefined;
  return { target, key, label };
}

/**
 * The labels of a reference property's values on `records`: a map at once when every one is in the
 * label cache (nearly every list page under load: no promise, no microtask), else a promise of it.
 */
function refLabels(
  scope: Scope,
  field: FieldInfo,
  records: readonly Row[],
): ReadonlyMap<string, string> | undefined | Promise<ReadonlyMap<string, string>> {
  const columns = referenceLabel(scope.registry, field);
  if (!columns) return undefined;
  const { target, key, label } = columns;
  // Remembered across requests for a second (label-cache.ts); only the others are read. Under load a
  // page nearly always finds all of its labels there, and then reads them from the cache's own map.
  const cache = scope.registry.labels;
  const shape = `${key.column}\u0000${label.column}`;
  const held = cache.fresh(target.table, shape);
  if (held && holdsAll(held, records, field.name)) return held;
  const keys = [...new Set(records.flatMap((r) => valuesOf(r[field.name])).map(String))];
  if (keys.length === 0) return new Map();
  const { found, missing, generation } = cache.lookup(target.table, shape, keys);
  if (missing.length === 0) return found;
  return readLabels(scope, { target, key, label, shape, generation, missing, found });
}

/** What a label read needs: the cache lookup's result and where the labels live. */
interface LabelRead {
  target: CompiledModel;
  key: FieldInfo;
  label: FieldInfo;
  shape: string;
  generation: number;
  missing: string[];
  found: Map<string, string>;
}

/** Reads the labels the cache lacks, stores them in it and adds them to `found`. */
async function readLabels(
  scope: Scope,
  { target, key, label, shape, generation, missing, found }: LabelRead,
): Promise<Map<string, string>> {
  const cache = scope.registry.labels;
  const rows = await scope.readArrays({
    sql: labelSql(scope.whole(target), key, label, missing),
    parameters: missing,
  });
  const read = rows.map(([k, l]): [string, string] => [
    String(k),
    l === null || l === undefined ? '' : String(l),
  ]);
  cache.store(target.table, shape, generation, read);
  for (const [k, l] of read) found.set(k, l);
  return found;
}

const labelTexts = new WeakMap<CompiledModel, Map<string, string>>();

/**
 * The SQL of a label lookup by `count` keys. It depends only on the target, its two columns and the
 * number of keys, so it is compiled once per shape: Kysely's builder and compiler cost more than the
 * lookup itself, and a list page makes one per reference column.
 */
function labelSql(target: Scope, key: FieldInfo, label: FieldInfo, keys: readonly string[]): string {
  let texts = labelTexts.get(target.model);
  if (!texts) labelTexts.set(target.model, (texts = new Map()));
  const shape = `${key.column}\u0000${label.column}\u0000${keys.length}`;
  let text = texts.get(shape);
  if (text === undefined) {
    // Labels of rows deleted since are still shown: the record keeps pointing at them.
    text = target
      .storedRows()
      .select([`${key.column} as k`, `${label.column} as l`])
      .where(key.column, 'in', keys)
      .compile().sql;
    // Page sizes bound the key counts; the cap only guards against a pathological caller.
    if (texts.size >= 500) texts.clear();
    texts.set(shape, text);
  }
  return text;
}

/** The properties of a model that get a `_dictText` (stored, not secret, with a dictionary, options or reference). */
const labelledFields = new WeakMap<CompiledModel, readonly FieldInfo[]>();

function labelled(model: CompiledModel): readonly FieldInfo[] {
  let fields = labelledFields.get(model);
  if (!fields) {
    fields = model.fields.filter((f) => f.stored && !f.secret && hasLabel(f));
    labelledFields.set(model, fields);
  }
  return fields;
}

/** The texts of a property's fixed options per language, built once. */
const optionTexts = new WeakMap<FieldInfo, Map<Lang, ReadonlyMap<string, string>>>();

function optionLabels(model: CompiledModel, field: FieldInfo, lang: Lang): ReadonlyMap<string, string> {
  let byLang = optionTexts.get(field);
  if (!byLang) optionTexts.set(field, (byLang = new Map()));
  let labels = byLang.get(lang);
  if (!labels) {
    labels = new Map(
      (field.def['x-options'] ?? []).map((o) => [
        String(o.value),
        resolveText(o.label, lang, model.schema['x-i18n']),
      ]),
    );
    byLang.set(lang, labels);
  }
  return labels;
}

const NO_ITEMS: ReadonlyMap<string, string> = new Map();

/** The label of one stored value (several values comma-joined; a value without a label shows as itself). */
function labelOf(value: unknown, labels: ReadonlyMap<string, string>): string | null {
  if (value === null || value === undefined) return null;
  if (!Array.isArray(value)) {
    const key = String(value);
    return labels.get(key) ?? key;
  }
  if (value.length === 0) return null;
  return value.map((v) => labels.get(String(v)) ?? String(v)).join(',');
}

/**
 * Adds `<field>_dictText` to each record for dictionary, option and reference fields (labels of
 * several values are comma-joined; a value without a label shows as itself), and the stored files of
 * `x-storedFiles` properties (stored-files.ts).
 *
 * @example
 * await addLabels(scope, records); // records[0].priority_dictText === '高'
 */
export async function addLabels(scope: Scope, records: Row[]): Promise<Row[]> {
  if (records.length === 0) return records;
  const { model, lang, registry } = scope;
  // The dictionaries are read once per page, without a wait when they are loaded (dict-cache.ts).
  let dicts: ReadonlyMap<string, ReadonlyMap<string, string>> | undefined;
  for (const field of labelled(model)) {
    // Records of one read share their properties: a list page's lack `x-inList: false` ones.
    if (!Object.hasOwn(records[0]!, field.name)) continue;
    const dict = field.def['x-dict'];
    let labels: ReadonlyMap<string, string> | undefined;
    if (dict) {
      dicts ??= registry.dicts.fresh(lang) ?? (await registry.dicts.all(lang));
      labels = dicts.get(dict) ?? NO_ITEMS;
    } else if (field.def['x-options']) labels = optionLabels(model, field, lang);
    else {
      const read = refLabels(scope, field, records);
      labels = read instanceof Promise ? await read : read;
    }
    if (!labels) continue;
    const name = field.name;
    const text = `${name}_dictText`;
    // A value that is not there has no label, and none is sent, as JeecgBoot's dictionary aspect
    // skips empty values: on the bench's case list, unset optional fields were a third of the labels' bytes.
    for (const record of records) {
      const label = labelOf(record[name], labels);
      if (label !== null) record[text] = label;
    }
  }
  const files = addStoredFiles(scope, records);
  if (files) await files;
  return records;
}
