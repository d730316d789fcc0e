// Validates a write before anything is stored: the body's shape against the ajv schema compiled from
// the model, then dictionary membership, fixed options, reference existence, one-to-many children
// (child-write.ts), uploaded files (file-check.ts) and uniqueness against the database. Every bad
// field is reported at once, in the caller's language.
import { sql } from 'kysely';
import {
  createAjv,
  DEL_FLAG_COLUMN,
  type Ajv,
  type ErrorObject,
  type ValidateFunction,
} from '../../../runtime/schema/index.js';
import { message, type Lang, type MessageKey } from '../i18n/messages.js';
import { sanitizeRichHtml } from '../lib/sanitize-html.js';
import { checkChildren } from './child-write.js';
import { checkFiles } from './file-check.js';
import type { CompiledModel, FieldInfo } from './model.js';
import { relationNamed } from './relations.js';
import { checkTreeParent } from './tree-check.js';
import type { ModelRegistry, Row } from './registry.js';
import { writeSchema } from './write-schema.js';

export interface FieldError {
  field: string;
  message: string;
}

export type WriteMode = 'add' | 'edit';

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
  if (key.endsWith('_dictText') || key === 'delFlag') return true;
  const field = model.byName.get(key);
  if (!field) return false;
  if (field === model.pk) return mode === 'add';
  // One-to-many children are written with their parent (child-write.ts); many-to-many links are not.
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
 * Normalises a body and checks its shape; database checks follow in checkAgainstDatabase.
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

async function exists(
  registry: ModelRegistry,
  target: CompiledModel,
  column: string,
  value: unknown,
): Promise<boolean> {
  let query = registry.dyn
    .selectFrom(target.table)
    .select(sql<number>`1`.as('one'))
    .where(column, '=', value);
  if (target.softDelete) query = query.where(DEL_FLAG_COLUMN, '=', 0);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/**
 * Dictionary membership, fixed options, reference existence and uniqueness. `current` is the stored
 * row on edit (column values), so unique keys are checked on the merged record.
 *
 * @example
 * const errors = await checkAgainstDatabase(registry, model, values, undefined, 'zh-CN');
 */
export async function checkAgainstDatabase(
  registry: ModelRegistry,
  model: CompiledModel,
  values: Row,
  current: Row | undefined,
  lang: Lang,
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  for (const [name, value] of Object.entries(values)) {
    const relation = relationNamed(registry, model, name);
    if (relation) {
      const parentId = current === undefined ? undefined : String(current[model.pk.column]);
      const checked = await checkChildren(registry, relation, value, parentId, lang);
      errors.push(...checked.errors);
      values[name] = checked.plan;
      continue;
    }
    const field = model.byName.get(name);
    if (!field || value === null || field === model.pk) continue;
    const list = Array.isArray(value) ? value : [value];
    const dict = field.def['x-dict'];
    if (dict) {
      const items = await registry.dicts.items(dict);
      if (list.some((v) => !items.has(String(v)))) {
        errors.push({ field: name, message: message(lang, 'crudDictValue', { field: name, dict }) });
      }
    }
    const options = field.def['x-options'];
    if (options && list.some((v) => !options.some((o) => o.value === v))) {
      errors.push({ field: name, message: message(lang, 'crudFieldEnum', { field: name }) });
    }
    const ref = field.def['x-ref'];
    const target = ref && !ref.through && !ref.foreignKey ? registry.models.get(ref.model) : undefined;
    if (target) {
      const key = ref?.valueField ? target.byName.get(ref.valueField)! : target.pk;
      for (const v of list) {
        if (!(await exists(registry, target, key.column, v))) {
          errors.push({ field: name, message: message(lang, 'crudRefMissing', { field: name }) });
          break;
        }
      }
    }
  }
  errors.push(...(await checkFiles(registry, model, values, current, lang)));
  errors.push(...(await checkTreeParent(registry, model, values, current, lang)));
  errors.push(...(await uniqueness(registry, model, values, current, lang)));
  return errors;
}

async function uniqueness(
  registry: ModelRegistry,
  model: CompiledModel,
  values: Row,
  current: Row | undefined,
  lang: Lang,
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  for (const keys of model.uniqueKeys) {
    if (!keys.some((k) => Object.hasOwn(values, k))) continue;
    const fields = keys.map((k) => model.byName.get(k)!);
    const merged = fields.map((f) => (Object.hasOwn(values, f.name) ? values[f.name] : current?.[f.column]));
    if (merged.some((v) => v === null || v === undefined)) continue;
    // Deleted rows count too: the unique index covers them, and they can be restored.
    let query = registry.dyn.selectFrom(model.table).select(sql<number>`1`.as('one'));
    fields.forEach((f, i) => {
      query = query.where(
        f.column,
        '=',
        Array.isArray(merged[i]) ? (merged[i] as unknown[]).join(',') : merged[i],
      );
    });
    if (current) query = query.where(model.pk.column, '!=', current[model.pk.column]);
    if ((await query.limit(1).executeTakeFirst()) !== undefined) {
      const field = keys[keys.length - 1]!;
      errors.push({ field, message: message(lang, 'crudDuplicate', { field }) });
    }
  }
  return errors;
}
