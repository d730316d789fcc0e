import { registerLocaleResources } from '../../../../runtime/core';
import enUS from './en-US';
import zhCN from './zh-CN';

/** The i18n namespace of the designer's layout builder. */
export const LAYOUT_NS = 'schemaLayout';

// Registered on import so the texts travel in the designer's lazy chunk.
registerLocaleResources(LAYOUT_NS, { 'zh-CN': zhCN, 'en-US': enUS });
