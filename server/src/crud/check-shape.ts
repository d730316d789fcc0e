// The first step of a write: a body normalised (coerced, sanitised, defaults on add) and checked
// against the ajv schema compiled from the model, without the database. Every bad field is reported
// at once, in the caller's language; validate-write.ts runs the database checks next.
import {
  createAjv,
  type Ajv,
  type ErrorObject,
  type ValidateFunction,
} from '../../../runtime/schema/index.js';
import { message, type Lang, type MessageKey } from '../i18n/messages.js';
import { htmlCost } from '../lib/html-cost.js';
import { sanitizeRichHtml } from '../lib/sanitize-html.js';
import type { CompiledModel, FieldInfo } from './model.js';
import type { FieldError, Row, WriteMode } from './types.js';
import { writeSchema } from './write-schema.js';

let ajv: Ajv | undefined;
const compiled = new WeakMap<CompiledModel, Record<WriteMode, ValidateFunction>>();

function validators(model: CompiledModel): Record<WriteMode, ValidateFunction> {
  let entry = compiled.get(model);
  if (!entry) {
    ajv ??= createAjv({ withMeta: false });
    entry = { add: ajv.compile(writeSchema(model, 'add')), edit: ajv.compile(writeSchema(model, 'edit')) };
    compiled.set(model, entry);
  }
  return entry;
}

/** Keys a client may send back from a record it read; they are ignored, not refused. */
function ignorable(model: CompiledModel, key: string, mode: WriteMode): boolean {
  if (key.endsWith('_dictText') || key.endsWith('_files') || key === 'delFlag') return true;
  const field = model.byName.get(key);
  if (!field) return false;
  if (field === model.pk) return mode === 'add';
  // One-to-many children are written with their parent (child-check.ts); many-to-many links are not.
  if (field.def['x-ref']?.foreignKey) return false;
  return field.serverOwned || !field.stored;
}

function coerce(field: FieldInfo, value: unknown): unknown {
  if (value === '' || value === undefined) return null;
  if (value === null) return null;
  const type = field.def.type;
  if (field.multi) {
    const list = typeof value === 'string' ? value.split(',').filter((v) => v !== '') : value;
    if (!Array.isArray(list)) return list;
    return list.map((item) =>
      field.def.items?.type === 'integer' && typeof item === 'string' && /^-?\d+$/.test(item)
        ? Number(item)
        : item,
    );
  }
  if (
    (type === 'integer' || type === 'number') &&
    typeof value === 'string' &&
    /^-?\d+(\.\d+)?$/.test(value.trim())
  ) {
    return Number(value);
  }
  if (type === 'string' && typeof value === 'number') return String(value);
  if (
    type === 'boolean' &&
    (value === 1 || value === 0 || value === '1' || value === '0' || value === 'true' || value === 'false')
  ) {
    return value === 1 || value === '1' || value === 'true';
  }
  if (type === 'string' && typeof value === 'string' && field.def['x-sanitize'] === 'html') {
    // The announcements' allow-list: sanitize-html's defaults would also drop images and styles the
    // editor's HTML (and the client's DOMPurify) keeps.
    return sanitizeRichHtml(value);
  }
  return value;
}

function errorText(lang: Lang, error: ErrorObject, field: string, value: unknown): string {
  const params = error.params as { limit?: number; missingProperty?: string };
  const limit = params.limit ?? '';
  const keys: Partial<Record<string, MessageKey>> = {
    required: 'fieldRequired',
    maxLength: 'fieldTooLong',
    pattern: 'fieldPattern',
    format: 'crudFieldFormat',
    minimum: 'crudFieldMin',
    exclusiveMinimum: 'crudFieldMin',
    maximum: 'crudFieldMax',
    exclusiveMaximum: 'crudFieldMax',
    enum: 'crudFieldEnum',
    minItems: 'crudFieldItems',
    maxItems: 'crudFieldItems',
    uniqueItems: 'crudFieldItems',
  };
  let key = keys[error.keyword] ?? 'fieldInvalid';
  if (error.keyword === 'type') key = value === null ? 'fieldRequired' : 'fieldType';
  if (error.keyword === 'minLength') key = limit === 1 ? 'fieldRequired' : 'fieldTooShort';
  return message(lang, key, { field, limit });
}

export interface CheckedWrite {
  /** Normalised values by property name (only the properties the body sent, plus defaults on add). */
  values: Row;
  errors: FieldError[];
}

/**
 * Normalises a body and checks its shape; database checks follow in checkAgainstDatabase
 * (validate-write.ts).
 *
 * @example
 * const { values, errors } = checkShape(model, request.body, 'add', 'zh-CN');
 */
export function checkShape(model: CompiledModel, body: unknown, mode: WriteMode, lang: Lang): CheckedWrite {
  const values: Row = {};
  const errors: FieldError[] = [];
  const children: Row = {};
  const source = body as Row;
  for (const [key, raw] of Object.entries(source)) {
    if (ignorable(model, key, mode)) continue;
    const field = model.byName.get(key);
    if (field?.def['x-ref']?.foreignKey) {
      // Checked row by row against the child model in checkAgainstDatabase.
      children[key] = raw;
      continue;
    }
    if (!field || (mode === 'edit' && field === model.pk)) {
      if (field === model.pk) values[key] = raw;
      else errors.push({ field: key, message: message(lang, 'crudUnknownField', { field: key }) });
      continue;
    }
    // Bodies are refused earlier (plugins/json-body.ts); imported cells arrive here.
    if (typeof raw === 'string' && raw.includes('\u0000')) {
      errors.push({ field: key, message: message(lang, 'fieldNul', { field: key }) });
      continue;
    }
    const costly = field.def['x-sanitize'] === 'html' && typeof raw === 'string' ? htmlCost(raw) : null;
    if (costly) {
      errors.push({ field: key, message: message(lang, costly.key, { field: key, limit: costly.limit }) });
      continue;
    }
    values[key] = coerce(field, raw);
  }
  if (mode === 'add') {
    for (const field of model.fields) {
      if (field.serverOwned || !field.stored || field.def.default === undefined) continue;
      if (values[field.name] === undefined || values[field.name] === null)
        values[field.name] = field.def.default;
    }
  }
  const validate = validators(model)[mode];
  if (!validate(values)) {
    const seen = new Set<string>();
    for (const error of validate.errors ?? []) {
      const params = error.params as { missingProperty?: string; additionalProperty?: string };
      const field =
        params.missingProperty ?? error.instancePath.split('/')[1] ?? params.additionalProperty ?? '';
      if (seen.has(field) || error.keyword === 'if') continue;
      seen.add(field);
      errors.push({ field, message: errorText(lang, error, field, values[field]) });
    }
  }
  return { values: { ...values, ...children }, errors };
}
