// The write pipeline: scope → refuse hidden properties → shape (check-shape.ts) → the stored row →
// write-guarded properties unchanged (field-access.ts) → database checks (validate-write.ts) → store
// in one transaction (store.ts) → effects (caches). Each step is called from here and calls nothing
// above it, so a new step goes in this file's sequence.
import { checkShape } from './check-shape.js';
import { readRow } from './read.js';
import type { Scope } from './scope.js';
import { insertRow, updateRow } from './store.js';
import type { FieldError, Row, WriteMode } from './types.js';
import { checkAgainstDatabase } from './validate-write.js';

export type WriteOutcome = { record: Row } | { errors: FieldError[] } | { notFound: true };

/**
 * A model's own step of a checked write, run after the database checks and before the store: it may
 * refuse the write (cross-field rules the schema cannot say) and may set server-owned properties derived
 * from the others (`values` is stored as it leaves). `current` is the stored row of an edit (columns).
 */
export type WritePrepare = (values: Row, current: Row | undefined) => FieldError[] | Promise<FieldError[]>;

/**
 * Inserts a record in its own transaction. Serial numbers and tree codes come from counters taken in
 * that transaction (serial.ts, fill-counter.ts), so concurrent adds never draw the same one.
 *
 * @example
 * const record = await insertRecord(scope, { title: '…' });
 */
export function insertRecord(scope: Scope, values: Row): Promise<Row> {
  return scope.transaction((tx) => insertRow(scope, tx, values));
}

/**
 * Inserts many checked records in one transaction (all or nothing).
 *
 * @example
 * await insertMany(scope, rows);
 */
export async function insertMany(scope: Scope, rows: readonly Row[]): Promise<number> {
  await scope.transaction(async (tx) => {
    for (const values of rows) await insertRow(scope, tx, values);
  });
  if (rows.length > 0) scope.registry.evict(scope.model);
  return rows.length;
}

/**
 * Checks a body as an add or an edit and stores it. A concurrent write that wins the race between the
 * uniqueness check and the store throws the database's unique violation (`isUniqueViolation`).
 *
 * @example
 * const outcome = await writeRecord(Scope.of(request, model), request.body, 'add');
 * if ('errors' in outcome) return sendFieldErrors(reply, outcome.errors);
 */
export async function writeRecord(
  scope: Scope,
  body: Row,
  mode: WriteMode,
  prepare?: WritePrepare,
): Promise<WriteOutcome> {
  const { model } = scope;
  const forbidden = scope.refuseHidden(body);
  if (forbidden.length > 0) return { errors: forbidden };
  const { values, errors } = checkShape(model, body, mode, scope.lang);
  if (errors.length > 0) return { errors };
  const id = mode === 'edit' ? String(values[model.pk.name]) : undefined;
  const current = id === undefined ? undefined : await readRow(scope, id);
  if (current === null) return { notFound: true };
  delete values[model.pk.name];
  const guarded = scope.refuseUnwritable(values, current);
  if (guarded.length > 0) return { errors: guarded };
  const dbErrors = await checkAgainstDatabase(scope, values, current);
  if (dbErrors.length > 0) return { errors: dbErrors };
  const ownErrors = prepare ? await prepare(values, current) : [];
  if (ownErrors.length > 0) return { errors: ownErrors };
  const record =
    id === undefined
      ? await insertRecord(scope, values)
      : await scope.transaction((tx) => updateRow(scope, tx, id, values));
  if (!record) return { notFound: true };
  scope.registry.evict(model);
  return { record };
}
