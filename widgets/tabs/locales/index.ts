import { registerLocaleResources } from '../../../runtime/core';
import enUS from './en-US';
import zhCN from './zh-CN';

/** The i18n namespace of the multi-tab bar. */
export const TABS_NS = 'tabs';

registerLocaleResources(TABS_NS, { 'zh-CN': zhCN, 'en-US': enUS });
