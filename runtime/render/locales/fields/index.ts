import { registerLocaleResources } from '../../../core';
import enUS from './en-US';
import zhCN from './zh-CN';

/**
 * The i18n namespace of the field widgets (`widget.*`) and the import dialog (`importer.*`). Apart
 * from the schema namespace, whose texts every list page loads: these travel only with the lazy chunks
 * that show them, which keeps the shell and list page within their bundle budget (bench/bundle.mjs).
 */
export const SCHEMA_FIELDS_NS = 'schema-fields';

// Registered on import, like the schema namespace (../index.ts).
registerLocaleResources(SCHEMA_FIELDS_NS, { 'zh-CN': zhCN, 'en-US': enUS });
