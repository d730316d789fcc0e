import { registerLocaleResources } from '../../../runtime/core';
import enUS from './en-US';
import zhCN from './zh-CN';

/** The i18n namespace of the dashboards. */
export const DASHBOARD_NS = 'dashboard';

// Registered on import so the texts travel in the same lazy chunk as the pages that use them.
registerLocaleResources(DASHBOARD_NS, { 'zh-CN': zhCN, 'en-US': enUS });
