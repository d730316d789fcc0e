// Messages of the system logs and the data log comparison.

export const LOG_MESSAGES = {
  dataLogCompareNotFound: ['{field}: 未找到该版本', '{field}: version not found'],
  dataLogCompareMismatch: [
    '{field}: 只能比较同一条记录的两个版本',
    '{field}: only two versions of the same record can be compared',
  ],
} as const satisfies Record<string, readonly [string, string]>;
