// Rows written back into a module: `applyRows` changes only what a row's value changed against the row
// the document gives (rowsOf), so every key the builder does not know stays as it was, byte for byte.
import { withKind, type RowKind } from './fieldKinds';
import { textPrefixOf, writeLabels } from './fieldLabels';
import {
  labelOf,
  modelNameOf,
  newRow,
  propertiesOf,
  requiredOf,
  rowsOf,
  type FieldRow,
  type FieldsModule,
} from './fieldRows';
import { objectOf, withKey, type Json, type JsonObject } from './json';
import { renamedIn, toggleColumn, toggleFormField, withCheckRule, withSearch } from './pageFields';

function defaultValueOf(kind: RowKind, text: string): Json | undefined {
  if (text === '') return undefined;
  if (kind === 'switch') return text === 'true';
  if (kind === 'number' || kind === 'money') return Number.isFinite(Number(text)) ? Number(text) : text;
  return text;
}

const blank: FieldRow = newRow('text', 0, { list: false, form: false });

/** A property's keywords edited where the row differs from the row it was read as. */
function editField(field: JsonObject, before: FieldRow, row: FieldRow): JsonObject {
  let next = field;
  if (row.kind !== before.kind && row.kind !== 'other' && row.kind !== 'children')
    next = withKind(next, row.kind);
  if (row.length !== before.length) next = withKey(next, 'maxLength', row.length);
  if (row.unique !== before.unique) {
    const storage = withKey(objectOf(next['x-storage']) ?? {}, 'unique', row.unique ? true : undefined);
    next = withKey(next, 'x-storage', Object.keys(storage).length > 0 ? storage : undefined);
  }
  if (row.defaultValue !== before.defaultValue)
    next = withKey(next, 'default', defaultValueOf(row.kind, row.defaultValue));
  if (row.dictCode !== before.dictCode) next = withKey(next, 'x-dict', row.dictCode || undefined);
  if (row.refModel !== before.refModel || row.foreignKey !== before.foreignKey) {
    const ref = objectOf(next['x-ref']) ?? {};
    const model = row.refModel || undefined;
    const edited = withKey(withKey(ref, 'model', model), 'foreignKey', row.foreignKey || undefined);
    next = withKey(next, 'x-ref', model ? edited : undefined);
  }
  return next;
}

/** A new property from an added row. */
function createField(row: FieldRow): JsonObject {
  if (row.kind === 'children')
    return editField({ type: 'array', items: { type: 'string' } }, { ...blank, kind: 'children' }, row);
  const kind = row.kind === 'other' ? 'text' : row.kind;
  const start = withKind({}, kind);
  return editField(start, rowsOf({ model: { properties: { x: start } } })[0]!, { ...row, kind });
}

function sameOrder(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/** The required list: kept names in their old order (renamed), newly required ones after them. */
function requiredAfter(model: JsonObject, rows: readonly FieldRow[]): Json | undefined {
  const old = requiredOf(model);
  const byKey = new Map(rows.map((r) => [r.key, r]));
  const kept = old.flatMap((n) => {
    const row = byKey.get(n);
    return row?.required ? [row.name] : [];
  });
  const added = rows.filter((r) => r.required && !old.includes(r.key)).map((r) => r.name);
  const next = [...kept, ...added];
  if (sameOrder(next, old)) return model.required;
  return next.length > 0 || model.required !== undefined ? next : undefined;
}

/** The pages edited for one row: rename, then presence in list, search and form, then the check rule. */
function editPages(
  module: FieldsModule,
  before: FieldRow | undefined,
  row: FieldRow,
  childFields: (model: string) => string[],
): FieldsModule {
  let { list, form } = module;
  if (before && before.name !== row.name) {
    if (list) list = renamedIn(list, before.name, row.name);
    if (form) form = renamedIn(form, before.name, row.name);
  }
  const was = before ?? { ...blank, inList: false, inForm: false, inSearch: false, name: row.name };
  if (list && row.inList !== undefined && row.inList !== !!was.inList)
    list = toggleColumn(list, row.name, row.kind, row.inList);
  if (
    list &&
    row.inSearch !== undefined &&
    (row.inSearch !== !!was.inSearch || (row.inSearch && row.searchOp !== was.searchOp))
  )
    list = withSearch(list, row.name, row.inSearch, row.searchOp);
  if (form && row.inForm !== undefined && row.inForm !== !!was.inForm) {
    const entry: JsonObject | undefined = !row.inForm
      ? undefined
      : row.kind === 'children'
        ? { subTable: { relation: row.name, fields: childFields(row.refModel).map((field) => ({ field })) } }
        : { field: row.name };
    form = toggleFormField(form, row.name, entry);
  }
  if (form && row.checkRule !== was.checkRule && row.kind !== 'children')
    form = withCheckRule(form, row.name, row.checkRule);
  return { ...module, list, form };
}

export interface ApplyOptions {
  /** The properties a new sub-table section shows for a child model. */
  childFields?: (model: string) => string[];
}

/**
 * The module with the rows written into it: properties (order, names, kinds, keywords, labels),
 * `required`, and the list's columns and search and the form's fields. Unchanged rows change nothing.
 *
 * @example
 * applyRows(module, rowsOf(module)); // deep-equals module
 */
export function applyRows(
  module: FieldsModule,
  rows: readonly FieldRow[],
  options: ApplyOptions = {},
): FieldsModule {
  const childFields = options.childFields ?? (() => []);
  const { model } = module;
  const props = propertiesOf(model);
  const before = new Map(rowsOf(module).map((r) => [r.key, r]));
  const prefix = textPrefixOf(model, modelNameOf(model));
  let i18n = objectOf(model['x-i18n']);
  let pages: FieldsModule = module;
  const next: JsonObject = {};
  let changed = !sameOrder(
    Object.keys(props),
    rows.map((r) => r.name),
  );
  for (const row of rows) {
    const was = before.get(row.key);
    const original = was ? objectOf(props[row.key]) : undefined;
    let field = original && was ? editField(original, was, row) : createField(row);
    // An implied label (no `x-label`, texts under the key its name implies) stays implied when its
    // texts change, so the property stays short; a renamed property names its old key instead.
    const own = field['x-label'];
    const implied = own === undefined && was ? labelOf(model, row.key, field) : undefined;
    const renamed = row.name !== row.key;
    if (!was || row.labelZh !== was.labelZh || row.labelEn !== was.labelEn || (implied && renamed)) {
      const edit = writeLabels(implied ?? own, i18n, `${prefix}.${row.name}`, {
        'zh-CN': row.labelZh,
        'en-US': row.labelEn,
      });
      field = withKey(field, 'x-label', implied && !renamed ? undefined : edit.label);
      i18n = edit.i18n;
    }
    changed ||= field !== original;
    next[row.name] = field;
    pages = editPages(pages, was, row, childFields);
  }
  for (const [key, was] of before) {
    if (rows.some((r) => r.key === key)) continue;
    if (pages.list)
      pages = {
        ...pages,
        list: toggleColumn(withSearch(pages.list, was.name, false, undefined), was.name, was.kind, false),
      };
    if (pages.form) pages = { ...pages, form: toggleFormField(pages.form, was.name, undefined) };
  }
  let outModel = model;
  if (changed) outModel = withKey(outModel, 'properties', next);
  const required = requiredAfter(model, rows);
  if (required !== model.required) outModel = withKey(outModel, 'required', required);
  if (i18n !== objectOf(model['x-i18n'])) outModel = withKey(outModel, 'x-i18n', i18n);
  return { ...pages, model: outModel };
}
