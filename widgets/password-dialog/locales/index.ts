import { registerLocaleResources } from '../../../runtime/core';
import enUS from './en-US';
import zhCN from './zh-CN';

/** The i18n namespace of the password dialog. */
export const PASSWORD_NS = 'passwordDialog';

registerLocaleResources(PASSWORD_NS, { 'zh-CN': zhCN, 'en-US': enUS });
