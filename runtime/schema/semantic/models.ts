// Semantic checks of models: names agree with files, every referenced property, model and dictionary
// exists, keywords fit the property's type, and the generated API's codes are well formed.
import { pointerSegment } from '../issues.js';
import {
  columnOf,
  DEL_FLAG_COLUMN,
  isStoredField,
  modelFields,
  nameOfModel,
  primaryKeyOf,
} from '../model.js';
import type { IssueCode } from '../texts/index.js';
import type { ModelField, ModelSchema } from '../types.js';
import { RICH_TEXT_WIDGET } from '../widgets.js';
import { PERMISSION_PATTERN } from './permissions.js';
import type { Context, SchemaDoc } from './context.js';
import { checkCopyFrom } from './copyFrom.js';
import { checkExpressionsAndTexts, checkLocales } from './walk.js';

const STRING_ONLY = ['format', 'minLength', 'maxLength', 'pattern', 'x-sanitize', 'x-storedFiles'] as const;
const NUMBER_ONLY = ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'] as const;
const ARRAY_ONLY = ['items', 'minItems', 'maxItems', 'uniqueItems'] as const;
const RESERVED_COLUMNS = new Set([DEL_FLAG_COLUMN]);

const prop = (name: string, ...rest: string[]) =>
  ['/properties', pointerSegment(name), ...rest.map(pointerSegment)].join('/');

function baseName(file: string): string | undefined {
  const match = /(?:^|\/)models\/([^/]+)\.json$/.exec(file);
  return match?.[1];
}

function valueFits(field: ModelField, value: unknown): boolean {
  switch (field.type) {
    case 'string':
      return typeof value === 'string';
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number';
    case 'boolean':
      return typeof value === 'boolean';
    default:
      return Array.isArray(value);
  }
}

function checkKeywords(ctx: Context, file: string, name: string, field: ModelField): void {
  const misplaced = (keys: readonly string[], allowed: boolean, code: IssueCode) => {
    for (const key of keys) {
      if (Object.hasOwn(field, key) && !allowed) ctx.report(file, prop(name, key), code);
    }
  };
  misplaced(STRING_ONLY, field.type === 'string', 'onlyString');
  misplaced(NUMBER_ONLY, field.type === 'integer' || field.type === 'number', 'onlyNumber');
  misplaced(ARRAY_ONLY, field.type === 'array', 'onlyArray');
  if (field.type === 'array') {
    const ref = field['x-ref'];
    if (!field.items) ctx.report(file, prop(name, 'items'), 'itemsRequired');
    if (
      !field['x-dict'] &&
      !ref?.through &&
      !ref?.foreignKey &&
      !field['x-file']?.multiple &&
      !field.items?.enum
    ) {
      ctx.report(file, prop(name, 'type'), 'arrayNeedsSource');
    }
  }
  if (field['x-file'] && field.type !== 'string' && field.type !== 'array') {
    ctx.report(file, prop(name, 'x-file'), 'onlyStringOrArray');
  }
  if (field.pattern !== undefined) {
    try {
      new RegExp(field.pattern, 'u');
    } catch {
      ctx.report(file, prop(name, 'pattern'), 'regexInvalid');
    }
  }
  if (field.minLength !== undefined && field.maxLength !== undefined && field.minLength > field.maxLength) {
    ctx.report(file, prop(name, 'minLength'), 'minLengthOverMax', { limit: field.maxLength });
  }
  if (field.minimum !== undefined && field.maximum !== undefined && field.minimum > field.maximum) {
    ctx.report(file, prop(name, 'minimum'), 'minimumOverMax', { limit: field.maximum });
  }
  const scalar: ModelField =
    field.type === 'array' && field.items ? { type: field.items.type } : { type: field.type };
  field.enum?.forEach((value, i) => {
    if (!valueFits(scalar, value))
      ctx.report(file, prop(name, 'enum', String(i)), 'mustBeType', { type: scalar.type });
  });
  field['x-options']?.forEach((option, i) => {
    if (!valueFits(scalar, option.value)) {
      ctx.report(file, prop(name, 'x-options', String(i), 'value'), 'mustBeType', { type: scalar.type });
    }
  });
  if (field['x-options'] && field['x-dict']) ctx.report(file, prop(name, 'x-options'), 'optionsWithDict');
  if (field.default !== undefined && !valueFits(field, field.default)) {
    ctx.report(file, prop(name, 'default'), 'mustBeType', { type: field.type });
  }
}

function checkRef(ctx: Context, file: string, name: string, field: ModelField): void {
  const ref = field['x-ref'];
  if (!ref) return;
  const targetModel = ctx.models.get(ref.model)?.schema;
  if (!targetModel) {
    if (!ctx.options.brokenModels?.has(ref.model)) {
      ctx.report(file, prop(name, 'x-ref', 'model'), 'modelMissing', { model: ref.model });
    }
    return;
  }
  const targetFields = modelFields(targetModel);
  for (const key of ['labelField', 'valueField', 'parentField', 'foreignKey', 'orderField'] as const) {
    const other = ref[key];
    if (other !== undefined && !Object.hasOwn(targetFields, other)) {
      ctx.report(file, prop(name, 'x-ref', key), 'refNoProperty', { model: ref.model, property: other });
    }
  }
  if ((ref.through || ref.foreignKey) && field.type !== 'array') {
    ctx.report(file, prop(name, 'type'), 'refNeedsArray');
  }
  if (ref.through && ref.foreignKey) {
    ctx.report(file, prop(name, 'x-ref'), 'refThroughAndForeignKey');
  }
  if (ref.orderField !== undefined && !ref.foreignKey) {
    ctx.report(file, prop(name, 'x-ref', 'orderField'), 'orderFieldNeedsForeignKey');
  }
}

/**
 * One-to-many: the child's key and order properties are plain columns of the right type, and a
 * cascade from a soft-deleted parent can only be soft (or the parent could not be restored whole).
 */
function checkOneToMany(ctx: Context, doc: SchemaDoc<ModelSchema>, name: string, field: ModelField): void {
  const ref = field['x-ref'];
  const child = ref?.foreignKey ? ctx.models.get(ref.model)?.schema : undefined;
  if (!ref?.foreignKey || !child) return;
  const childFields = modelFields(child);
  const fk = childFields[ref.foreignKey];
  if (fk && (fk.type !== 'string' || !isStoredField(fk))) {
    ctx.report(doc.file, prop(name, 'x-ref', 'foreignKey'), 'childKeyNotStored', {
      property: ref.foreignKey,
      model: ref.model,
    });
  }
  const order = ref.orderField === undefined ? undefined : childFields[ref.orderField];
  if (order && order.type !== 'integer') {
    ctx.report(doc.file, prop(name, 'x-ref', 'orderField'), 'childOrderNotInteger', {
      property: ref.orderField ?? '',
      model: ref.model,
    });
  }
  const cascade = (ref.onDelete ?? 'cascade') === 'cascade';
  if (cascade && doc.schema['x-storage'].softDelete && !child['x-storage'].softDelete) {
    ctx.report(doc.file, prop(name, 'x-ref', 'onDelete'), 'softCascade', { model: ref.model });
  }
}

function checkStorage(ctx: Context, doc: SchemaDoc<ModelSchema>): void {
  const { file, schema } = doc;
  const fields = modelFields(schema);
  const storage = schema['x-storage'];
  const pk = primaryKeyOf(schema);
  const pkField = schema.properties[pk];
  if (!pkField) ctx.report(file, '/x-storage/primaryKey', 'propertyMissing', { property: pk });
  else if (pkField.type !== 'string') ctx.report(file, prop(pk, 'type'), 'primaryKeyNotString');
  storage.indexes?.forEach((index, i) =>
    index.fields.forEach((f, j) => {
      if (!Object.hasOwn(fields, f))
        ctx.report(file, `/x-storage/indexes/${i}/fields/${j}`, 'propertyMissing', { property: f });
    }),
  );
  storage.unique?.forEach((keys, i) =>
    keys.forEach((f, j) => {
      if (!Object.hasOwn(fields, f))
        ctx.report(file, `/x-storage/unique/${i}/${j}`, 'propertyMissing', { property: f });
    }),
  );
  const tree = storage.tree;
  if (tree) {
    const names = { ...tree, labelField: tree.labelField ?? 'name' };
    for (const key of ['parentField', 'codeField', 'hasChildField', 'labelField'] as const) {
      const field = fields[names[key]];
      if (!field) ctx.report(file, `/x-storage/tree/${key}`, 'propertyMissing', { property: names[key] });
      else if (field.type !== 'string' || !isStoredField(field))
        ctx.report(file, `/x-storage/tree/${key}`, 'treeFieldNotStored', { property: names[key] });
    }
  }
  const columns = new Map<string, string>();
  for (const [name, field] of Object.entries(fields)) {
    if (!isStoredField(field)) continue;
    const column = columnOf(name, field);
    if (RESERVED_COLUMNS.has(column)) ctx.report(file, prop(name), 'columnReserved', { column });
    const first = columns.get(column);
    if (first) ctx.report(file, prop(name), 'columnTaken', { column, property: first });
    else columns.set(column, name);
  }
}

function checkApi(ctx: Context, doc: SchemaDoc<ModelSchema>): void {
  const api = doc.schema['x-api'];
  if (!api) return;
  const fields = modelFields(doc.schema);
  for (const action of ['list', 'add', 'edit', 'delete', 'export', 'import']) {
    if (!PERMISSION_PATTERN.test(`${api.permissionPrefix}:${action}`)) {
      ctx.report(doc.file, '/x-api/permissionPrefix', 'notPermissionCode', {
        code: `${api.permissionPrefix}:${action}`,
      });
      break;
    }
  }
  api.defaultSort?.forEach((sort, i) => {
    if (!Object.hasOwn(fields, sort.field))
      ctx.report(doc.file, `/x-api/defaultSort/${i}/field`, 'propertyMissing', { property: sort.field });
  });
}

/**
 * Checks one model against the others and the caller's registries.
 *
 * @example
 * checkModel(ctx, { file: 'schemas/models/biz_case.json', schema });
 */
export function checkModel(ctx: Context, doc: SchemaDoc<ModelSchema>): void {
  const { file, schema } = doc;
  const name = nameOfModel(schema);
  const expected = baseName(file);
  if (expected !== undefined && expected !== name) {
    ctx.report(file, '/$id', 'modelIdMismatch', { name: expected });
  }
  schema.required?.forEach((f, i) => {
    if (!Object.hasOwn(schema.properties, f))
      ctx.report(file, `/required/${i}`, 'propertyMissing', { property: f });
  });
  for (const [fieldName, field] of Object.entries(schema.properties)) {
    checkKeywords(ctx, file, fieldName, field);
    checkRef(ctx, file, fieldName, field);
    checkOneToMany(ctx, doc, fieldName, field);
    checkCopyFrom(ctx, file, schema, fieldName, field);
    const dict = field['x-dict'];
    if (dict !== undefined && ctx.dictCodes && !ctx.dictCodes.has(dict)) {
      ctx.report(file, prop(fieldName, 'x-dict'), 'dictUnknown', { dict });
    }
    ctx.checkWidget(file, prop(fieldName, 'x-widget'), field['x-widget']);
    // The editor's HTML would be stored as sent: the server cleans only fields with x-sanitize.
    if (field['x-widget'] === RICH_TEXT_WIDGET && field['x-sanitize'] !== 'html') {
      ctx.report(file, prop(fieldName, 'x-widget'), 'richTextUnsanitised', { widget: RICH_TEXT_WIDGET });
    }
  }
  checkStorage(ctx, doc);
  checkApi(ctx, doc);
  checkLocales(ctx, file, '/x-i18n', schema['x-i18n']);
  checkExpressionsAndTexts(ctx, file, schema, [schema['x-i18n']]);
}

/**
 * Models that share a table or an API base path.
 *
 * @example
 * checkModelCollisions(ctx); // reports a second model on the same table
 */
export function checkModelCollisions(ctx: Context): void {
  const tables = new Map<string, string>();
  const paths = new Map<string, string>();
  for (const [name, doc] of ctx.models) {
    const table = doc.schema['x-storage'].table;
    const other = tables.get(table);
    if (other) ctx.report(doc.file, '/x-storage/table', 'tableTaken', { table, model: other });
    else tables.set(table, name);
    const base = doc.schema['x-api']?.basePath;
    if (base === undefined) continue;
    const owner = paths.get(base);
    if (owner) ctx.report(doc.file, '/x-api/basePath', 'basePathTaken', { path: base, model: owner });
    else paths.set(base, name);
  }
}
