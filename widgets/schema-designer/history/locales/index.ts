import { registerLocaleResources } from '../../../../runtime/core';
import enUS from './en-US';
import zhCN from './zh-CN';

/** The i18n namespace of the designer's versions, data-loss confirmation and module export/import. */
export const HISTORY_NS = 'schemaDesignerHistory';

// Registered on import so the texts travel in the designer's lazy chunk.
registerLocaleResources(HISTORY_NS, { 'zh-CN': zhCN, 'en-US': enUS });
