import { registerLocaleResources } from '../../../runtime/core';
import enUS from './en-US';
import zhCN from './zh-CN';

/** The i18n namespace of the account center and account settings. */
export const ACCOUNT_NS = 'account';

// Registered on import so the texts travel in the same lazy chunk as the pages that use them.
registerLocaleResources(ACCOUNT_NS, { 'zh-CN': zhCN, 'en-US': enUS });
