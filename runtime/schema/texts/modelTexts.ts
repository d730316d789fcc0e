// Texts of the semantic pass's model problems (semantic/models.ts) and of the checks both document
// kinds share (names, texts, expressions).
import type { TextTable } from './table.js';

export const MODEL_TEXTS = {
  notJson: { 'en-US': 'is not valid JSON: {reason}', 'zh-CN': '不是有效的 JSON：{reason}' },
  uncheckable: { 'en-US': 'could not be checked: {reason}', 'zh-CN': '无法检查：{reason}' },
  modelDefinedTwice: {
    'en-US': 'model "{model}" is already defined in {file}',
    'zh-CN': '模型 "{model}" 已在 {file} 中定义',
  },
  pageIdTaken: {
    'en-US': 'page id "{id}" is already used by {file}',
    'zh-CN': '页面 id "{id}" 已被 {file} 使用',
  },
  widgetUnknown: { 'en-US': 'widget "{widget}" is not registered', 'zh-CN': '控件 "{widget}" 未注册' },
  textMissing: { 'en-US': 'has no {lang} text', 'zh-CN': '缺少 {lang} 文本' },
  exprInvalid: {
    'en-US': 'is not a valid expression: {reason} (at {pos})',
    'zh-CN': '不是有效的表达式：{reason}（位置 {pos}）',
  },
  textKeyUnknown: { 'en-US': 'text key "{key}" is not defined', 'zh-CN': '文本键 "{key}" 未定义' },
  dictUnknown: { 'en-US': 'dictionary "{dict}" is not seeded', 'zh-CN': '字典 "{dict}" 未预置' },
  modelMissing: { 'en-US': 'model "{model}" does not exist', 'zh-CN': '模型 "{model}" 不存在' },
  propertyMissing: { 'en-US': 'property "{property}" does not exist', 'zh-CN': '属性 "{property}" 不存在' },
  regexInvalid: { 'en-US': 'is not a valid regular expression', 'zh-CN': '不是有效的正则表达式' },
  modelIdMismatch: {
    'en-US': 'must be "urn:lowcode:model:{name}" to match the file name',
    'zh-CN': '必须是 "urn:lowcode:model:{name}"，与文件名一致',
  },
  onlyString: { 'en-US': 'applies only to string fields', 'zh-CN': '只适用于 string 类型的字段' },
  onlyNumber: {
    'en-US': 'applies only to integer and number fields',
    'zh-CN': '只适用于 integer 和 number 类型的字段',
  },
  onlyArray: { 'en-US': 'applies only to array fields', 'zh-CN': '只适用于 array 类型的字段' },
  onlyStringOrArray: {
    'en-US': 'applies only to string and array fields',
    'zh-CN': '只适用于 string 和 array 类型的字段',
  },
  itemsRequired: { 'en-US': 'is required for array fields', 'zh-CN': 'array 类型的字段必须有此项' },
  arrayNeedsSource: {
    'en-US': 'array fields need x-dict, items.enum, x-file.multiple, x-ref.through or x-ref.foreignKey',
    'zh-CN': 'array 类型的字段需要 x-dict、items.enum、x-file.multiple、x-ref.through 或 x-ref.foreignKey',
  },
  minLengthOverMax: {
    'en-US': 'must not exceed maxLength ({limit})',
    'zh-CN': '不能大于 maxLength（{limit}）',
  },
  minimumOverMax: { 'en-US': 'must not exceed maximum ({limit})', 'zh-CN': '不能大于 maximum（{limit}）' },
  mustBeType: { 'en-US': 'must be a {type}', 'zh-CN': '必须是 {type} 类型的值' },
  optionsWithDict: { 'en-US': 'must not be combined with x-dict', 'zh-CN': '不能与 x-dict 同时使用' },
  refNoProperty: {
    'en-US': 'model "{model}" has no property "{property}"',
    'zh-CN': '模型 "{model}" 没有属性 "{property}"',
  },
  copyFromNoRef: {
    'en-US': 'property "{property}" must be a reference (x-ref, not through or foreignKey)',
    'zh-CN': '属性 "{property}" 必须是引用（x-ref，不能是 through 或 foreignKey）',
  },
  copyFromNotReadOnly: {
    'en-US': 'must be true with x-copyFrom (the server sets the property)',
    'zh-CN': '有 x-copyFrom 时必须为 true（该属性由服务端设置）',
  },
  refNeedsArray: {
    'en-US': 'must be "array" for x-ref.through and x-ref.foreignKey',
    'zh-CN': '有 x-ref.through 或 x-ref.foreignKey 时必须是 "array"',
  },
  refThroughAndForeignKey: {
    'en-US': 'must not have both through and foreignKey',
    'zh-CN': '不能同时有 through 和 foreignKey',
  },
  orderFieldNeedsForeignKey: {
    'en-US': 'applies only with x-ref.foreignKey (one-to-many)',
    'zh-CN': '只在有 x-ref.foreignKey（一对多）时适用',
  },
  childKeyNotStored: {
    'en-US': 'property "{property}" of model "{model}" must be a stored string property',
    'zh-CN': '模型 "{model}" 的属性 "{property}" 必须是存储的字符串属性',
  },
  childOrderNotInteger: {
    'en-US': 'property "{property}" of model "{model}" must be an integer property',
    'zh-CN': '模型 "{model}" 的属性 "{property}" 必须是 integer 属性',
  },
  softCascade: {
    'en-US': 'cascades from a soft-deleted model, so model "{model}" needs x-storage.softDelete',
    'zh-CN': '从软删除的模型级联删除，所以模型 "{model}" 需要 x-storage.softDelete',
  },
  primaryKeyNotString: { 'en-US': 'must be "string" for the primary key', 'zh-CN': '主键必须是 "string"' },
  treeFieldNotStored: {
    'en-US': 'property "{property}" must be a stored string property',
    'zh-CN': '属性 "{property}" 必须是存储的字符串属性',
  },
  columnReserved: { 'en-US': 'column "{column}" is reserved', 'zh-CN': '列 "{column}" 是保留列' },
  columnTaken: {
    'en-US': 'column "{column}" is already used by "{property}"',
    'zh-CN': '列 "{column}" 已被 "{property}" 使用',
  },
  notPermissionCode: { 'en-US': '"{code}" is not a permission code', 'zh-CN': '"{code}" 不是权限编码' },
  richTextUnsanitised: {
    'en-US': '"{widget}" needs x-sanitize: "html"',
    'zh-CN': '"{widget}" 需要 x-sanitize: "html"',
  },
  tableTaken: {
    'en-US': 'table "{table}" is already used by model "{model}"',
    'zh-CN': '表 "{table}" 已被模型 "{model}" 使用',
  },
  basePathTaken: {
    'en-US': 'base path "{path}" is already used by model "{model}"',
    'zh-CN': '基础路径 "{path}" 已被模型 "{model}" 使用',
  },
} as const satisfies TextTable;
