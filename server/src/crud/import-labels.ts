// Import errors speak of columns, as the importer sees them in the template and the export: the
// shared field checks (check-shape, check-values, scope) name a field by its property name, which
// means nothing to someone holding a spreadsheet. Every field message begins with the field
// ('{field}: 必填', '{field} is required'; tests/server/import-labels.test.ts keeps that true), so
// the name at its start is swapped for the column's label in the request's language.
import type { Lang } from '../i18n/messages.js';
import { labelOf, type CompiledModel } from './model.js';
import type { FieldError } from './types.js';

/**
 * The error's message with its leading field name replaced by the column label.
 *
 * @example
 * labelledMessage(position, { field: 'postRank', message: 'postRank: 不是字典…' }, 'zh-CN'); // '职级: 不是字典…'
 */
export function labelledMessage(model: CompiledModel, error: FieldError, lang: Lang): string {
  const field = model.byName.get(error.field);
  const rest = error.message.slice(error.field.length);
  // The name must stand alone: 'code: …' is the field code, 'codes …' is not.
  if (!field || !error.message.startsWith(error.field) || !/^[:\s]/.test(rest)) return error.message;
  return labelOf(model, field, lang) + rest;
}
