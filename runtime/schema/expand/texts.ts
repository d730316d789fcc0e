// The title a page need not write: the key its id names (`system.position.list` → `position.list.title`)
// when its own or its model's texts have it, else the model's `x-label` (its texts copied into the
// page's `i18n`, so the title reads the same wherever the page is shown, e.g. in a modal without a model).
import { LANGS, type Locales, type ModelSchema, type PageSchema, type Text } from '../types.js';

const hasKey = (texts: Locales | undefined, key: string) =>
  texts !== undefined && LANGS.every((lang) => texts[lang]?.[key] !== undefined);

/** The page's `i18n` with the texts of `text`'s key from `from` added (the page's own win). */
export function withTextsOf(
  text: Text,
  i18n: Locales | undefined,
  from: Locales | undefined,
): Locales | undefined {
  if (typeof text === 'string' || !from) return i18n;
  const key = text.$t;
  if (!hasKey(from, key) || hasKey(i18n, key)) return i18n;
  const out = { 'zh-CN': { ...i18n?.['zh-CN'] }, 'en-US': { ...i18n?.['en-US'] } };
  for (const lang of LANGS) out[lang][key] ??= from[lang][key]!;
  return out;
}

/** Page kinds titled by their model's `x-label` when nothing else titles them. */
const TITLED_BY_MODEL = new Set(['list', 'form', 'detail']);

/**
 * The title a page without one gets, and the page's `i18n` with its texts (undefined: none implied).
 *
 * @example
 * impliedTitle(shortPositionForm, positionModel); // { title: { $t: 'position.entity', default: '职务' }, i18n: {…} }
 */
export function impliedTitle(
  page: PageSchema,
  model: ModelSchema | undefined,
): { title: Text; i18n: Locales | undefined; from: '/id' | '/model' } | undefined {
  const i18n = page.i18n;
  const key = `${page.id.slice(page.id.indexOf('.') + 1)}.title`;
  if (hasKey(i18n, key) || hasKey(model?.['x-i18n'], key))
    return { title: { $t: key }, i18n: withTextsOf({ $t: key }, i18n, model?.['x-i18n']), from: '/id' };
  const label = TITLED_BY_MODEL.has(page.kind) ? model?.['x-label'] : undefined;
  if (label === undefined) return undefined;
  const title = typeof label === 'string' ? label : { ...label };
  return { title, i18n: withTextsOf(title, i18n, model?.['x-i18n']), from: '/model' };
}
