// Derived facts about a model that server and client both need: column names, implicit audit fields,
// which properties are stored in the model's own table.
import type { Locales, ModelField, ModelSchema } from './types.js';

export const MODEL_ID_PREFIX = 'urn:lowcode:model:';

/**
 * `caseNo` → `case_no`.
 *
 * @example
 * snakeCase('caseNo'); // 'case_no'
 */
export function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** Audit properties every model with `x-storage.audit` has, whether it declares them or not. */
export const AUDIT_FIELDS: Readonly<Record<string, ModelField>> = {
  createBy: {
    type: 'string',
    maxLength: 100,
    readOnly: true,
    'x-label': { $t: 'common.createBy', default: '创建人' },
  },
  createTime: {
    type: 'string',
    format: 'datetime',
    readOnly: true,
    'x-label': { $t: 'common.createTime', default: '创建时间' },
  },
  updateBy: {
    type: 'string',
    maxLength: 100,
    readOnly: true,
    'x-label': { $t: 'common.updateBy', default: '更新人' },
  },
  updateTime: {
    type: 'string',
    format: 'datetime',
    readOnly: true,
    'x-label': { $t: 'common.updateTime', default: '更新时间' },
  },
};

/** Texts of the keys the schema layer itself uses (audit field labels); looked up after a document's own. */
export const BUILTIN_TEXTS: Locales = {
  'zh-CN': {
    'common.createBy': '创建人',
    'common.createTime': '创建时间',
    'common.updateBy': '更新人',
    'common.updateTime': '更新时间',
  },
  'en-US': {
    'common.createBy': 'Created by',
    'common.createTime': 'Created',
    'common.updateBy': 'Updated by',
    'common.updateTime': 'Updated',
  },
};

/** The soft-delete column, never exposed as a property. */
export const DEL_FLAG_COLUMN = 'del_flag';

/**
 * The model's name (`urn:lowcode:model:biz_case` → `biz_case`).
 *
 * @example
 * nameOfModel({ $id: 'urn:lowcode:model:biz_case' }); // 'biz_case'
 */
export function nameOfModel(model: Pick<ModelSchema, '$id'>): string {
  return model.$id.startsWith(MODEL_ID_PREFIX) ? model.$id.slice(MODEL_ID_PREFIX.length) : model.$id;
}

/**
 * The primary-key property (default `id`).
 *
 * @example
 * primaryKeyOf(model); // 'id'
 */
export function primaryKeyOf(model: ModelSchema): string {
  return model['x-storage'].primaryKey ?? 'id';
}

/**
 * Declared properties plus the implicit audit ones, in declaration order.
 *
 * @example
 * Object.keys(modelFields(caseModel)).includes('createTime'); // true when x-storage.audit
 */
export function modelFields(model: ModelSchema): Record<string, ModelField> {
  if (!model['x-storage'].audit) return model.properties;
  return {
    ...model.properties,
    ...Object.fromEntries(Object.entries(AUDIT_FIELDS).filter(([name]) => !(name in model.properties))),
  };
}

/**
 * Relations (many-to-many and one-to-many) live in other tables and `x-storage.apiOnly` properties
 * nowhere in this table; everything else is a column here.
 *
 * @example
 * isStoredField({ type: 'array', 'x-ref': { model: 'sys_role', through: link } }); // false
 * isStoredField({ type: 'string', 'x-storage': { apiOnly: true } }); // false
 */
export function isStoredField(field: ModelField): boolean {
  const ref = field['x-ref'];
  return !(ref?.through || ref?.foreignKey || field['x-storage']?.apiOnly);
}

/**
 * The column of a property.
 *
 * @example
 * columnOf('postRank', field); // 'post_rank'
 */
export function columnOf(name: string, field: ModelField | undefined): string {
  return field?.['x-storage']?.column ?? snakeCase(name);
}

/**
 * Whether a property's value may be a comma-joined list (multi-value dictionaries and files).
 *
 * @example
 * isMultiValue({ type: 'array', items: { type: 'string' }, 'x-dict': 'tags' }); // true
 */
export function isMultiValue(field: ModelField): boolean {
  return field.type === 'array' && isStoredField(field);
}
