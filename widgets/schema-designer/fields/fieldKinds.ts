// The builder's twelve field kinds (issue 19) and how the existing models express each one with the
// model vocabulary (schemas/README.md "Model"): no new keywords. A property none of them describes
// (many-to-many, x-options lists, stored files…) is kind `other` and is never rewritten by a kind.
import { objectOf, withKey, withoutKeys, type JsonObject } from './json';

export const FIELD_KINDS = [
  'text',
  'longText',
  'number',
  'money',
  'date',
  'datetime',
  'dict',
  'ref',
  'file',
  'image',
  'richText',
  'switch',
] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];
/** A one-to-many child table (an array with `x-ref.foreignKey`), and anything else the builder keeps as is. */
export type RowKind = FieldKind | 'children' | 'other';

/** Exact decimals for amounts, as `x-storage.sqlType` offers them. */
export const MONEY_SQL_TYPE = 'numeric(18,4)';
const LONG_TEXT_WIDGET = 'TextArea';
const RICH_TEXT_WIDGET = 'RichText';

/** Keywords a kind owns: changing the kind drops them before the new kind's are written. */
const KIND_KEYWORDS = [
  'type',
  'format',
  'items',
  'x-dict',
  'x-ref',
  'x-file',
  'x-widget',
  'x-sanitize',
  'maxLength',
  'minLength',
  'pattern',
  'minimum',
  'maximum',
  'default',
] as const;

function storageOf(field: JsonObject): JsonObject | undefined {
  return objectOf(field['x-storage']);
}

/**
 * The kind of a model property.
 *
 * @example
 * kindOf({ type: 'string', format: 'date' }); // 'date'
 */
export function kindOf(field: JsonObject): RowKind {
  const ref = objectOf(field['x-ref']);
  const file = objectOf(field['x-file']);
  switch (field.type) {
    case 'boolean':
      return field['x-options'] === undefined ? 'switch' : 'other';
    case 'integer':
      return field['x-dict'] || field['x-options'] || ref ? 'other' : 'number';
    case 'number':
      if (field['x-dict'] || field['x-options'] || ref) return 'other';
      return storageOf(field)?.sqlType === MONEY_SQL_TYPE ? 'money' : 'number';
    case 'array':
      return ref?.foreignKey !== undefined && ref.through === undefined ? 'children' : 'other';
    case 'string':
      break;
    default:
      return 'other';
  }
  if (field['x-options'] || field['x-storedFiles'] || field.enum) return 'other';
  if (field['x-dict'] !== undefined) return ref || file ? 'other' : 'dict';
  if (ref) return ref.through || ref.foreignKey || file ? 'other' : 'ref';
  if (file) return file.image === true ? 'image' : 'file';
  if (field['x-widget'] === RICH_TEXT_WIDGET) return 'richText';
  if (field.format === 'date') return 'date';
  if (field.format === 'datetime') return 'datetime';
  if (field.format !== undefined) return 'other';
  if (field['x-widget'] === LONG_TEXT_WIDGET) return 'longText';
  return field['x-widget'] === undefined ? 'text' : 'other';
}

/** The keywords a new property of the kind starts with (beside its label and storage flags). */
function keywordsOf(kind: FieldKind): JsonObject {
  switch (kind) {
    case 'text':
      return { type: 'string', maxLength: 100 };
    case 'longText':
      return { type: 'string', maxLength: 2000, 'x-widget': LONG_TEXT_WIDGET };
    case 'number':
      return { type: 'integer' };
    case 'money':
      return { type: 'number', minimum: 0 };
    case 'date':
      return { type: 'string', format: 'date' };
    case 'datetime':
      return { type: 'string', format: 'datetime' };
    case 'dict':
      return { type: 'string', maxLength: 32 };
    case 'ref':
      return { type: 'string', maxLength: 32 };
    case 'file':
      return { type: 'string', maxLength: 1000, 'x-file': { maxSizeMB: 10, multiple: false } };
    case 'image':
      return {
        type: 'string',
        maxLength: 1000,
        'x-file': { image: true, accept: ['image/png', 'image/jpeg'] },
      };
    case 'richText':
      return { type: 'string', maxLength: 20000, 'x-widget': RICH_TEXT_WIDGET, 'x-sanitize': 'html' };
    case 'switch':
      return { type: 'boolean', default: false };
  }
}

function withSqlType(field: JsonObject, sqlType: string | undefined): JsonObject {
  const storage = storageOf(field) ?? {};
  const next = withKey(storage, 'sqlType', sqlType);
  if (next === storage) return field;
  return withKey(field, 'x-storage', Object.keys(next).length > 0 ? next : undefined);
}

/**
 * The property rewritten for another kind: the old kind's keywords go, the new kind's come, and the
 * label, storage flags and unknown keys stay (and their order).
 *
 * @example
 * withKind({ type: 'string', 'x-label': 'When' }, 'date'); // { type: 'string', 'x-label': 'When', format: 'date' }
 */
export function withKind(field: JsonObject, kind: FieldKind): JsonObject {
  let next = withoutKeys(field, KIND_KEYWORDS);
  const keywords = keywordsOf(kind);
  // `type` first, where the models put it.
  next = { type: keywords.type, ...next, ...keywords };
  const text = kind === 'richText' || kind === 'longText';
  const sqlType = kind === 'money' ? MONEY_SQL_TYPE : text && kind === 'richText' ? 'text' : undefined;
  return withSqlType(next, sqlType);
}

/** Kinds whose values are strings with a length the builder edits. */
export function hasLength(kind: RowKind): boolean {
  return kind === 'text' || kind === 'longText' || kind === 'richText' || kind === 'dict' || kind === 'ref';
}
