// `x-copyFrom`: read-only properties the server copies from the row a reference points at, on every add
// and on every edit that sends the reference (e.g. a project's orgCode from its partner). The copy is
// the server's, never the client's (check-shape.ts drops read-only values), so a data rule on it
// cannot be widened by a forged body. Runs after the reference passed its existence check.
import type { Scope } from './scope.js';
import type { Row } from './types.js';

/**
 * Sets each `x-copyFrom` property of `values` from its referenced row (null when the reference is
 * cleared or the row has none).
 *
 * @example
 * await copyFromReferences(scope, values, current); // values.orgCode = the partner's orgCode
 */
export async function copyFromReferences(scope: Scope, values: Row, current: Row | undefined): Promise<void> {
  const { model, registry } = scope;
  for (const field of model.fields) {
    const copy = field.def['x-copyFrom'];
    if (!copy) continue;
    // An edit that leaves the reference alone keeps the stored copy.
    if (current !== undefined && !Object.hasOwn(values, copy.ref)) continue;
    const refField = model.byName.get(copy.ref);
    const ref = refField?.def['x-ref'];
    const target = ref ? registry.models.get(ref.model) : undefined;
    const source = target?.byName.get(copy.field);
    if (!refField || !ref || !target || !source) continue;
    const key = ref.valueField ? target.byName.get(ref.valueField)! : target.pk;
    const value = values[copy.ref];
    if (value === null || value === undefined || value === '') {
      values[field.name] = null;
      continue;
    }
    const row = await scope
      .whole(target)
      .select()
      .select(source.column)
      .where(key.column, '=', value)
      .executeTakeFirst();
    values[field.name] = (row?.[source.column] as unknown) ?? null;
  }
}
