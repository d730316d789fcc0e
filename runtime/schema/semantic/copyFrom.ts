// Semantic check of `x-copyFrom`: the property it copies through is a plain reference of the same
// model, the referenced model has the copied property, and the copy is read-only (the server sets it;
// a value a client could send would defeat a data rule that scopes rows by it).
import { pointerSegment } from '../issues.js';
import { modelFields } from '../model.js';
import type { ModelField, ModelSchema } from '../types.js';
import type { Context } from './context.js';

const prop = (name: string, ...rest: string[]) =>
  ['/properties', pointerSegment(name), ...rest.map(pointerSegment)].join('/');

/**
 * Reports a `x-copyFrom` whose reference or copied property does not exist, or a copy that is writable.
 *
 * @example
 * checkCopyFrom(ctx, 'schemas/models/biz_project.json', schema, 'orgCode', schema.properties.orgCode);
 */
export function checkCopyFrom(
  ctx: Context,
  file: string,
  schema: ModelSchema,
  name: string,
  field: ModelField,
): void {
  const copy = field['x-copyFrom'];
  if (!copy) return;
  if (field.readOnly !== true) ctx.report(file, prop(name, 'readOnly'), 'copyFromNotReadOnly');
  const ref = schema.properties[copy.ref]?.['x-ref'];
  if (!ref || ref.through || ref.foreignKey) {
    ctx.report(file, prop(name, 'x-copyFrom', 'ref'), 'copyFromNoRef', { property: copy.ref });
    return;
  }
  const target = ctx.models.get(ref.model)?.schema;
  if (target && !Object.hasOwn(modelFields(target), copy.field)) {
    ctx.report(file, prop(name, 'x-copyFrom', 'field'), 'refNoProperty', {
      model: ref.model,
      property: copy.field,
    });
  }
}
