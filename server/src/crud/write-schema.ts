// The JSON Schema a write must satisfy, compiled from the model: the same keywords the model declares
// (type, format, enum, lengths, ranges, pattern, items), nulls allowed where a value is optional.
import type { ModelField } from '../../../runtime/schema/index.js';
import type { CompiledModel, FieldInfo } from './model.js';

type JsonSchema = Record<string, unknown>;

const COPIED = [
  'format',
  'enum',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'pattern',
  'minItems',
  'maxItems',
  'uniqueItems',
] as const satisfies readonly (keyof ModelField)[];

/**
 * Properties a client may write: stored, not set by the server.
 *
 * @example
 * writableFields(caseModel).some((f) => f.name === 'caseNo'); // false (readOnly)
 */
export function writableFields(model: CompiledModel): FieldInfo[] {
  return model.fields.filter((f) => f.stored && !f.serverOwned);
}

function fieldSchema(field: FieldInfo, nullable: boolean): JsonSchema {
  const def = field.def;
  const schema: JsonSchema = { type: nullable ? [def.type, 'null'] : def.type };
  for (const key of COPIED) if (def[key] !== undefined) schema[key] = def[key];
  if (def.items) {
    schema.items = { type: def.items.type, ...(def.items.enum ? { enum: def.items.enum } : {}) };
  }
  // enum lists only the allowed values; a nullable field may also be null.
  if (nullable && Array.isArray(schema.enum)) schema.enum = [...(schema.enum as unknown[]), null];
  return schema;
}

/**
 * The write schema of a model: `add` requires the model's required properties; `edit` requires only the
 * primary key, and a required property that is sent must not be empty.
 *
 * @example
 * ajv.compile(writeSchema(model, 'add'));
 */
export function writeSchema(model: CompiledModel, mode: 'add' | 'edit'): JsonSchema {
  const required = new Set(model.schema.required ?? []);
  const properties: JsonSchema = {};
  for (const field of writableFields(model))
    properties[field.name] = fieldSchema(field, !required.has(field.name));
  const requiredList = [...required].filter((name) => Object.hasOwn(properties, name));
  if (mode === 'edit') properties[model.pk.name] = { type: 'string', minLength: 1, maxLength: 64 };
  return {
    type: 'object',
    properties,
    required: mode === 'add' ? requiredList : [model.pk.name],
    additionalProperties: false,
  };
}
