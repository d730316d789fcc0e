export default {
  appName: '支持中心',
  welcome: '欢迎进入 {{name}}',
  home: '首页',
  logout: '退出登录',
  logoutTitle: '提示',
  logoutContent: '真的要注销登录吗 ?',
  ok: '确定',
  cancel: '取消',
  copyright: 'Copyright © 2025 支持中心 版权所有',
  menu: '菜单',
};
