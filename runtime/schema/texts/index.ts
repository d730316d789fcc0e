// Schema problems in both languages: every issue the schema layer makes names a text of these tables
// and its values, so the server (by Accept-Language) and the client (by its locale) show it in the
// user's language. No i18next here: the server uses these too, and runtime/schema has no dependencies.
import type { Lang } from '../types.js';
import { AJV_TEXTS, TYPE_NAMES } from './ajvTexts.js';
import { MODEL_TEXTS } from './modelTexts.js';
import { PAGE_TEXTS } from './pageTexts.js';
import type { Expected, IssueParams } from './table.js';

export type { Expected, IssueParams } from './table.js';

export const ISSUE_TEXTS = { ...AJV_TEXTS, ...MODEL_TEXTS, ...PAGE_TEXTS } as const;

export type IssueCode = keyof typeof ISSUE_TEXTS;

const OR: Record<Lang, string> = { 'en-US': ' or ', 'zh-CN': ' 或 ' };
const COMMA: Record<Lang, string> = { 'en-US': ', ', 'zh-CN': '、' };

function expectedText(lang: Lang, item: Expected): string {
  if ('type' in item) return TYPE_NAMES[item.type]?.[lang] ?? item.type;
  if ('value' in item) return item.value;
  return lang === 'zh-CN' ? `含 "${item.objectWith}" 的对象` : `an object with "${item.objectWith}"`;
}

/**
 * Alternatives as "a, b or c" ("a、b 或 c").
 *
 * @example
 * alternatives('en-US', [{ type: 'string' }, { type: 'object' }]); // 'string or object'
 */
export function alternatives(lang: Lang, items: readonly Expected[]): string {
  const words = items.map((item) => expectedText(lang, item));
  return words.length <= 1
    ? words.join('')
    : `${words.slice(0, -1).join(COMMA[lang])}${OR[lang]}${words[words.length - 1]}`;
}

/**
 * The text of an issue code in a language, placeholders filled.
 *
 * @example
 * issueText('zh-CN', 'widgetUnknown', { widget: 'Fancy' }); // '控件 "Fancy" 未注册'
 */
export function issueText(lang: Lang, code: IssueCode, params: IssueParams = {}): string {
  return ISSUE_TEXTS[code][lang].replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'object' ? alternatives(lang, value) : String(value);
  });
}
