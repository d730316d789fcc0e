// Properties a model guards with `x-permission`: a user without the code never receives them (lists,
// records, children, exports) and cannot set them (add, edit, import). Pages hide the same fields
// (they must declare the same code), so the server refuses what the client hides.
import type { Lang } from '../i18n/messages.js';
import { message } from '../i18n/messages.js';
import { labelOf, type CompiledModel, type FieldInfo } from './model.js';
import type { FieldError, Row } from './types.js';

const NONE: ReadonlySet<string> = new Set();
const guardedByModel = new WeakMap<CompiledModel, readonly FieldInfo[]>();

/** The properties of a model that carry x-permission (computed once per model: lists ask per request). */
function guarded(model: CompiledModel): readonly FieldInfo[] {
  let fields = guardedByModel.get(model);
  if (!fields) guardedByModel.set(model, (fields = model.fields.filter((f) => f.permission)));
  return fields;
}

/**
 * Names of the properties of `model` that a holder of `perms` may not see.
 *
 * @example
 * hiddenFields(caseModel, user.perms); // Set { 'contactPhone' } for a user without its code
 */
export function hiddenFields(model: CompiledModel, perms: ReadonlySet<string>): ReadonlySet<string> {
  let hidden: Set<string> | undefined;
  for (const field of guarded(model)) {
    if (!perms.has(field.permission!)) (hidden ??= new Set()).add(field.name);
  }
  return hidden ?? NONE;
}

/**
 * Removes hidden properties (and their `_dictText` labels) from records, in place.
 *
 * @example
 * withoutHidden(page.records, hiddenFields(model, user.perms));
 */
export function withoutHidden<T extends Row>(records: T[], hidden: ReadonlySet<string>): T[] {
  if (hidden.size === 0) return records;
  for (const record of records) {
    for (const name of hidden) {
      delete record[name];
      delete record[`${name}_dictText`];
    }
  }
  return records;
}

/**
 * One error per hidden property a write sends a value for.
 *
 * @example
 * const errors = hiddenWrites(model, body, hidden, 'en-US'); // [{ field: 'contactPhone', … }]
 */
export function hiddenWrites(
  model: CompiledModel,
  body: Row,
  hidden: ReadonlySet<string>,
  lang: Lang,
): FieldError[] {
  if (hidden.size === 0) return [];
  return [...hidden]
    .filter((name) => Object.hasOwn(body, name))
    .map((name) => {
      const field = labelOf(model, model.byName.get(name)!, lang);
      return { field: name, message: message(lang, 'fieldNoPermission', { field }) };
    });
}
