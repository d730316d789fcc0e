// What a model need not write: the primary key `id` every stored model has (a 32-character string the
// server generates), and the labels of properties whose text key is `<namespace>.<property>` (the
// namespace is that of the model's own `x-label` key: `position.entity` → `position`) in every language.
import { LANGS, type ModelField, type ModelSchema } from '../types.js';

/** The property a stored model's default primary key is. */
const ID_FIELD: ModelField = { type: 'string', maxLength: 32, readOnly: true };

/**
 * The text key a property without a label of its own is labelled by (`position.code`), when the
 * model's texts have it in every language; undefined otherwise.
 *
 * @example
 * impliedLabelKey(position, 'code'); // 'position.code'
 */
export function impliedLabelKey(
  model: { 'x-label'?: unknown; 'x-i18n'?: unknown },
  name: string,
): string | undefined {
  // Loosely typed: the designer asks about documents still being edited.
  const label = model['x-label'] as { $t?: unknown } | null | undefined;
  const texts = model['x-i18n'] as Partial<Record<string, Record<string, unknown> | undefined>> | null;
  const key = typeof label === 'object' && typeof label?.$t === 'string' ? label.$t : '';
  const dot = key.lastIndexOf('.');
  if (typeof texts !== 'object' || texts === null || dot < 0) return undefined;
  const implied = `${key.slice(0, dot)}.${name}`;
  return LANGS.every((lang) => texts[lang]?.[implied] !== undefined) ? implied : undefined;
}

/**
 * The label a property is implied: none when it has a label of its own (`x-label` or `title`, which
 * always wins), else its implied text key's (impliedLabelKey), if any.
 *
 * @example
 * impliedLabel(position, 'code', {}); // { $t: 'position.code' }
 * impliedLabel(position, 'code', { title: 'Code' }); // undefined
 */
export function impliedLabel(
  model: { 'x-label'?: unknown; 'x-i18n'?: unknown },
  name: string,
  field: { 'x-label'?: unknown; title?: unknown },
): { $t: string } | undefined {
  if (field['x-label'] !== undefined || field.title !== undefined) return undefined;
  const key = impliedLabelKey(model, name);
  return key === undefined ? undefined : { $t: key };
}

/** The properties with implied labels (the same object when none is implied). */
function labelled(model: ModelSchema, properties: ModelSchema['properties']): ModelSchema['properties'] {
  let out: ModelSchema['properties'] | undefined;
  for (const [name, field] of Object.entries(properties)) {
    const label = impliedLabel(model, name, field);
    if (label === undefined) continue;
    out ??= { ...properties };
    out[name] = { ...field, 'x-label': label };
  }
  return out ?? properties;
}

/**
 * The model with its implied `id` property and labels; the model itself when nothing is implied.
 *
 * @example
 * expandModel(position).properties.code['x-label']; // { $t: 'position.code' }
 */
export function expandModel(model: ModelSchema): ModelSchema {
  if (typeof model.properties !== 'object' || model.properties === null) return model;
  const storage = model['x-storage'];
  const needsId =
    storage !== undefined && (storage.primaryKey ?? 'id') === 'id' && !Object.hasOwn(model.properties, 'id');
  const withId = needsId ? { id: { ...ID_FIELD }, ...model.properties } : model.properties;
  const properties = labelled(model, withId);
  return properties === model.properties ? model : { ...model, properties };
}
