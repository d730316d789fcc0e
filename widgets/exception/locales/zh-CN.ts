export default {
  403: '抱歉，你无权访问该页面',
  404: '抱歉，你访问的页面不存在',
  500: '抱歉，服务器出错了',
  backHome: '返回首页',
  notAvailable: '页面暂未开放：{{name}}',
  notAvailableHint: '该菜单已配置，但对应的页面尚未上线。',
};
