// Properties a model guards with `x-permission`: a user without the code never receives them (lists,
// records, children, exports) and cannot set them (add, edit, import). Pages hide the same fields
// (they must declare the same code), so the server refuses what the client hides. Properties guarded
// with `x-writePermission` are read by all, but set only by holders of the code: others may leave them
// at their default (add) or stored value (edit), nothing else.
import type { Lang } from '../i18n/messages.js';
import { message } from '../i18n/messages.js';
import { labelOf, type CompiledModel, type FieldInfo } from './model.js';
import { fromColumn } from './records.js';
import type { FieldError, Row } from './types.js';

const NONE: ReadonlySet<string> = new Set();
const guardedByModel = new WeakMap<CompiledModel, readonly FieldInfo[]>();
const writeGuardedByModel = new WeakMap<CompiledModel, readonly FieldInfo[]>();

/** The properties of a model that carry x-permission (computed once per model: lists ask per request). */
function guarded(model: CompiledModel): readonly FieldInfo[] {
  let fields = guardedByModel.get(model);
  if (!fields) guardedByModel.set(model, (fields = model.fields.filter((f) => f.permission)));
  return fields;
}

/**
 * Names of the properties of `model` that a holder of `perms` may read but not set (x-writePermission).
 *
 * @example
 * unwritableFields(caseModel, partner.perms); // Set { 'status', 'assignee' }
 */
export function unwritableFields(model: CompiledModel, perms: ReadonlySet<string>): ReadonlySet<string> {
  let fields = writeGuardedByModel.get(model);
  if (!fields) writeGuardedByModel.set(model, (fields = model.fields.filter((f) => f.writePermission)));
  let out: Set<string> | undefined;
  for (const field of fields) if (!perms.has(field.writePermission!)) (out ??= new Set()).add(field.name);
  return out ?? NONE;
}

const normal = (value: unknown): string => JSON.stringify(value ?? null);

/**
 * One error per property in `unwritable` that checked `values` set to anything but its default (add,
 * `current` undefined) or its stored value (edit, `current` the stored row).
 *
 * @example
 * unwritableWrites(caseModel, { status: '4' }, undefined, new Set(['status']), 'zh-CN'); // [{ field: 'status', … }]
 */
export function unwritableWrites(
  model: CompiledModel,
  values: Row,
  current: Row | undefined,
  unwritable: ReadonlySet<string>,
  lang: Lang,
): FieldError[] {
  const errors: FieldError[] = [];
  for (const name of unwritable) {
    if (!Object.hasOwn(values, name)) continue;
    const field = model.byName.get(name)!;
    const allowed = current === undefined ? field.def.default : fromColumn(field, current[field.column]);
    if (normal(values[name]) === normal(allowed)) continue;
    errors.push({
      field: name,
      message: message(lang, 'fieldNoPermission', { field: labelOf(model, field, lang) }),
    });
  }
  return errors;
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
