import { registerLocaleResources } from '../../core';
import enUS from './en-US';
import zhCN from './zh-CN';

/** The i18n namespace of the schema runtime (pages rendered from schemas and their widgets). */
export const SCHEMA_NS = 'schema';

// Registered on import, so the texts travel with the first schema page that needs them.
registerLocaleResources(SCHEMA_NS, { 'zh-CN': zhCN, 'en-US': enUS });

/** Texts every schema may name with `$t` although no document defines them (the implicit audit fields). */
export const CLIENT_TEXTS = {
  'zh-CN': Object.fromEntries(Object.entries(zhCN.common).map(([k, v]) => [`common.${k}`, v])),
  'en-US': Object.fromEntries(Object.entries(enUS.common).map(([k, v]) => [`common.${k}`, v])),
};
