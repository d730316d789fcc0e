// Deleting records: soft or hard per model, one-to-many children per their relation's onDelete, a
// tree node with its subtree, and on hard deletes the other references per theirs — checked first,
// so a refusal changes nothing.
import { sql } from 'kysely';
import type { CompiledModel, FieldInfo } from './model.js';
import type { ModelRegistry } from './registry.js';
import { childRows, relationsOf } from './relations.js';
import type { Scope } from './scope.js';
import { removeRows } from './store.js';
import { refreshHasChild, subtreeOf, treeOf } from './tree.js';
import type { Tx } from './types.js';

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

/** Whether any stored row of `other` holds one of `ids` in `column` (deleted ones too: a hard delete). */
async function hasRows(other: Scope, tx: Tx, column: string, ids: readonly string[]): Promise<boolean> {
  const row = await other
    .storedRows(tx)
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
 * const { deleted, blockedBy } = await deleteRecords(Scope.of(request, model), ['id1']);
 */
export async function deleteRecords(scope: Scope, requested: readonly string[]): Promise<DeleteOutcome> {
  const { model, registry } = scope;
  const outcome = await scope.transaction(async (tx): Promise<DeleteOutcome> => {
    const tree = treeOf(model);
    const subtree = tree ? await subtreeOf(scope, tx, tree, requested) : undefined;
    const ids = subtree?.ids ?? requested;
    // No such node in a tree leaves nothing to delete; `IN ()` would be a syntax error on PostgreSQL.
    if (ids.length === 0) return { deleted: 0 };
    const relations = relationsOf(registry, model);
    const references = model.softDelete ? [] : referencing(registry, model);
    for (const relation of relations) {
      const children = scope.whole(relation.child);
      if (relation.onDelete === 'restrict' && (await childRows(children, relation, ids, tx)).length > 0)
        return { deleted: 0, blockedBy: relation.child };
    }
    for (const { model: other, field } of references) {
      const onDelete = field.def['x-ref']?.onDelete ?? 'restrict';
      if (onDelete === 'restrict' && (await hasRows(scope.whole(other), tx, field.column, ids)))
        return { deleted: 0, blockedBy: other };
    }
    const deleted = await removeRows(scope, tx, ids);
    if (deleted === 0) return { deleted };
    if (tree && subtree) await refreshHasChild(scope, tx, tree, subtree.parents);
    for (const relation of relations) {
      const { child, fk } = relation;
      // Children go with their parent, whoever deletes it.
      const children = scope.whole(child);
      if (relation.onDelete === 'cascade') {
        const rows = await childRows(children, relation, ids, tx);
        await removeRows(
          children,
          tx,
          rows.map((r) => String(r[child.pk.column])),
        );
      } else if (relation.onDelete === 'setNull') {
        await children
          .updateStored(tx)
          .set({ [fk.column]: null })
          .where(fk.column, 'in', [...ids])
          .execute();
      }
    }
    for (const { model: other, field } of references) {
      const onDelete = field.def['x-ref']?.onDelete ?? 'restrict';
      if (onDelete === 'cascade')
        await scope
          .whole(other)
          .deleteFrom(tx)
          .where(field.column, 'in', [...ids])
          .execute();
      else if (onDelete === 'setNull')
        await scope
          .whole(other)
          .updateStored(tx)
          .set({ [field.column]: null })
          .where(field.column, 'in', [...ids])
          .execute();
    }
    return { deleted };
  });
  if (outcome.deleted > 0) registry.evict(model);
  return outcome;
}
