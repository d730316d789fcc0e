// The table changes a model save would make that could lose data: a stored column the model no longer
// uses, a type narrowed (number -> integer, string -> number…) or a maxLength lowered. Columns are never
// dropped or retyped (crud/sync.ts); such a save is refused until the caller confirms these fields.
import { compileModel, type CompiledModel, type FieldInfo } from '../crud/model.js';
import { columnTypeOf } from '../crud/column-types.js';
import type { ModelSchema } from '../../../runtime/schema/index.js';

export type DataLossKind = 'removed' | 'typeNarrowed' | 'maxLengthLowered';

export interface DataLoss {
  /** The property of the model as it is stored now. */
  field: string;
  column: string;
  change: DataLossKind;
  /** What the column's values are now and what the new model says (types or lengths). */
  from: string;
  to: string;
}

// Type changes that keep every value: anything that fits the old type fits the new one.
const WIDENING = new Set(['integer>number', 'boolean>integer', 'boolean>number']);

function typeOf(field: FieldInfo): string {
  return String(field.def.type ?? 'string');
}

/**
 * What saving `next` over `previous` could lose, field by field (nothing for a new model).
 *
 * @example
 * dataLossOf(oldModel, nextSchema); // [{ field: 'isbn', change: 'removed', … }]
 */
export function dataLossOf(previous: CompiledModel | undefined, next: ModelSchema, path: string): DataLoss[] {
  if (!previous) return [];
  const after = compileModel(next, path);
  if (after.table !== previous.table) return [];
  const byColumn = new Map(after.fields.filter((f) => f.stored).map((f) => [f.column, f]));
  const out: DataLoss[] = [];
  for (const before of previous.fields) {
    if (!before.stored || before === previous.pk) continue;
    const now = byColumn.get(before.column);
    const base = { field: before.name, column: before.column };
    if (!now) {
      out.push({ ...base, change: 'removed', from: typeOf(before), to: '' });
      continue;
    }
    const [from, to] = [typeOf(before), typeOf(now)];
    if (from !== to && to !== 'string' && !WIDENING.has(`${from}>${to}`)) {
      out.push({ ...base, change: 'typeNarrowed', from, to });
      continue;
    }
    const [oldLength, newLength] = [columnTypeOf(before).length, columnTypeOf(now).length];
    if (to === 'string' && newLength !== undefined && (oldLength === undefined || newLength < oldLength))
      out.push({
        ...base,
        change: 'maxLengthLowered',
        from: String(oldLength ?? '∞'),
        to: String(newLength),
      });
  }
  return out;
}

/**
 * The losses the caller has not confirmed by naming their fields.
 *
 * @example
 * unconfirmed(losses, ['isbn']); // the others
 */
export function unconfirmed(
  losses: readonly DataLoss[],
  confirmed: readonly string[] | undefined,
): DataLoss[] {
  const named = new Set(confirmed ?? []);
  return losses.filter((loss) => !named.has(loss.field));
}
