// Messages of the monitoring API (/sys/monitor/*, /metrics): the Redis terminal's refusals name the
// field (`command`) and say what is allowed, as the other field errors do.

export const MONITOR_MESSAGES = {
  redisNotConfigured: ['Redis 未配置（未设置 REDIS_URL）', 'Redis is not configured (REDIS_URL is not set)'],
  redisUnreachable: ['Redis 无法连接，请稍后再试', 'Redis cannot be reached; please try again later'],
  redisCommandRefused: [
    'command: 不允许执行 {name}，终端只运行这些只读命令：{allowed}',
    'command: {name} is not allowed; the terminal runs only these read commands: {allowed}',
  ],
  redisKeyOutsidePrefix: [
    'command: 键 {key} 不在本系统的键前缀 {prefix} 之下',
    "command: key {key} is outside this deployment's key prefix {prefix}",
  ],
  redisKeyMissing: ['command: {name} 需要键名', 'command: {name} needs a key'],
  redisCommandSyntax: [
    'command: 命令为空或引号未闭合',
    'command: the command is empty or a quote is not closed',
  ],
  redisScanArgs: [
    'command: SCAN 的游标须为非负整数，COUNT 须为 1–{max} 的整数，MATCH 须以 {prefix} 开头',
    'command: SCAN takes a cursor (a whole number), COUNT 1–{max} and a MATCH pattern starting with {prefix}',
  ],
  metricsUnauthorized: [
    '需要管理员登录或有效的采集令牌（Authorization: Bearer）',
    'An administrator sign-in or a valid scrape token (Authorization: Bearer) is needed',
  ],
} as const;
