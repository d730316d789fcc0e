// Messages of fill rules and data sources (system operations), spread into messages.ts.

export const SYSTEM_OPS_MESSAGES = {
  fillRuleNotFound: ['{field}: 该编码不存在', '{field}: no fill rule has this code'],
  fillRulePreview: ['下一个编码：{code}', 'Next code: {code}'],
  fillRuleResetTooFine: [
    'resetPeriod: 序号重置周期不能短于日期格式的周期，否则编码会重复',
    'resetPeriod: the sequence must not reset more often than the date pattern changes, or codes repeat',
  ],
  dataSourceNotFound: ['{field}: 数据源不存在', '{field}: no such data source'],
  dataSourceKeyBad: [
    '数据源密钥无效，请检查 DATA_SOURCE_KEY',
    'The data-source key is invalid; check DATA_SOURCE_KEY',
  ],
  dataSourcePasswordUnreadable: [
    'dbPassword: 已保存的密码无法解密（密钥已更换？），请重新输入',
    'dbPassword: the stored password cannot be decrypted (was the key changed?); enter it again',
  ],
  connectionOk: ['数据库连接成功', 'Connected to the database'],
  connectionFailed: ['数据库连接失败：{reason}', 'Connection failed: {reason}'],
  connectionTimeout: [
    '数据库连接失败：{seconds} 秒内无响应',
    'Connection failed: no answer within {seconds} s',
  ],
  connectionFileMissing: [
    'dbName: SQLite 文件不存在或不在数据目录内',
    'dbName: the SQLite file does not exist or is outside the data directory',
  ],
  connectionHostRequired: ['host: 必填', 'host is required'],
} as const satisfies Record<string, readonly [string, string]>;
