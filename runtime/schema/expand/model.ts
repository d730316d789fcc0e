// What a model need not write: the primary key `id` every stored model has (a 32-character string the
// server generates), and the labels of properties whose text key is `<namespace>.<property>` (the
// namespace is that of the model's own `x-label` key: `position.entity` → `position`) in every language.
import { LANGS, type ModelField, type ModelSchema } from '../types.js';

/** The property a stored model's default primary key is. */
const ID_FIELD: ModelField = { type: 'string', maxLength: 32, readOnly: true };

/** The properties with implied labels (the same object when none is implied). */
function labelled(model: ModelSchema, properties: ModelSchema['properties']): ModelSchema['properties'] {
  const label = model['x-label'];
  const texts = model['x-i18n'];
  const dot = typeof label === 'object' ? label.$t.lastIndexOf('.') : -1;
  if (typeof label !== 'object' || !texts || dot < 0) return properties;
  const namespace = label.$t.slice(0, dot);
  let out: ModelSchema['properties'] | undefined;
  for (const [name, field] of Object.entries(properties)) {
    if (field['x-label'] !== undefined || field.title !== undefined) continue;
    const key = `${namespace}.${name}`;
    if (!LANGS.every((lang) => texts[lang]?.[key] !== undefined)) continue;
    out ??= { ...properties };
    out[name] = { ...field, 'x-label': { $t: key } };
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
