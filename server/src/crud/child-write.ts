// Writing a parent's one-to-many children with it: the body's list is checked row by row against the
// child model (errors name `<relation>[i].<field>`), turned into a plan (rows to add, to update, to
// delete), and the plan runs in the parent's transaction. A row carrying the child key updates that
// child, a row without one adds a child, and children left out of the list are deleted.
import type { Lang } from '../../../runtime/schema/index.js';
import { message } from '../i18n/messages.js';
import type { ModelRegistry, Row } from './registry.js';
import { childRows, type Relation } from './relations.js';
import { checkAgainstDatabase, checkShape, type FieldError } from './validate-write.js';
import { removeRows } from './delete.js';
import { insertRow, updateRow, type DependentWrite, type Tx } from './write.js';

/** The most children one relation may carry in one write. */
export const MAX_CHILDREN = 500;
// Stands in for the parent's key while an added child is validated (the real key does not exist yet).
const PENDING_PARENT = '0'.repeat(32);

/** What a checked write will do to one relation's children; write.ts runs it after the parent. */
export class ChildPlan implements DependentWrite {
  constructor(
    readonly relation: Relation,
    readonly rows: readonly { id?: string; values: Row }[],
    readonly deletes: readonly string[],
  ) {}

  writeAfter(tx: Tx, parentId: string, username: string): Promise<void> {
    return writeChildren(tx, this, parentId, username);
  }
}

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
 * const { plan, errors } = await checkChildren(registry, relation, body.contacts, caseId, 'zh-CN');
 */
export async function checkChildren(
  registry: ModelRegistry,
  relation: Relation,
  raw: unknown,
  parentId: string | undefined,
  lang: Lang,
): Promise<{ plan?: ChildPlan; errors: FieldError[] }> {
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
    for (const row of await childRows(registry.dyn, relation, [parentId]))
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
    let rowErrors = shape.errors;
    delete shape.values[fk.name];
    delete shape.values[child.pk.name];
    if (rowErrors.length === 0) {
      rowErrors = await checkAgainstDatabase(registry, child, shape.values, current, lang);
    }
    errors.push(...rowErrors.map((e) => childError(relation, index, e)));
    rows.push({ id, values: shape.values });
  }
  const deletes = [...existing.keys()].filter((id) => !kept.has(id));
  return { plan: errors.length === 0 ? new ChildPlan(relation, rows, deletes) : undefined, errors };
}

/**
 * Runs a plan for the parent `parentId` inside the parent's transaction.
 *
 * @example
 * await writeChildren(tx, plan, caseId, 'admin');
 */
export async function writeChildren(
  tx: Tx,
  plan: ChildPlan,
  parentId: string,
  username: string,
): Promise<void> {
  const { child, fk, order } = plan.relation;
  await removeRows(tx, child, plan.deletes, username);
  for (const [index, { id, values }] of plan.rows.entries()) {
    const full: Row = { ...values, [fk.name]: parentId };
    if (order) full[order.name] = index + 1;
    if (id === undefined) await insertRow(tx, child, full, username);
    else await updateRow(tx, child, id, full, username);
  }
}
