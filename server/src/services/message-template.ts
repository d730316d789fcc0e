// Message templates as text: the `${variable}` placeholders of a title and content, the sample or
// test data they are filled from (a flat JSON object), and the filling itself. Pure functions, so the
// save-time check and the send-time check are the same code.

/** `${name}` with an identifier inside; spaces around the name are tolerated. */
const PLACEHOLDER = /\$\{\s*([A-Za-z_][A-Za-z0-9_]{0,63})\s*\}/g;

/** Values a template may be filled with: strings, numbers and booleans only (no nesting). */
export type TemplateData = Record<string, string | number | boolean | null>;

/**
 * The distinct variable names used in the texts, in order of first use.
 *
 * @example
 * templateVariables('Hi ${name}', 'case ${caseNo} for ${name}'); // ['name', 'caseNo']
 */
export function templateVariables(...texts: readonly (string | null | undefined)[]): string[] {
  const names = new Set<string>();
  for (const text of texts) {
    for (const match of (text ?? '').matchAll(PLACEHOLDER)) names.add(match[1]!);
  }
  return [...names];
}

/**
 * Parses sample or test data: a JSON object whose values are scalars. Blank text is an empty object.
 * @returns the data, or null when the text is not such an object.
 *
 * @example
 * parseTemplateData('{"name": "张三"}'); // { name: '张三' }
 * parseTemplateData('[1]'); // null
 */
export function parseTemplateData(text: string | null | undefined): TemplateData | null {
  if (text === null || text === undefined || text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  for (const item of Object.values(value as Record<string, unknown>)) {
    if (item !== null && typeof item === 'object') return null;
  }
  return value as TemplateData;
}

/**
 * The variables of the texts that `data` does not define.
 *
 * @example
 * missingVariables({ name: 'a' }, 'Hi ${name}, ${day}'); // ['day']
 */
export function missingVariables(
  data: TemplateData,
  ...texts: readonly (string | null | undefined)[]
): string[] {
  return templateVariables(...texts).filter((name) => !Object.hasOwn(data, name));
}

/** Escapes text for an HTML body (system messages and mails are HTML; SMS is plain). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Fills the placeholders; `escape` is applied to each value (not to the template's own text).
 *
 * @example
 * fillTemplate('Hi ${name}', { name: '<b>' }, escapeHtml); // 'Hi &#60;b&#62;'
 */
export function fillTemplate(
  text: string,
  data: TemplateData,
  escape: (value: string) => string = (v) => v,
): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(data, name) ? escape(String(data[name] ?? '')) : whole,
  );
}
