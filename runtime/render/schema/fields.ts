// Model properties as the views need them, computed once per model document.
import { modelFields, primaryKeyOf } from '../../schema/model';
import type { ModelField, ModelSchema } from '../../schema/types';

const cache = new WeakMap<ModelSchema, Record<string, ModelField>>();

/**
 * A model's properties including the implicit audit ones (cached per document).
 *
 * @example
 * fieldsOf(bizCase).createTime.format; // 'datetime'
 */
export function fieldsOf(model: ModelSchema): Record<string, ModelField> {
  let fields = cache.get(model);
  if (!fields) {
    fields = modelFields(model);
    cache.set(model, fields);
  }
  return fields;
}

/**
 * One property of a model, or undefined.
 *
 * @example
 * fieldOf(bizCase, 'priority')?.['x-dict']; // 'priority'
 */
export function fieldOf(model: ModelSchema | undefined, name: string): ModelField | undefined {
  if (!model) return undefined;
  const fields = fieldsOf(model);
  return Object.hasOwn(fields, name) ? fields[name] : undefined;
}

/**
 * The key of a model's records (`dataSource.rowKey` on list pages overrides it).
 *
 * @example
 * recordKeyOf(bizCase); // 'id'
 */
export function recordKeyOf(model: ModelSchema | undefined): string {
  return model ? primaryKeyOf(model) : 'id';
}
