import { registerLocaleResources } from '../../../runtime/core';
import enUS from './en-US';
import zhCN from './zh-CN';

/** The i18n namespace of the announcement pages. */
export const ANNOUNCEMENT_NS = 'announcement';

// Registered on import so the texts travel in the pages' lazy chunks.
registerLocaleResources(ANNOUNCEMENT_NS, {
  'zh-CN': zhCN,
  'en-US': enUS,
});
