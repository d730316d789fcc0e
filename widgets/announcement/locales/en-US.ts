export default {
  readFlag: 'Read status',
  readFlags: { '0': 'Unread', '1': 'Read' },
  readersTitle: 'Readers: {{title}}',
  readersSummary: '{{read}} of {{total}} have read it',
  realname: 'Name',
  username: 'Username',
  readTime: 'Read at',
  previewTitle: 'Preview',
};
