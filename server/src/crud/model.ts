// A model schema compiled for the server: its columns, which properties may be written, filtered,
// sorted and shown, and its permission codes. Identifiers used in SQL come only from here, i.e. from
// validated schemas, never from a request.
import {
  BUILTIN_TEXTS,
  columnOf,
  isStoredField,
  modelFields,
  nameOfModel,
  primaryKeyOf,
  resolveText,
  type FieldFormat,
  type Lang,
  type ModelField,
  type ModelSchema,
  type Text,
} from '../../../runtime/schema/index.js';

export interface FieldInfo {
  name: string;
  column: string;
  def: ModelField;
  /** A column of this model's table (relations are not). */
  stored: boolean;
  secret: boolean;
  /** Set by the server (readOnly, audit, primary key): ignored in writes. */
  serverOwned: boolean;
  unique: boolean;
  /** Values are lists stored comma-joined. */
  multi: boolean;
  format?: FieldFormat;
  /** `x-permission`: the code a user needs to read or write this property. */
  permission?: string;
  /** `x-writePermission`: the code a user needs to set this property to a value of their choosing. */
  writePermission?: string;
}

/** Button codes of a model's routes. */
export interface ModelCodes {
  list: string;
  add: string;
  edit: string;
  delete: string;
  export: string;
  import: string;
}

export interface CompiledModel {
  name: string;
  file: string;
  schema: ModelSchema;
  table: string;
  pk: FieldInfo;
  fields: FieldInfo[];
  byName: ReadonlyMap<string, FieldInfo>;
  softDelete: boolean;
  audit: boolean;
  dataLog: boolean;
  codes?: ModelCodes;
  /** 'authenticated' or the list code, for list and queryById. */
  readPermission?: string;
  /** Composite unique keys (property names), single-field ones included. */
  uniqueKeys: string[][];
}

/** The routes an `x-api` generates, in contract order. */
export const OPERATIONS = [
  'list',
  'add',
  'edit',
  'delete',
  'deleteBatch',
  'queryById',
  'exportXls',
  'importExcel',
] as const;

/**
 * Compiles a validated model schema.
 *
 * @example
 * const model = compileModel(schema, 'schemas/models/biz_case.json');
 * model.byName.get('caseNo')?.column; // 'case_no'
 */
export function compileModel(schema: ModelSchema, file: string): CompiledModel {
  const pkName = primaryKeyOf(schema);
  const auditNames = schema['x-storage'].audit ? ['createBy', 'createTime', 'updateBy', 'updateTime'] : [];
  const fields: FieldInfo[] = Object.entries(modelFields(schema)).map(([name, def]) => ({
    name,
    column: columnOf(name, def),
    def,
    stored: isStoredField(def),
    secret: def['x-storage']?.secret === true,
    serverOwned: def.readOnly === true || name === pkName || auditNames.includes(name),
    unique: def['x-storage']?.unique === true,
    multi: def.type === 'array' && isStoredField(def),
    format: def.format,
    permission: def['x-permission'],
    writePermission: def['x-writePermission'],
  }));
  const byName = new Map(fields.map((f) => [f.name, f]));
  const api = schema['x-api'];
  const codes = api
    ? {
        list: `${api.permissionPrefix}:list`,
        add: `${api.permissionPrefix}:add`,
        edit: `${api.permissionPrefix}:edit`,
        delete: `${api.permissionPrefix}:delete`,
        export: `${api.permissionPrefix}:export`,
        import: `${api.permissionPrefix}:import`,
      }
    : undefined;
  const uniqueKeys = [
    ...fields.filter((f) => f.unique).map((f) => [f.name]),
    ...(schema['x-storage'].unique ?? []),
  ];
  return {
    name: nameOfModel(schema),
    file,
    schema,
    table: schema['x-storage'].table,
    pk: byName.get(pkName)!,
    fields,
    byName,
    softDelete: schema['x-storage'].softDelete === true,
    audit: schema['x-storage'].audit === true,
    dataLog: schema['x-storage'].dataLog === true,
    codes,
    readPermission: codes && (api?.readAccess === 'authenticated' ? 'authenticated' : codes.list),
    uniqueKeys,
  };
}

/**
 * The operations a model's API offers.
 *
 * @example
 * operationsOf(dataLogModel); // ['list', 'queryById', 'exportXls']
 */
export function operationsOf(model: CompiledModel): readonly (typeof OPERATIONS)[number][] {
  return model.schema['x-api']?.operations ?? OPERATIONS;
}

/**
 * A property's label in a language (x-label, then title, then its name).
 *
 * @example
 * labelOf(model, model.byName.get('title')!, 'en-US'); // 'Title'
 */
export function labelOf(model: CompiledModel, field: FieldInfo, lang: Lang): string {
  const text: Text | undefined = field.def['x-label'] ?? field.def.title;
  return text === undefined ? field.name : resolveText(text, lang, model.schema['x-i18n'], BUILTIN_TEXTS);
}

/**
 * The model's own label (x-label, then title, then its name).
 *
 * @example
 * modelLabel(model, 'zh-CN'); // '工单'
 */
export function modelLabel(model: CompiledModel, lang: Lang): string {
  const text: Text | undefined = model.schema['x-label'] ?? model.schema.title;
  return text === undefined ? model.name : resolveText(text, lang, model.schema['x-i18n']);
}

/**
 * Fields a client may see (stored, not secret).
 *
 * @example
 * visibleFields(model).some((f) => f.secret); // false
 */
export function visibleFields(model: CompiledModel): FieldInfo[] {
  return model.fields.filter((f) => f.stored && !f.secret);
}
