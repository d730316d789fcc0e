import { registerLocaleResources } from '../../../runtime/core';
import enUS from './en-US';
import zhCN from './zh-CN';

/** The i18n namespace of the notification bell and its detail modal. */
export const BELL_NS = 'bell';

// Registered on import so the texts travel in the bell's lazy chunk, not in the login route.
registerLocaleResources(BELL_NS, { 'zh-CN': zhCN, 'en-US': enUS });
