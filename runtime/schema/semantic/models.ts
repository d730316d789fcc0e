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
import type { ModelField, ModelSchema } from '../types.js';
import { RICH_TEXT_WIDGET } from '../widgets.js';
import { PERMISSION_PATTERN } from './permissions.js';
import type { Context, SchemaDoc } from './context.js';
import { checkExpressionsAndTexts, checkLocales } from './walk.js';

const STRING_ONLY = ['format', 'minLength', 'maxLength', 'pattern', 'x-sanitize'] as const;
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
  const misplaced = (keys: readonly string[], allowed: boolean, what: string) => {
    for (const key of keys) {
      if (Object.hasOwn(field, key) && !allowed)
        ctx.report(file, prop(name, key), `applies only to ${what} fields`);
    }
  };
  misplaced(STRING_ONLY, field.type === 'string', 'string');
  misplaced(NUMBER_ONLY, field.type === 'integer' || field.type === 'number', 'integer and number');
  misplaced(ARRAY_ONLY, field.type === 'array', 'array');
  if (field.type === 'array') {
    const ref = field['x-ref'];
    if (!field.items) ctx.report(file, prop(name, 'items'), 'is required for array fields');
    if (
      !field['x-dict'] &&
      !ref?.through &&
      !ref?.foreignKey &&
      !field['x-file']?.multiple &&
      !field.items?.enum
    ) {
      ctx.report(
        file,
        prop(name, 'type'),
        'array fields need x-dict, items.enum, x-file.multiple, x-ref.through or x-ref.foreignKey',
      );
    }
  }
  if (field['x-file'] && field.type !== 'string' && field.type !== 'array') {
    ctx.report(file, prop(name, 'x-file'), 'applies only to string and array fields');
  }
  if (field.pattern !== undefined) {
    try {
      new RegExp(field.pattern, 'u');
    } catch {
      ctx.report(file, prop(name, 'pattern'), 'is not a valid regular expression');
    }
  }
  if (field.minLength !== undefined && field.maxLength !== undefined && field.minLength > field.maxLength) {
    ctx.report(file, prop(name, 'minLength'), `must not exceed maxLength (${field.maxLength})`);
  }
  if (field.minimum !== undefined && field.maximum !== undefined && field.minimum > field.maximum) {
    ctx.report(file, prop(name, 'minimum'), `must not exceed maximum (${field.maximum})`);
  }
  const scalar: ModelField =
    field.type === 'array' && field.items ? { type: field.items.type } : { type: field.type };
  field.enum?.forEach((value, i) => {
    if (!valueFits(scalar, value))
      ctx.report(file, prop(name, 'enum', String(i)), `must be a ${scalar.type}`);
  });
  field['x-options']?.forEach((option, i) => {
    if (!valueFits(scalar, option.value)) {
      ctx.report(file, prop(name, 'x-options', String(i), 'value'), `must be a ${scalar.type}`);
    }
  });
  if (field['x-options'] && field['x-dict'])
    ctx.report(file, prop(name, 'x-options'), 'must not be combined with x-dict');
  if (field.default !== undefined && !valueFits(field, field.default)) {
    ctx.report(file, prop(name, 'default'), `must be a ${field.type}`);
  }
}

function checkRef(ctx: Context, file: string, name: string, field: ModelField): void {
  const ref = field['x-ref'];
  if (!ref) return;
  const targetModel = ctx.models.get(ref.model)?.schema;
  if (!targetModel) {
    if (!ctx.options.brokenModels?.has(ref.model)) {
      ctx.report(file, prop(name, 'x-ref', 'model'), `model "${ref.model}" does not exist`);
    }
    return;
  }
  const targetFields = modelFields(targetModel);
  for (const key of ['labelField', 'valueField', 'parentField', 'foreignKey', 'orderField'] as const) {
    const other = ref[key];
    if (other !== undefined && !Object.hasOwn(targetFields, other)) {
      ctx.report(file, prop(name, 'x-ref', key), `model "${ref.model}" has no property "${other}"`);
    }
  }
  if ((ref.through || ref.foreignKey) && field.type !== 'array') {
    ctx.report(file, prop(name, 'type'), 'must be "array" for x-ref.through and x-ref.foreignKey');
  }
  if (ref.through && ref.foreignKey) {
    ctx.report(file, prop(name, 'x-ref'), 'must not have both through and foreignKey');
  }
  if (ref.orderField !== undefined && !ref.foreignKey) {
    ctx.report(file, prop(name, 'x-ref', 'orderField'), 'applies only with x-ref.foreignKey (one-to-many)');
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
    ctx.report(
      doc.file,
      prop(name, 'x-ref', 'foreignKey'),
      `property "${ref.foreignKey}" of model "${ref.model}" must be a stored string property`,
    );
  }
  const order = ref.orderField === undefined ? undefined : childFields[ref.orderField];
  if (order && order.type !== 'integer') {
    ctx.report(
      doc.file,
      prop(name, 'x-ref', 'orderField'),
      `property "${ref.orderField}" of model "${ref.model}" must be an integer property`,
    );
  }
  const cascade = (ref.onDelete ?? 'cascade') === 'cascade';
  if (cascade && doc.schema['x-storage'].softDelete && !child['x-storage'].softDelete) {
    ctx.report(
      doc.file,
      prop(name, 'x-ref', 'onDelete'),
      `cascades from a soft-deleted model, so model "${ref.model}" needs x-storage.softDelete`,
    );
  }
}

function checkStorage(ctx: Context, doc: SchemaDoc<ModelSchema>): void {
  const { file, schema } = doc;
  const fields = modelFields(schema);
  const storage = schema['x-storage'];
  const pk = primaryKeyOf(schema);
  const pkField = schema.properties[pk];
  if (!pkField) ctx.report(file, '/x-storage/primaryKey', `property "${pk}" does not exist`);
  else if (pkField.type !== 'string')
    ctx.report(file, prop(pk, 'type'), 'must be "string" for the primary key');
  storage.indexes?.forEach((index, i) =>
    index.fields.forEach((f, j) => {
      if (!Object.hasOwn(fields, f))
        ctx.report(file, `/x-storage/indexes/${i}/fields/${j}`, `property "${f}" does not exist`);
    }),
  );
  storage.unique?.forEach((keys, i) =>
    keys.forEach((f, j) => {
      if (!Object.hasOwn(fields, f))
        ctx.report(file, `/x-storage/unique/${i}/${j}`, `property "${f}" does not exist`);
    }),
  );
  const tree = storage.tree;
  if (tree) {
    const names = { ...tree, labelField: tree.labelField ?? 'name' };
    for (const key of ['parentField', 'codeField', 'hasChildField', 'labelField'] as const) {
      const field = fields[names[key]];
      if (!field) ctx.report(file, `/x-storage/tree/${key}`, `property "${names[key]}" does not exist`);
      else if (field.type !== 'string' || !isStoredField(field))
        ctx.report(
          file,
          `/x-storage/tree/${key}`,
          `property "${names[key]}" must be a stored string property`,
        );
    }
  }
  const columns = new Map<string, string>();
  for (const [name, field] of Object.entries(fields)) {
    if (!isStoredField(field)) continue;
    const column = columnOf(name, field);
    if (RESERVED_COLUMNS.has(column)) ctx.report(file, prop(name), `column "${column}" is reserved`);
    const first = columns.get(column);
    if (first) ctx.report(file, prop(name), `column "${column}" is already used by "${first}"`);
    else columns.set(column, name);
  }
}

function checkApi(ctx: Context, doc: SchemaDoc<ModelSchema>): void {
  const api = doc.schema['x-api'];
  if (!api) return;
  const fields = modelFields(doc.schema);
  for (const action of ['list', 'add', 'edit', 'delete', 'export', 'import']) {
    if (!PERMISSION_PATTERN.test(`${api.permissionPrefix}:${action}`)) {
      ctx.report(
        doc.file,
        '/x-api/permissionPrefix',
        `"${api.permissionPrefix}:${action}" is not a permission code`,
      );
      break;
    }
  }
  api.defaultSort?.forEach((sort, i) => {
    if (!Object.hasOwn(fields, sort.field))
      ctx.report(doc.file, `/x-api/defaultSort/${i}/field`, `property "${sort.field}" does not exist`);
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
    ctx.report(file, '/$id', `must be "urn:lowcode:model:${expected}" to match the file name`);
  }
  schema.required?.forEach((f, i) => {
    if (!Object.hasOwn(schema.properties, f))
      ctx.report(file, `/required/${i}`, `property "${f}" does not exist`);
  });
  for (const [fieldName, field] of Object.entries(schema.properties)) {
    checkKeywords(ctx, file, fieldName, field);
    checkRef(ctx, file, fieldName, field);
    checkOneToMany(ctx, doc, fieldName, field);
    const dict = field['x-dict'];
    if (dict !== undefined && ctx.dictCodes && !ctx.dictCodes.has(dict)) {
      ctx.report(file, prop(fieldName, 'x-dict'), `dictionary "${dict}" is not seeded`);
    }
    ctx.checkWidget(file, prop(fieldName, 'x-widget'), field['x-widget']);
    // The editor's HTML would be stored as sent: the server cleans only fields with x-sanitize.
    if (field['x-widget'] === RICH_TEXT_WIDGET && field['x-sanitize'] !== 'html') {
      ctx.report(file, prop(fieldName, 'x-widget'), `"${RICH_TEXT_WIDGET}" needs x-sanitize: "html"`);
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
    if (other)
      ctx.report(doc.file, '/x-storage/table', `table "${table}" is already used by model "${other}"`);
    else tables.set(table, name);
    const base = doc.schema['x-api']?.basePath;
    if (base === undefined) continue;
    const owner = paths.get(base);
    if (owner)
      ctx.report(doc.file, '/x-api/basePath', `base path "${base}" is already used by model "${owner}"`);
    else paths.set(base, name);
  }
}
