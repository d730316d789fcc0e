export default {
  403: '抱歉，你无权访问该页面',
  404: '抱歉，你访问的页面不存在',
  500: '抱歉，服务器出错了',
  backHome: '返回首页',
  notAvailable: '页面暂未开放：{{name}}',
  notAvailableHint: '该菜单已配置，但对应的页面尚未上线。',
  testHomeTitle: '测试页',
  testHomeText: '这是测试页（/test/home），用于检查控制台布局与路由是否正常，不承载任何业务功能。',
};
