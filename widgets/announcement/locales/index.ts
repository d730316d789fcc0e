import { registerLocaleResources } from '../../../runtime/core';
import enUS from './en-US';
import zhCN from './zh-CN';
import editorEnUS from './editor.en-US';
import editorZhCN from './editor.zh-CN';
import formEnUS from './form.en-US';
import formZhCN from './form.zh-CN';

/** The i18n namespace of the announcement pages. */
export const ANNOUNCEMENT_NS = 'announcement';

// Registered on import so the texts travel in the pages' lazy chunks.
registerLocaleResources(ANNOUNCEMENT_NS, {
  'zh-CN': { ...zhCN, form: formZhCN, editor: editorZhCN },
  'en-US': { ...enUS, form: formEnUS, editor: editorEnUS },
});
