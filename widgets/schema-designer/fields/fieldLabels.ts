// A property's label in both languages, read and written the way the models carry it: a literal
// `x-label` (one text for both languages), or `{"$t": key}` looked up in the model's `x-i18n`.
import { objectOf, withKey, type JsonObject } from './json';

export type Lang = 'zh-CN' | 'en-US';
export const LANGS: readonly Lang[] = ['zh-CN', 'en-US'];

export interface Labels {
  'zh-CN': string;
  'en-US': string;
}

function keyOf(label: unknown): string | undefined {
  const key = objectOf(label)?.$t;
  return typeof key === 'string' ? key : undefined;
}

/**
 * The label's text in each language ('' where it has none).
 *
 * @example
 * labelsOf({ $t: 'position.code' }, model['x-i18n']); // { 'zh-CN': '职务编码', 'en-US': 'Code' }
 */
export function labelsOf(label: unknown, i18n: unknown): Labels {
  if (typeof label === 'string') return { 'zh-CN': label, 'en-US': label };
  const key = keyOf(label);
  const fallback = objectOf(label)?.default;
  const texts = objectOf(i18n);
  const read = (lang: Lang) => {
    const text = objectOf(texts?.[lang])?.[key ?? ''];
    if (typeof text === 'string') return text;
    return typeof fallback === 'string' ? fallback : '';
  };
  return { 'zh-CN': read('zh-CN'), 'en-US': read('en-US') };
}

/** The prefix of the model's text keys (`position` of `position.entity`), else the model's name. */
export function textPrefixOf(model: JsonObject, modelName: string): string {
  const key = keyOf(model['x-label']);
  const dot = key?.indexOf('.') ?? -1;
  return key && dot > 0 ? key.slice(0, dot) : modelName;
}

export interface LabelEdit {
  label: JsonObject | string | undefined;
  i18n: JsonObject | undefined;
}

/**
 * A property's label set to `labels`: an existing key keeps its key and gets both texts; a literal or
 * missing label stays literal when both languages say the same, else becomes the key `<prefix>.<name>`.
 *
 * @example
 * writeLabels(undefined, undefined, 'visit.place', { 'zh-CN': '地点', 'en-US': 'Place' });
 */
export function writeLabels(
  label: unknown,
  i18n: JsonObject | undefined,
  newKey: string,
  labels: Labels,
): LabelEdit {
  const existing = keyOf(label);
  if (!existing && labels['zh-CN'] === labels['en-US'])
    return { label: labels['zh-CN'] === '' ? undefined : labels['zh-CN'], i18n };
  const key = existing ?? newKey;
  let texts = i18n ?? {};
  for (const lang of LANGS) {
    const table = objectOf(texts[lang]) ?? {};
    texts = withKey(texts, lang, withKey(table, key, labels[lang]));
  }
  return { label: existing ? (label as JsonObject) : { $t: key }, i18n: texts };
}
