// Checks that apply anywhere in a document: every {"$expr"} parses, every {"$t"} key has a text in
// both languages, and the document's own texts exist in both languages.
import { compileExpr, ExprError } from '../expr/index.js';
import { pointerSegment } from '../issues.js';
import { LANGS, type Locales } from '../types.js';
import type { Context } from './context.js';

function walk(
  value: unknown,
  pointer: string,
  visit: (node: Record<string, unknown>, pointer: string) => void,
) {
  if (Array.isArray(value)) {
    value.forEach((item, i) => walk(item, `${pointer}/${i}`, visit));
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const node = value as Record<string, unknown>;
  visit(node, pointer);
  for (const [key, child] of Object.entries(node)) {
    // Texts tables and widget props are data, not schema: no expressions or keys to find there.
    if (key === 'x-i18n' || key === 'i18n') continue;
    walk(child, `${pointer}/${pointerSegment(key)}`, visit);
  }
}

/**
 * Both languages define the same keys.
 *
 * @example
 * checkLocales(ctx, file, '/i18n', page.i18n);
 */
export function checkLocales(
  ctx: Context,
  file: string,
  pointer: string,
  locales: Locales | undefined,
): void {
  if (!locales) return;
  const [a, b] = LANGS;
  for (const [lang, other] of [
    [a, b],
    [b, a],
  ] as const) {
    for (const key of Object.keys(locales[lang])) {
      if (!Object.hasOwn(locales[other], key)) {
        ctx.report(file, `${pointer}/${pointerSegment(lang)}/${pointerSegment(key)}`, 'textMissing', {
          lang: other,
        });
      }
    }
  }
}

/**
 * Expressions parse; `$t` keys resolve (when the caller gave its own keys).
 *
 * @example
 * checkExpressionsAndTexts(ctx, file, page, [page.i18n]);
 */
export function checkExpressionsAndTexts(
  ctx: Context,
  file: string,
  doc: unknown,
  locales: readonly (Locales | undefined)[],
): void {
  walk(doc, '', (node, pointer) => {
    if (typeof node.$expr === 'string') {
      try {
        compileExpr(node.$expr);
      } catch (err) {
        if (!(err instanceof ExprError)) throw err;
        ctx.report(file, `${pointer}/$expr`, 'exprInvalid', { reason: err.message, pos: err.pos });
      }
    }
    if (typeof node.$t === 'string' && ctx.textKeys) {
      const key = node.$t;
      const known =
        ctx.textKeys.has(key) || locales.some((l) => l !== undefined && Object.hasOwn(l['zh-CN'], key));
      if (!known) ctx.report(file, `${pointer}/$t`, 'textKeyUnknown', { key });
    }
  });
}
