// The database checks of one property value: dictionary membership, fixed options, reference existence
// (against every live row, whoever asks), and the model's unique keys over every stored row.
import { sql } from 'kysely';
import { message } from '../i18n/messages.js';
import type { FieldInfo } from './model.js';
import type { Scope } from './scope.js';
import type { FieldError, Row } from './types.js';

async function exists(target: Scope, column: string, value: unknown): Promise<boolean> {
  const query = target
    .select()
    .select(sql<number>`1`.as('one'))
    .where(column, '=', value);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/**
 * The errors of one stored property's value (null values and the key are not checked).
 *
 * @example
 * const errors = await checkValue(scope, priorityField, '9'); // [{ field: 'priority', … }]
 */
export async function checkValue(scope: Scope, field: FieldInfo, value: unknown): Promise<FieldError[]> {
  const { registry, lang } = scope;
  const name = field.name;
  const errors: FieldError[] = [];
  const list = Array.isArray(value) ? value : [value];
  const dict = field.def['x-dict'];
  if (dict) {
    const items = await registry.dicts.items(dict);
    if (list.some((v) => !items.has(String(v)))) {
      errors.push({ field: name, message: message(lang, 'crudDictValue', { field: name, dict }) });
    }
  }
  const options = field.def['x-options'];
  if (options && list.some((v) => !options.some((o) => o.value === v))) {
    errors.push({ field: name, message: message(lang, 'crudFieldEnum', { field: name }) });
  }
  const ref = field.def['x-ref'];
  const target = ref && !ref.through && !ref.foreignKey ? registry.models.get(ref.model) : undefined;
  if (target) {
    const key = ref?.valueField ? target.byName.get(ref.valueField)! : target.pk;
    for (const v of list) {
      if (!(await exists(scope.whole(target), key.column, v))) {
        errors.push({ field: name, message: message(lang, 'crudRefMissing', { field: name }) });
        break;
      }
    }
  }
  return errors;
}

/**
 * The unique keys a write would break. `current` is the stored row on edit (column values), so keys
 * are checked on the merged record.
 *
 * @example
 * const errors = await uniqueness(scope, { code: 'dev' }, undefined);
 */
export async function uniqueness(scope: Scope, values: Row, current: Row | undefined): Promise<FieldError[]> {
  const { model, lang } = scope;
  const errors: FieldError[] = [];
  for (const keys of model.uniqueKeys) {
    if (!keys.some((k) => Object.hasOwn(values, k))) continue;
    const fields = keys.map((k) => model.byName.get(k)!);
    const merged = fields.map((f) => (Object.hasOwn(values, f.name) ? values[f.name] : current?.[f.column]));
    if (merged.some((v) => v === null || v === undefined)) continue;
    // Deleted rows count too: the unique index covers them, and they can be restored.
    let query = scope.storedRows().select(sql<number>`1`.as('one'));
    fields.forEach((f, i) => {
      query = query.where(
        f.column,
        '=',
        Array.isArray(merged[i]) ? (merged[i] as unknown[]).join(',') : merged[i],
      );
    });
    if (current) query = query.where(model.pk.column, '!=', current[model.pk.column]);
    if ((await query.limit(1).executeTakeFirst()) !== undefined) {
      const field = keys[keys.length - 1]!;
      errors.push({ field, message: message(lang, 'crudDuplicate', { field }) });
    }
  }
  return errors;
}
