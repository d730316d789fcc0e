import { registerLocaleResources } from '../../../runtime/core';
import enUS from './en-US';
import zhCN from './zh-CN';

/**
 * The i18n namespace of the sign-in flows other than the password form: phone sign-in, register, its
 * result and the password reset. Apart from `auth` so the login route does not carry their texts.
 */
export const AUTH_FLOWS_NS = 'authFlows';

// Registered on import so the texts travel in the same lazy chunk as the pages that use them.
registerLocaleResources(AUTH_FLOWS_NS, { 'zh-CN': zhCN, 'en-US': enUS });
