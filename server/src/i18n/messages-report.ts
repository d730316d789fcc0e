// Messages of online reports (server/src/online/report). Each names the field or definition path it is
// about, as the CRUD's messages do, so the designer shows it where the problem is.

export const REPORT_MESSAGES = {
  rpJson: ['{field}: 必须是一个 JSON 对象', '{field} must be a JSON object'],
  rpShape: ['{field}: 格式不正确', '{field} is not in the expected form'],
  rpUnknownField: ['{field}: 不是该模型可读的字段', '{field} is not a readable property of the model'],
  rpHiddenField: ['{field}: 没有读取该字段的权限', '{field}: you may not read this property'],
  rpNotNumeric: ['{field}: 求和与平均只能用于数值字段', '{field}: sum and avg need a numeric property'],
  rpNotGrouped: [
    '{field}: 不是报表的分组字段或统计列',
    '{field} is not a grouped field or aggregate of the report',
  ],
  rpValue: ['{field}: 值不适用于该字段或条件', '{field}: the value does not suit this property or condition'],
  rpAlias: [
    '{field}: 必须是字母开头的标识符，且不能与字段或其他统计列重名',
    '{field} must be an identifier starting with a letter, unlike any property or other aggregate',
  ],
  rpLimit: ['{field}: 必须是 1 到 10000 之间的整数', '{field} must be a whole number from 1 to 10000'],
  rpModel: ['model: 模型不存在', 'model: no model has this name'],
  rpNotFound: ['报表不存在', 'No report has this code'],
  rpSourceMissing: ['dbSource: 数据源不存在', 'dbSource: no data source has this code'],
  rpSourceTable: ['model: 数据源中没有这张表', 'model: the data source has no such table'],
  rpSourceFailed: ['dbSource: 数据源查询失败：{reason}', 'dbSource: the data source query failed: {reason}'],
} as const;
