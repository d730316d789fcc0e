import { registerLocaleResources } from '../../../runtime/core';
import enUS from './en-US';
import zhCN from './zh-CN';

/** The i18n namespace of the open partner search. */
export const PARTNER_SEARCH_NS = 'partnerSearch';

// Registered on import so the texts travel in the page's own lazy chunk.
registerLocaleResources(PARTNER_SEARCH_NS, { 'zh-CN': zhCN, 'en-US': enUS });
