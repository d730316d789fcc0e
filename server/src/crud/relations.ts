// One-to-many relations (a property whose x-ref names a child model and its foreignKey): which
// relations a model has, and reading the live children of parents, ordered as the sub-table left them.
import { sql } from 'kysely';
import { addLabels } from './labels.js';
import type { CompiledModel, FieldInfo } from './model.js';
import { recordColumns, toRecord } from './records.js';
import type { ModelRegistry } from './registry.js';
import type { Scope } from './scope.js';
import type { Row, Tx } from './types.js';

export interface Relation {
  /** The parent's property (`contacts`); its value is the list of child records. */
  name: string;
  field: FieldInfo;
  child: CompiledModel;
  /** The child's property holding the parent's key. */
  fk: FieldInfo;
  /** The child's integer property the server fills with the row order. */
  order?: FieldInfo;
  onDelete: 'restrict' | 'cascade' | 'setNull';
}

const cache = new WeakMap<CompiledModel, Relation[]>();

/**
 * The one-to-many relations of a model (validated schemas guarantee the child and its fields).
 *
 * @example
 * relationsOf(registry, caseModel).map((r) => r.name); // ['contacts']
 */
export function relationsOf(registry: ModelRegistry, model: CompiledModel): Relation[] {
  let found = cache.get(model);
  if (found) return found;
  found = [];
  for (const field of model.fields) {
    const ref = field.def['x-ref'];
    const child = ref?.foreignKey ? registry.models.get(ref.model) : undefined;
    const fk = child?.byName.get(ref!.foreignKey!);
    if (!ref || !child || !fk) continue;
    const order = ref.orderField ? child.byName.get(ref.orderField) : undefined;
    found.push({ name: field.name, field, child, fk, order, onDelete: ref.onDelete ?? 'cascade' });
  }
  cache.set(model, found);
  return found;
}

/** The relation a property is, if it is one. */
export function relationNamed(
  registry: ModelRegistry,
  model: CompiledModel,
  name: string,
): Relation | undefined {
  return relationsOf(registry, model).find((r) => r.name === name);
}

/**
 * Live child rows (record columns) of the given parents, in sub-table order. `children` is the scope on
 * the child model (`scope.child(relation.child)`, or `scope.whole(relation.child)` for checks).
 *
 * @example
 * const rows = await childRows(scope.child(relation.child), relation, [caseId]);
 */
export async function childRows(
  children: Scope,
  relation: Relation,
  parentIds: readonly string[],
  db?: Tx,
): Promise<Row[]> {
  if (parentIds.length === 0) return [];
  const { child, fk, order } = relation;
  let query = children
    .select(db)
    .select(recordColumns(child))
    .where(fk.column, 'in', [...parentIds]);
  if (order) query = query.orderBy(sql.ref(order.column), 'asc');
  if (child.audit) query = query.orderBy(sql.ref('create_time'), 'asc');
  return query.orderBy(sql.ref(child.pk.column), 'asc').execute();
}

/**
 * The children of one parent as records with their labels (`<field>_dictText`), without the properties
 * the caller may not read.
 *
 * @example
 * const contacts = await childRecords(scope, relation, caseId);
 */
export async function childRecords(parent: Scope, relation: Relation, parentId: string): Promise<Row[]> {
  const children = parent.child(relation.child);
  const records = (await childRows(children, relation, [parentId])).map((row) =>
    toRecord(relation.child, row),
  );
  return children.present(await addLabels(children, records));
}

/**
 * Adds each one-to-many relation's children to a record read by id (queryById).
 *
 * @example
 * await attachChildren(scope, record); // record.contacts = [...]
 */
export async function attachChildren(scope: Scope, record: Row | undefined): Promise<void> {
  if (!record) return;
  const id = String(record[scope.model.pk.name]);
  for (const relation of relationsOf(scope.registry, scope.model)) {
    record[relation.name] = await childRecords(scope, relation, id);
  }
}
