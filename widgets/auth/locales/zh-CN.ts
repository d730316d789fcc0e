export default {
  appName: '支持中心',
  description: '员工与合作伙伴的技术支持服务平台',
  copyright: 'Copyright © 2025 支持中心 版权所有',
  username: '请输入帐户名',
  usernameRequired: '请输入帐户名!',
  password: '请输入密码',
  passwordRequired: '请输入密码!',
  submit: '登 录',
  failed: '登录失败，请稍后再试',
};
