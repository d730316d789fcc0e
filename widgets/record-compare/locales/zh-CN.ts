export default {
  title: '版本对比',
  field: '字段',
  version: '版本 {{v}}',
  changed: '共 {{count}} 处不同',
  onlyChanged: '只看不同',
  pickTwo: '请选择同一条记录的两个版本进行对比',
  loading: '加载中…',
  failed: '无法加载要对比的版本',
  close: '关闭',
};
