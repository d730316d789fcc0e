// Checking a parent's one-to-many children with it: the body's list is checked row by row against the
// child model (errors name `<relation>[i].<field>`) and turned into a plan (rows to add, to update, to
// delete) that store.ts runs after the parent row, in its transaction. A row carrying the child key
// updates that child, a row without one adds a child, and children left out of the list are deleted.
// Properties of the child the caller may not write are refused as on the parent.
import { message } from '../i18n/messages.js';
import { ChildPlan } from './child-plan.js';
import { checkShape } from './check-shape.js';
import { childRows, type Relation } from './relations.js';
import type { Scope } from './scope.js';
import type { FieldError, Row } from './types.js';

/** The most children one relation may carry in one write. */
export const MAX_CHILDREN = 500;
// Stands in for the parent's key while an added child is validated (the real key does not exist yet).
const PENDING_PARENT = '0'.repeat(32);

/** The database checks of one child row (validate-write.ts hands in its own). */
export type RowCheck = (scope: Scope, values: Row, current: Row | undefined) => Promise<FieldError[]>;

function childError(relation: Relation, index: number, error: FieldError): FieldError {
  const path = `${relation.name}[${index}].${error.field}`;
  const text = error.message.startsWith(error.field)
    ? `${path}${error.message.slice(error.field.length)}`
    : `${path}: ${error.message}`;
  return { field: path, message: text };
}

/**
 * Checks a relation's list from a request body against the child model and the database.
 * `parentId` is the stored parent's key on edit (its children may be updated), undefined on add.
 *
 * @example
 * const { plan, errors } = await checkChildren(scope, relation, body.contacts, caseId, checkAgainstDatabase);
 */
export async function checkChildren(
  parent: Scope,
  relation: Relation,
  raw: unknown,
  parentId: string | undefined,
  checkRow: RowCheck,
): Promise<{ plan?: ChildPlan; errors: FieldError[] }> {
  const { lang } = parent;
  const children = parent.child(relation.child);
  const list = raw === null || raw === undefined || raw === '' ? [] : raw;
  if (!Array.isArray(list)) {
    return {
      errors: [{ field: relation.name, message: message(lang, 'fieldType', { field: relation.name }) }],
    };
  }
  if (list.length > MAX_CHILDREN) {
    return {
      errors: [{ field: relation.name, message: message(lang, 'crudFieldItems', { field: relation.name }) }],
    };
  }
  const { child, fk, order } = relation;
  const existing = new Map<string, Row>();
  if (parentId !== undefined) {
    for (const row of await childRows(children, relation, [parentId]))
      existing.set(String(row[child.pk.column]), row);
  }
  const errors: FieldError[] = [];
  const rows: { id?: string; values: Row }[] = [];
  const kept = new Set<string>();
  for (const [index, item] of list.entries()) {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      errors.push(
        childError(relation, index, {
          field: child.pk.name,
          message: message(lang, 'fieldType', { field: child.pk.name }),
        }),
      );
      continue;
    }
    const body: Row = { ...(item as Row) };
    const rawId = body[child.pk.name];
    const id = rawId === undefined || rawId === null || rawId === '' ? undefined : String(rawId);
    // The parent's key and the order are the server's to set.
    delete body[fk.name];
    if (order) delete body[order.name];
    const current = id === undefined ? undefined : existing.get(id);
    if (id !== undefined && (!current || kept.has(id))) {
      const field = child.pk.name;
      errors.push(
        childError(relation, index, { field, message: message(lang, 'crudRefMissing', { field }) }),
      );
      continue;
    }
    if (id === undefined) {
      delete body[child.pk.name];
      body[fk.name] = PENDING_PARENT;
    } else kept.add(id);
    const shape = checkShape(child, body, id === undefined ? 'add' : 'edit', lang);
    let rowErrors = [...children.refuseHidden(body), ...shape.errors];
    delete shape.values[fk.name];
    delete shape.values[child.pk.name];
    if (rowErrors.length === 0) rowErrors = children.refuseUnwritable(shape.values, current);
    if (rowErrors.length === 0) rowErrors = await checkRow(children, shape.values, current);
    errors.push(...rowErrors.map((e) => childError(relation, index, e)));
    rows.push({ id, values: shape.values });
  }
  const deletes = [...existing.keys()].filter((id) => !kept.has(id));
  return { plan: errors.length === 0 ? new ChildPlan(relation, rows, deletes) : undefined, errors };
}
