import { registerLocaleResources } from '../../../runtime/core';
import enUS from './en-US';
import zhCN from './zh-CN';

/** The i18n namespace of the monitoring pages. */
export const MONITOR_NS = 'monitor';

// Registered on import so the texts travel in the same lazy chunks as the pages that use them.
registerLocaleResources(MONITOR_NS, { 'zh-CN': zhCN, 'en-US': enUS });
