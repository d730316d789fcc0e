// Deleting records: soft or hard per model, one-to-many children per their relation's onDelete, a
// tree node with its subtree, and on hard deletes the other references per theirs — checked first,
// so a refusal changes nothing.
import { sql } from 'kysely';
import { DEL_FLAG_COLUMN } from '../../../runtime/schema/index.js';
import { formatDateTime } from '../lib/time.js';
import type { CompiledModel, FieldInfo } from './model.js';
import type { ModelRegistry, Row } from './registry.js';
import { childRows, relationsOf } from './relations.js';
import { refreshHasChild, subtreeOf, treeOf } from './tree.js';
import type { Tx } from './write.js';

/** Models whose properties reference `model` (for delete checks); one-to-many children are not here. */
function referencing(
  registry: ModelRegistry,
  model: CompiledModel,
): { model: CompiledModel; field: FieldInfo }[] {
  const children = new Set(relationsOf(registry, model).map((r) => r.fk));
  const out: { model: CompiledModel; field: FieldInfo }[] = [];
  for (const other of registry.models.values()) {
    for (const field of other.fields) {
      const ref = field.def['x-ref'];
      if (
        ref?.model === model.name &&
        field.stored &&
        !ref.valueField &&
        other !== model &&
        !children.has(field)
      )
        out.push({ model: other, field });
    }
  }
  return out;
}

export interface DeleteOutcome {
  deleted: number;
  /** Set when a restricting reference stopped the delete: the referencing model's name. */
  blockedBy?: CompiledModel;
}

/**
 * Deletes rows by id: softly (del_flag = 1) when the model has soft delete, else for good.
 *
 * @example
 * await removeRows(tx, childModel, ['c1'], 'admin');
 */
export async function removeRows(
  tx: Tx,
  model: CompiledModel,
  ids: readonly string[],
  username: string,
): Promise<number> {
  if (ids.length === 0) return 0;
  if (!model.softDelete) {
    const result = await tx
      .deleteFrom(model.table)
      .where(model.pk.column, 'in', [...ids])
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
  const set: Row = { [DEL_FLAG_COLUMN]: 1 };
  if (model.audit) Object.assign(set, { update_by: username, update_time: formatDateTime() });
  const result = await tx
    .updateTable(model.table)
    .set(set)
    .where(model.pk.column, 'in', [...ids])
    .where(DEL_FLAG_COLUMN, '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

async function hasRows(tx: Tx, table: string, column: string, ids: readonly string[]): Promise<boolean> {
  const row = await tx
    .selectFrom(table)
    .select(sql<number>`1`.as('one'))
    .where(column, 'in', [...ids])
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Deletes rows by id: soft (del_flag = 1) when the model says so. One-to-many children follow their
 * relation's onDelete (cascade by default: deleted with the parent, softly when their model has soft
 * delete; setNull unlinks them; restrict refuses while live children exist). On a hard delete, other
 * references are honoured too (cascade deletes, setNull clears, anything else refuses). Nothing is
 * changed when something refuses.
 *
 * @example
 * const { deleted, blockedBy } = await deleteRecords(registry, model, ['id1'], 'admin');
 */
export async function deleteRecords(
  registry: ModelRegistry,
  model: CompiledModel,
  requested: readonly string[],
  username: string,
): Promise<DeleteOutcome> {
  return registry.dyn.transaction().execute(async (tx) => {
    const tree = treeOf(model);
    const subtree = tree ? await subtreeOf(tx, model, tree, requested) : undefined;
    const ids = subtree?.ids ?? requested;
    const relations = relationsOf(registry, model);
    const references = model.softDelete ? [] : referencing(registry, model);
    for (const relation of relations) {
      if (relation.onDelete === 'restrict' && (await childRows(tx, relation, ids)).length > 0)
        return { deleted: 0, blockedBy: relation.child };
    }
    for (const { model: other, field } of references) {
      const onDelete = field.def['x-ref']?.onDelete ?? 'restrict';
      if (onDelete === 'restrict' && (await hasRows(tx, other.table, field.column, ids)))
        return { deleted: 0, blockedBy: other };
    }
    const deleted = await removeRows(tx, model, ids, username);
    if (deleted === 0) return { deleted };
    if (tree && subtree) await refreshHasChild(tx, model, tree, subtree.parents);
    for (const relation of relations) {
      const { child, fk } = relation;
      if (relation.onDelete === 'cascade') {
        const rows = await childRows(tx, relation, ids);
        await removeRows(
          tx,
          child,
          rows.map((r) => String(r[child.pk.column])),
          username,
        );
      } else if (relation.onDelete === 'setNull') {
        await tx
          .updateTable(child.table)
          .set({ [fk.column]: null })
          .where(fk.column, 'in', [...ids])
          .execute();
      }
    }
    for (const { model: other, field } of references) {
      const onDelete = field.def['x-ref']?.onDelete ?? 'restrict';
      if (onDelete === 'cascade')
        await tx
          .deleteFrom(other.table)
          .where(field.column, 'in', [...ids])
          .execute();
      else if (onDelete === 'setNull')
        await tx
          .updateTable(other.table)
          .set({ [field.column]: null })
          .where(field.column, 'in', [...ids])
          .execute();
    }
    return { deleted };
  });
}
