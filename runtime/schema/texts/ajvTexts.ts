// Texts of structural (meta-schema) problems, by ajv keyword. en-US keeps ajv's own wording where the
// pass used it before, so messages read the same as they always did in English.
import type { TextTable } from './table.js';

export const AJV_TEXTS = {
  required: { 'en-US': 'is required', 'zh-CN': '必填' },
  unknownProperty: { 'en-US': 'is not a known property', 'zh-CN': '不是已知的属性' },
  mustBe: { 'en-US': 'must be {expected}', 'zh-CN': '必须是 {expected}' },
  oneOf: { 'en-US': 'must be one of: {values}', 'zh-CN': '必须是以下之一：{values}' },
  constValue: { 'en-US': 'must be {value}', 'zh-CN': '必须是 {value}' },
  pattern: { 'en-US': 'must match {pattern}', 'zh-CN': '必须匹配 {pattern}' },
  format: { 'en-US': 'must be a valid {format}', 'zh-CN': '必须是有效的 {format}' },
  invalidName: { 'en-US': 'is not a valid name', 'zh-CN': '不是有效的名称' },
  minLength: {
    'en-US': 'must NOT have fewer than {limit} characters',
    'zh-CN': '长度不能少于 {limit} 个字符',
  },
  maxLength: {
    'en-US': 'must NOT have more than {limit} characters',
    'zh-CN': '长度不能超过 {limit} 个字符',
  },
  limit: { 'en-US': 'must be {comparison} {limit}', 'zh-CN': '必须 {comparison} {limit}' },
  minItems: { 'en-US': 'must NOT have fewer than {limit} items', 'zh-CN': '不能少于 {limit} 项' },
  maxItems: { 'en-US': 'must NOT have more than {limit} items', 'zh-CN': '不能多于 {limit} 项' },
  uniqueItems: {
    'en-US': 'must NOT have duplicate items (items ## {j} and {i} are identical)',
    'zh-CN': '不能有重复项（第 {j} 项与第 {i} 项相同）',
  },
  multipleOf: { 'en-US': 'must be multiple of {multipleOf}', 'zh-CN': '必须是 {multipleOf} 的倍数' },
  /** Keywords the meta-schemas rarely use: ajv's English text. */
  other: { 'en-US': '{message}', 'zh-CN': '无效：{message}' },
} as const satisfies TextTable;

/** JSON types inside "must be …" lists. */
export const TYPE_NAMES: Record<string, { 'en-US': string; 'zh-CN': string }> = {
  string: { 'en-US': 'string', 'zh-CN': '字符串' },
  integer: { 'en-US': 'integer', 'zh-CN': '整数' },
  number: { 'en-US': 'number', 'zh-CN': '数字' },
  boolean: { 'en-US': 'boolean', 'zh-CN': '布尔值' },
  object: { 'en-US': 'object', 'zh-CN': '对象' },
  array: { 'en-US': 'array', 'zh-CN': '数组' },
  null: { 'en-US': 'null', 'zh-CN': 'null' },
};
