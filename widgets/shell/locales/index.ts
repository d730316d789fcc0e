import { registerLocaleResources } from '../../../runtime/core';
import enUS from './en-US';
import zhCN from './zh-CN';

/** The i18n namespace of the console shell. */
export const SHELL_NS = 'shell';

// Registered on import so the texts travel in the same lazy chunk as the layout.
registerLocaleResources(SHELL_NS, { 'zh-CN': zhCN, 'en-US': enUS });
