export default {
  title: '部门选择',
  switchTitle: '切换部门（当前部门：{{name}}）',
  depart: '部门',
  placeholder: '请选择部门',
  required: '请选择部门',
  noDeparts: '您尚未设置部门信息!',
  chooseAfterLogin: '您属于多个部门，请选择本次登录的当前部门',
  switched: '部门切换成功',
  ok: '确定',
  cancel: '取消',
};
