// Texts of a page: a schema Text resolves against the page's own texts, then its model's, then the
// texts the client defines for every schema (the implicit audit fields), in the interface language.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeLocale } from '../../core';
import {
  modelFields,
  resolveText,
  type Lang,
  type Locales,
  type ModelSchema,
  type Text,
} from '../schemaLite';
import { CLIENT_TEXTS } from '../locales';

/** Resolves a schema Text; undefined gives the fallback. */
export type TextResolver = (text: Text | undefined, fallback?: string) => string;

/**
 * A resolver for one language over the given text tables (first match wins).
 *
 * @example
 * const tx = textResolver('en-US', page.i18n, model['x-i18n']);
 * tx({ $t: 'case.title' }); // 'Title'
 */
export function textResolver(lang: Lang, ...locales: (Locales | undefined)[]): TextResolver {
  return (text, fallback = '') =>
    text === undefined ? fallback : resolveText(text, lang, ...locales, CLIENT_TEXTS);
}

/**
 * The resolver for the interface language, following language switches.
 *
 * @example
 * const tx = useSchemaText(page.i18n, model?.['x-i18n']);
 * <h1>{tx(page.title)}</h1>
 */
export function useSchemaText(...locales: (Locales | undefined)[]): TextResolver {
  const { i18n } = useTranslation();
  const lang = normalizeLocale(i18n.language);
  // The tables are part of immutable documents: their identities are a sufficient key.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => textResolver(lang, ...locales), [lang, ...locales]);
}

/**
 * A resolved text with each `{{name}}` (the locale files' i18next syntax) replaced by `values[name]`,
 * empty when absent: a title filled from the opener's params, a list summary from its rows. Plain
 * substitution, as schema texts are data (React escapes the result).
 *
 * @example
 * interpolate('已读 {{count}} / 共 {{total}} 人', { count: 1, total: 2 }); // '已读 1 / 共 2 人'
 */
export function interpolate(text: string, values: Record<string, unknown>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    String((Object.hasOwn(values, name) ? values[name] : '') ?? ''),
  );
}

/**
 * The label of a model property: its `x-label`, else its `title`, else its name.
 *
 * @example
 * fieldLabel(bizCase, 'title', tx); // '标题'
 */
export function fieldLabel(model: ModelSchema | undefined, name: string, tx: TextResolver): string {
  const field = model ? modelFields(model)[name] : undefined;
  return tx(field?.['x-label'] ?? field?.title, name);
}
