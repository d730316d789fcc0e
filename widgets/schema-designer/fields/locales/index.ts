import { registerLocaleResources } from '../../../../runtime/core';
import enUS from './en-US';
import zhCN from './zh-CN';

/** The i18n namespace of the designer's fields builder. */
export const FIELDS_NS = 'schemaDesignerFields';

// Registered on import so the texts travel in the designer's lazy chunk.
registerLocaleResources(FIELDS_NS, { 'zh-CN': zhCN, 'en-US': enUS });
