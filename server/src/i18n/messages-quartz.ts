// Messages of the scheduled jobs (/sys/quartzJob). Chinese texts are JeecgBoot's where it has one; the
// field errors name the field they are about, as the CRUD's messages do.

export const QUARTZ_MESSAGES = {
  quartzCronInvalid: [
    'cronExpression: 不是有效的Cron表达式（6或7段，含秒），或以后不再触发',
    'cronExpression is not a valid cron expression (6 or 7 fields, seconds first) or never fires again',
  ],
  quartzHandlerUnknown: [
    'jobClassName: 后台找不到该类名任务',
    'jobClassName names no registered job handler',
  ],
  quartzNotFound: ['{field}: 未找到对应定时任务', '{field}: scheduled job not found'],
  quartzSaved: ['创建定时任务成功', 'Scheduled job created'],
  quartzEdited: ['更新定时任务成功!', 'Scheduled job updated!'],
  quartzPaused: ['停止定时任务成功', 'Scheduled job stopped'],
  quartzResumed: ['启动定时任务成功', 'Scheduled job started'],
  quartzExecuted: ['执行成功!', 'Run finished successfully!'],
  quartzExecuteFailed: ['执行失败：{error}', 'The run failed: {error}'],
  quartzExecuteRunning: ['任务已开始执行', 'The run has started'],
} as const;
