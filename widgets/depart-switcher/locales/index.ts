import { registerLocaleResources } from '../../../runtime/core';
import enUS from './en-US';
import zhCN from './zh-CN';

/** The i18n namespace of the department switcher. */
export const DEPART_NS = 'departSwitcher';

registerLocaleResources(DEPART_NS, { 'zh-CN': zhCN, 'en-US': enUS });
