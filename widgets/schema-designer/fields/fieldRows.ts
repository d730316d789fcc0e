// The fields table's rows of a module (a model plus its list and form pages): one per property, read
// from the JSON, which stays the one source of truth (applyRows.ts writes rows back).
import { impliedLabel } from '../../../runtime/schema/expand';
import { hasLength, kindOf, type FieldKind, type RowKind } from './fieldKinds';
import { labelsOf } from './fieldLabels';
import { objectOf, type Json, type JsonObject } from './json';
import { checkRuleOf, columnsOf, formEntryOf, searchFieldsOf, type SearchOp } from './pageFields';

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

export function propertiesOf(model: JsonObject): JsonObject {
  return objectOf(model.properties) ?? {};
}

export function requiredOf(model: JsonObject): string[] {
  return Array.isArray(model.required)
    ? model.required.filter((n): n is string => typeof n === 'string')
    : [];
}

/**
 * The label a property is shown with: its own `x-label`, else the one the model's texts imply for its
 * name (runtime/schema/expand), as the rendered pages show it.
 *
 * @example
 * labelOf(position, 'code', {}); // { $t: 'position.code' }
 */
export function labelOf(model: JsonObject, name: string, field: JsonObject): unknown {
  return impliedLabel(model, name, field) ?? field['x-label'];
}

function defaultText(value: Json | undefined): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
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
    const labels = labelsOf(labelOf(model, name, field), model['x-i18n']);
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
