import type { CoreMessages } from './en-US';

/** Core texts in Chinese, the default locale. */
export const zhCN: CoreMessages = {
  http: {
    systemNotice: '系统提示',
    accessDenied: '拒绝访问',
    notFound: '很抱歉，资源未找到!',
    networkTimeout: '网络超时',
    unauthorized: '未授权，请重新登录',
    loginExpiredTitle: '登录已过期',
    loginExpiredContent: '很抱歉，登录已过期，请重新登录',
    loginAgain: '重新登录',
    requestFailed: '请求失败',
    networkError: '无法连接服务器',
  },
  permissions: {
    emptyMenu: 'getPermissionList：权限必须是非空数组！',
  },
  session: {
    loginFailed: '登录失败',
  },
};
