import { registerLocaleResources } from '../../../runtime/core';
import enUS from './en-US';
import zhCN from './zh-CN';

/** The i18n namespace of the record comparison. */
export const COMPARE_NS = 'recordCompare';

// Registered on import so the texts travel in the comparison's lazy chunk.
registerLocaleResources(COMPARE_NS, {
  'zh-CN': zhCN,
  'en-US': enUS,
});
