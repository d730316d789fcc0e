// The fields table's rows of a module (a model plus its list and form pages) and back. The JSON stays
// the one source of truth: `applyRows` changes only what a row's value changed against the row the
// document gives, so every key the builder does not know stays as it was, byte for byte.
import { hasLength, kindOf, withKind, type FieldKind, type RowKind } from './fieldKinds';
import { labelsOf, textPrefixOf, writeLabels } from './fieldLabels';
import { objectOf, withKey, type Json, type JsonObject } from './json';
import {
  checkRuleOf,
  columnsOf,
  formEntryOf,
  renamedIn,
  searchFieldsOf,
  toggleColumn,
  toggleFormField,
  withCheckRule,
  withSearch,
  type SearchOp,
} from './pageFields';

/** A module as the builder edits it: the model, and its list and form pages when it has them. */
export interface FieldsModule {
  model: JsonObject;
  list?: JsonObject;
  form?: JsonObject;
}

export interface FieldRow {
  /** The property's name when the row was read; a fresh `new:` id for an added row. */
  key: string;
  name: string;
  labelZh: string;
  labelEn: string;
  kind: RowKind;
  /** `maxLength` of string kinds. */
  length?: number;
  required: boolean;
  unique: boolean;
  /** The default as typed ('' for none). */
  defaultValue: string;
  dictCode: string;
  refModel: string;
  /** Children: the child model's property holding this record's key. */
  foreignKey: string;
  /** The form's `checkRule` rule (a sys_check_rule code). */
  checkRule: string;
  /** Undefined when the module has no list (or form) page to show it in. */
  inList?: boolean;
  inForm?: boolean;
  inSearch?: boolean;
  searchOp?: SearchOp;
  /** Set by the server (the primary key…): shown, not edited. */
  readOnly: boolean;
}

/** The model's name from its `$id`. */
export function modelNameOf(model: JsonObject): string {
  const id = typeof model.$id === 'string' ? model.$id : '';
  return id.slice(id.lastIndexOf(':') + 1);
}

function propertiesOf(model: JsonObject): JsonObject {
  return objectOf(model.properties) ?? {};
}

function requiredOf(model: JsonObject): string[] {
  return Array.isArray(model.required)
    ? model.required.filter((n): n is string => typeof n === 'string')
    : [];
}

function defaultText(value: Json | undefined): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function defaultValueOf(kind: RowKind, text: string): Json | undefined {
  if (text === '') return undefined;
  if (kind === 'switch') return text === 'true';
  if (kind === 'number' || kind === 'money') return Number.isFinite(Number(text)) ? Number(text) : text;
  return text;
}

/**
 * One row per model property, in the model's order.
 *
 * @example
 * rowsOf({ model: position, list, form })[1]; // { name: 'code', kind: 'text', length: 32, unique: true, … }
 */
export function rowsOf(module: FieldsModule): FieldRow[] {
  const { model, list, form } = module;
  const required = new Set(requiredOf(model));
  return Object.entries(propertiesOf(model)).map(([name, value]) => {
    const field = objectOf(value) ?? {};
    const kind = kindOf(field);
    const labels = labelsOf(field['x-label'], model['x-i18n']);
    const ref = objectOf(field['x-ref']);
    const search = list ? searchFieldsOf(list).find((f) => f.field === name) : undefined;
    const entry = form ? formEntryOf(form, name) : undefined;
    // A child table shows as a form section, never as a list column or a search field.
    const listed = list !== undefined && kind !== 'children';
    return {
      key: name,
      name,
      labelZh: labels['zh-CN'],
      labelEn: labels['en-US'],
      kind,
      length: hasLength(kind) && typeof field.maxLength === 'number' ? field.maxLength : undefined,
      required: required.has(name),
      unique: objectOf(field['x-storage'])?.unique === true,
      defaultValue: defaultText(field.default),
      dictCode: typeof field['x-dict'] === 'string' ? field['x-dict'] : '',
      refModel: typeof ref?.model === 'string' ? ref.model : '',
      foreignKey: typeof ref?.foreignKey === 'string' ? ref.foreignKey : '',
      checkRule: checkRuleOf(entry),
      inList: listed ? columnsOf(list).some((c) => c.field === name) : undefined,
      inForm: form ? entry !== undefined : undefined,
      inSearch: listed ? search !== undefined : undefined,
      searchOp: typeof search?.op === 'string' ? (search.op as SearchOp) : undefined,
      readOnly: field.readOnly === true,
    };
  });
}

/** Which pages a module has: a new row shows in them. */
export interface ModulePages {
  list: boolean;
  form: boolean;
}

/** The pages the module has. */
export function pagesOf(module: FieldsModule): ModulePages {
  return { list: module.list !== undefined, form: module.form !== undefined };
}

/** A blank row of a kind, for "add a field". */
export function newRow(kind: FieldKind | 'children', seq: number, pages: ModulePages): FieldRow {
  return {
    key: `new:${seq}`,
    name: '',
    labelZh: '',
    labelEn: '',
    kind,
    length: hasLength(kind)
      ? kind === 'dict' || kind === 'ref'
        ? 32
        : kind === 'text'
          ? 100
          : undefined
      : undefined,
    required: false,
    unique: false,
    defaultValue: '',
    dictCode: '',
    refModel: '',
    foreignKey: '',
    checkRule: '',
    inList: pages.list && kind !== 'children' ? true : undefined,
    inForm: pages.form ? true : undefined,
    inSearch: pages.list && kind !== 'children' ? false : undefined,
    readOnly: false,
  };
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
    if (!was || row.labelZh !== was.labelZh || row.labelEn !== was.labelEn) {
      const edit = writeLabels(field['x-label'], i18n, `${prefix}.${row.name}`, {
        'zh-CN': row.labelZh,
        'en-US': row.labelEn,
      });
      field = withKey(field, 'x-label', edit.label);
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
