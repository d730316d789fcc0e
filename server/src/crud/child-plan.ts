// What a checked write will do to one relation's children (child-check.ts builds it, store.ts runs it
// after the parent row, in the parent's transaction): rows to add or update in order, ids to delete.
import type { Relation } from './relations.js';
import type { Row } from './types.js';

export class ChildPlan {
  constructor(
    readonly relation: Relation,
    /** A row with `id` updates that child, one without adds a child. */
    readonly rows: readonly { id?: string; values: Row }[],
    readonly deletes: readonly string[],
  ) {}
}
