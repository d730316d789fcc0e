import { registerLocaleResources } from '../../../runtime/core';
import enUS from './en-US';
import zhCN from './zh-CN';

/** The i18n namespace of the menu search. */
export const MENU_SEARCH_NS = 'menuSearch';

registerLocaleResources(MENU_SEARCH_NS, { 'zh-CN': zhCN, 'en-US': enUS });
