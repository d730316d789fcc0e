// One-to-many relations (a property whose x-ref names a child model and its foreignKey): which
// relations a model has, and reading the live children of parents, ordered as the sub-table left them.
import { sql, type Kysely, type Transaction } from 'kysely';
import { DEL_FLAG_COLUMN, type Lang } from '../../../runtime/schema/index.js';
import type { CompiledModel, FieldInfo } from './model.js';
import { hiddenFields, withoutHidden } from './field-access.js';
import { addLabels, recordColumns, toRecord } from './records.js';
import type { DynamicDb, ModelRegistry, Row } from './registry.js';

type Tx = Kysely<DynamicDb> | Transaction<DynamicDb>;

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
 * Live child rows (record columns) of the given parents, in sub-table order.
 *
 * @example
 * const rows = await childRows(registry.dyn, relation, [caseId]);
 */
export async function childRows(db: Tx, relation: Relation, parentIds: readonly string[]): Promise<Row[]> {
  if (parentIds.length === 0) return [];
  const { child, fk, order } = relation;
  let query = db
    .selectFrom(child.table)
    .select(recordColumns(child))
    .where(fk.column, 'in', [...parentIds]);
  if (child.softDelete) query = query.where(DEL_FLAG_COLUMN, '=', 0);
  if (order) query = query.orderBy(sql.ref(order.column), 'asc');
  if (child.audit) query = query.orderBy(sql.ref('create_time'), 'asc');
  return query.orderBy(sql.ref(child.pk.column), 'asc').execute();
}

/**
 * The children of one parent as records with their labels (`<field>_dictText`).
 *
 * @example
 * const contacts = await childRecords(registry, relation, caseId, 'en-US');
 */
export async function childRecords(
  registry: ModelRegistry,
  relation: Relation,
  parentId: string,
  lang: Lang,
): Promise<Row[]> {
  const records = (await childRows(registry.dyn, relation, [parentId])).map((row) =>
    toRecord(relation.child, row),
  );
  return addLabels(registry, relation.child, records, lang);
}

/**
 * Adds each one-to-many relation's children to a record read by id (queryById).
 *
 * @example
 * await attachChildren(registry, caseModel, record, 'zh-CN', user.perms); // record.contacts = [...]
 */
export async function attachChildren(
  registry: ModelRegistry,
  model: CompiledModel,
  record: Row | undefined,
  lang: Lang,
  perms: ReadonlySet<string>,
): Promise<void> {
  if (!record) return;
  const id = String(record[model.pk.name]);
  for (const relation of relationsOf(registry, model)) {
    const children = await childRecords(registry, relation, id, lang);
    record[relation.name] = withoutHidden(children, hiddenFields(relation.child, perms));
  }
}
