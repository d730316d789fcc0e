// Messages of announcements and the notification endpoints, spread into messages.ts. The Chinese texts
// the contract quotes (“添加成功！”, “该系统通知发布成功”, “全部已读”…) are kept word for word.

export const ANNOUNCEMENT_MESSAGES = {
  anntAdded: ['添加成功！', 'Added successfully!'],
  anntEdited: ['编辑成功!', 'Saved successfully!'],
  anntDeleted: ['删除成功!', 'Deleted successfully!'],
  anntBatchDeleted: ['批量删除成功!', 'Deleted successfully!'],
  anntNotFound: ['未找到对应实体', 'No such announcement'],
  anntReleased: ['该系统通知发布成功', 'The announcement has been published'],
  anntRevoked: ['该系统通知撤销成功', 'The announcement has been revoked'],
  anntReadAll: ['全部已读', 'All marked as read'],
  anntMarkedRead: ['操作成功', 'Marked as read'],
  anntPublishedNoEdit: [
    '已发布的通知不能编辑，请先撤销',
    'A published announcement cannot be edited; revoke it first',
  ],
  anntAlreadyPublished: ['该系统通知已发布', 'The announcement is already published'],
  anntNotPublished: ['只有已发布的通知可以撤销', 'Only a published announcement can be revoked'],
  anntNoRecipients: ['没有可发送的接收人', 'The announcement has no recipients'],
  anntSortColumn: [
    '请注意，将要排序的列字段不存在：{column}',
    'column: the sort column does not exist: {column}',
  ],
  anntUnknownIds: ['{field}: 包含不存在的记录：{ids}', '{field} contains unknown ids: {ids}'],
  anntTooManySelections: [
    'selections: 一次最多导出{limit}条',
    'selections: at most {limit} announcements per export',
  ],
  anntSynced: ['同步成功', 'Notification sent again'],
  anntSyncNotPublished: [
    'anntId: 只有已发布的通知可以同步',
    'anntId: only a published announcement can be sent again',
  ],
  anntPageSender: ['发布人', 'Published by'],
  anntPageTime: ['发布时间', 'Published at'],
  anntEndBeforeStart: ['endTime: 结束时间不能早于开始时间', 'endTime must not be before startTime'],
} as const satisfies Record<string, readonly [string, string]>;
