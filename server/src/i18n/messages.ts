// The server's own messages in both languages, in one place. Chinese texts are the contract's (they are
// what JeecgBoot clients match on, e.g. 'Token失效'); English texts are translations.

import { ACCESS_MESSAGES } from './messages-access.js';
import { ANNOUNCEMENT_MESSAGES } from './messages-announcement.js';
import { CRUD_MESSAGES } from './messages-crud.js';
import { DICT_MESSAGES } from './messages-dict.js';
import { ONLINE_MESSAGES } from './messages-online.js';
import { ROLE_MESSAGES } from './messages-roles.js';
import { SESSION_MESSAGES } from './messages-session.js';
import { USER_MESSAGES } from './messages-users.js';
import { DEPART_MESSAGES } from './messages-departs.js';
import { MESSAGE_MESSAGES } from './messages-message.js';
import { SYSTEM_OPS_MESSAGES } from './messages-system-ops.js';
import { LOG_MESSAGES } from './messages-logs.js';
import { QUARTZ_MESSAGES } from './messages-quartz.js';
import { REPORT_MESSAGES } from './messages-report.js';
import { PARTNER_MESSAGES } from './messages-partner.js';
import { CERTIFICATE_MESSAGES } from './messages-certificate.js';
import { FILE_MESSAGES } from './messages-files.js';
import { MONITOR_MESSAGES } from './messages-monitor.js';
import { THIRD_MESSAGES } from './messages-third.js';

export type Lang = 'zh-CN' | 'en-US';

const MESSAGES = {
  loginOk: ['登录成功', 'Login successful'],
  badCredentials: ['用户名或密码错误', 'Incorrect username or password'],
  loginPairLocked: [
    '该账号在此地址连续输错密码，已暂停登录10分钟',
    'Sign-in to this account from this address paused for 10 minutes after repeated wrong passwords',
  ],
  accountLocked: [
    '账号已被锁定，请10分钟后再试',
    'Account locked after 5 failed logins; try again in 10 minutes',
  ],
  userFrozen: ['该用户已冻结', 'This account is frozen'],
  tooManyAttempts: ['登录尝试过于频繁，请稍后再试', 'Too many login attempts; please try again later'],
  logoutOk: ['退出登录成功！', 'Logged out successfully!'],
  logoutFailed: ['退出登录失败！', 'Logout failed!'],
  tokenUnknown: ['Token无效!', 'Invalid token!'],
  tokenExpired: ['Token失效，请重新登录!', 'Token expired, please log in again!'],
  noPermission: ['没有权限，请联系管理员授权', 'No permission; please ask an administrator for access'],
  notFound: ['路径不存在，请检查路径是否正确', 'Path not found; please check the path'],
  internalError: ['操作失败，服务器内部错误', 'Operation failed: internal server error'],
  ownPasswordOnly: ['只允许修改自己的密码！', 'You may only change your own password!'],
  oldPasswordWrong: ['旧密码输入错误!', 'The old password is incorrect!'],
  passwordMismatch: ['两次输入密码不一致!', 'The two passwords entered do not match!'],
  passwordTooShort: ['新密码至少需要8个字符!', 'The new password must have at least 8 characters!'],
  passwordSameAsOld: ['新密码不能与旧密码相同!', 'The new password must differ from the old one!'],
  passwordChanged: ['密码重置成功!', 'Password changed successfully!'],
  dictCodeInvalid: ['字典Code格式不正确！', 'Invalid dictionary code format!'],
  departNotOwn: ['orgCode: 不是当前用户所属的部门', 'orgCode: not one of your departments'],
  departOwnOnly: ['username: 只允许切换自己的部门', 'username: you may only switch your own department'],
  fieldRequired: ['{field}: 必填', '{field} is required'],
  fieldType: ['{field}: 类型不正确', '{field} has the wrong type'],
  fieldTooShort: ['{field}: 长度不能少于{limit}', '{field} must have at least {limit} characters'],
  fieldTooLong: ['{field}: 长度不能超过{limit}', '{field} must have at most {limit} characters'],
  fieldPattern: ['{field}: 格式不正确', '{field} has an invalid format'],
  fieldInvalid: ['{field}: 值无效', '{field} is invalid'],
  fieldNotNumber: ['{field}: 必须是数字', '{field} must be a number'],
  fieldMinimum: ['{field}: 不能小于{limit}', '{field} must be at least {limit}'],
  fieldMaximum: ['{field}: 不能大于{limit}', '{field} must be at most {limit}'],
  fieldNoPermission: ['{field}: 没有修改此字段的权限', '{field} may not be set without its permission'],
  fieldNul: ['{field}: 不能包含空字符', '{field} must not contain NUL characters'],
  htmlTooDeep: [
    '{field}: HTML 嵌套层级过深（最多 {limit} 层）',
    '{field}: HTML is nested too deeply (at most {limit} levels)',
  ],
  htmlTooManyTags: [
    '{field}: HTML 标签过多（最多 {limit} 个）',
    '{field}: HTML has too many tags (at most {limit})',
  ],
  ...SESSION_MESSAGES,
  ...ANNOUNCEMENT_MESSAGES,
  ...CRUD_MESSAGES,
  ...DICT_MESSAGES,
  ...ONLINE_MESSAGES,
  ...ACCESS_MESSAGES,
  ...ROLE_MESSAGES,
  ...USER_MESSAGES,
  ...DEPART_MESSAGES,
  ...MESSAGE_MESSAGES,
  ...SYSTEM_OPS_MESSAGES,
  ...LOG_MESSAGES,
  ...QUARTZ_MESSAGES,
  ...REPORT_MESSAGES,
  ...PARTNER_MESSAGES,
  ...CERTIFICATE_MESSAGES,
  ...FILE_MESSAGES,
  ...MONITOR_MESSAGES,
  ...THIRD_MESSAGES,
} as const satisfies Record<string, readonly [string, string]>;

export type MessageKey = keyof typeof MESSAGES;

/** Every message key, for tests that hold the texts to a rule (import-labels: `{field}` comes first). */
export const MESSAGE_KEYS = Object.keys(MESSAGES) as MessageKey[];

/** en-US when Accept-Language starts with `en`, else zh-CN (the product's default language). */
export function pickLang(acceptLanguage: string | undefined): Lang {
  return acceptLanguage?.trim().toLowerCase().startsWith('en') ? 'en-US' : 'zh-CN';
}

/** The text of `key` in `lang`, with `{name}` placeholders filled from `params`. */
export function message(lang: Lang, key: MessageKey, params: Record<string, string | number> = {}): string {
  const text = MESSAGES[key][lang === 'en-US' ? 1 : 0];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The Chinese text, for stored data such as login-log rows. */
export function zh(key: MessageKey, params?: Record<string, string | number>): string {
  return message('zh-CN', key, params);
}
