// Messages of the message center (templates and sending). Each names the field it is about, as the
// CRUD's messages do, so a form shows it on that field.

export const MESSAGE_MESSAGES = {
  msgSampleInvalid: [
    'templateTestJson: 必须是一个 JSON 对象，值为文本、数字或布尔值',
    'templateTestJson must be a JSON object whose values are text, numbers or booleans',
  ],
  msgSampleMissing: [
    '{field}: 变量 {names} 在模板测试JSON中没有值',
    '{field}: the sample JSON (templateTestJson) has no value for {names}',
  ],
  msgTestDataInvalid: [
    'testData: 必须是一个 JSON 对象，值为文本、数字或布尔值',
    'testData must be a JSON object whose values are text, numbers or booleans',
  ],
  msgTestDataMissing: [
    'testData: 缺少模板变量 {names}',
    'testData has no value for the template variables {names}',
  ],
  msgTemplateNotFound: ['templateCode: 模板不存在', 'templateCode: no template has this code'],
  msgTemplateType: [
    'templateType: 该类型的消息无法发送',
    'templateType: messages of this type cannot be sent',
  ],
  msgReceiverInvalid: [
    'receiver: 无法发送给 {names}（用户不存在或没有该类地址）',
    'receiver: cannot send to {names} (no such user, or no address of this kind)',
  ],
  msgReceiverTooMany: ['receiver: 最多 {limit} 个接收人', 'receiver may name at most {limit} receivers'],
  msgSendDone: [
    '发送完成：成功 {sent} 条，失败 {failed} 条',
    'Sending finished: {sent} sent, {failed} failed',
  ],
} as const satisfies Record<string, readonly [string, string]>;
