export default {
  readFlag: '阅读状态',
  readFlags: { '0': '未读', '1': '已读' },
  readersTitle: '阅读情况：{{title}}',
  readersSummary: '已读 {{read}} / 共 {{total}} 人',
  realname: '姓名',
  username: '账号',
  readTime: '阅读时间',
  previewTitle: '预览',
};
