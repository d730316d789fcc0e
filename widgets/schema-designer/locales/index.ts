import { registerLocaleResources } from '../../../runtime/core';
import enUS from './en-US';
import zhCN from './zh-CN';

/** The i18n namespace of the schema designer. */
export const DESIGNER_NS = 'schemaDesigner';

// Registered on import so the texts travel in the designer's lazy chunk.
registerLocaleResources(DESIGNER_NS, { 'zh-CN': zhCN, 'en-US': enUS });
