// Deep list pages (offsets ≥ DEFERRED_OFFSET, list.ts) in two steps: the page's sort keys first, which
// an index on (filter…, sort column, primary key, del_flag) answers from the index alone, then only
// those rows. PostgreSQL would otherwise fetch every skipped row from the table (page 10,000 of a
// million: ~1 s), SQLite already defers those reads.
//
// The keys step still walks `offset` index entries. When a page of the same query was read before at
// or below this offset, it seeks to the remembered sort key of that page's first row instead
// (offset-anchors.ts) and skips only the remainder: `(sort column, primary key) <= (…)` in the order's
// direction, which both databases answer with a range of the same index. Only orders of one column
// (and the primary key that breaks ties) are anchored: all keys then go one way, and rows whose sort
// value is NULL, which no comparison admits, are all at one end of the order. Where NULLs sort after
// the anchor, the seek cannot see them; it then returns a short page and the page is read by offset.
import { sql } from 'kysely';
import type { SortKey } from './query.js';
import { templated } from './query-templates.js';
import type { Scope, ScopedSlotted } from './scope.js';

type Keys = readonly SortKey[];

/** Whether pages of this order can seek from anchors (one sort column and the primary key, one way). */
export const canAnchor = (keys: Keys): boolean =>
  keys.length <= 2 && keys.every((k) => k.direction === keys[0]!.direction);

/** The anchors' key of a query: its filters and their values (the rules among them) and its order. */
export const anchorId = (query: ScopedSlotted, keys: Keys): string =>
  `${query.key}\u0000${JSON.stringify(query.values)}\u0000${JSON.stringify(keys)}`;

/** The keys step by offset alone. */
export function byOffset(scope: Scope, query: ScopedSlotted, keys: Keys, limit: number, offset: number) {
  const limitSlot = query.slot(limit);
  const offsetSlot = query.slot(offset);
  return templated(scope.model, `keys\u0000${query.key}\u0000${JSON.stringify(keys)}`, query, () => {
    let select = scope.selectSlotted(query).select(keys.map((k) => k.column));
    for (const key of keys) select = select.orderBy(sql.ref(key.column), key.direction);
    // The placeholders stand for numbers until the values are bound.
    return select
      .limit(limitSlot as number)
      .offset(offsetSlot as number)
      .compile();
  });
}

/** The keys step from an anchor: the rows at or after its key in the order, less `skip` of them. */
export function fromAnchor(
  scope: Scope,
  query: ScopedSlotted,
  keys: Keys,
  limit: number,
  from: readonly unknown[],
  skip: number,
) {
  const limitSlot = query.slot(limit);
  const keySlots = from.map((v) => query.slot(v));
  const skipSlot = query.slot(skip);
  return templated(scope.model, `anchored\u0000${query.key}\u0000${JSON.stringify(keys)}`, query, () => {
    const columns = sql.join(keys.map((k) => sql.ref(k.column)));
    const op = sql.raw(keys[0]!.direction === 'desc' ? '<=' : '>=');
    let select = scope
      .selectSlotted(query)
      .select(keys.map((k) => k.column))
      .where(sql<boolean>`(${columns}) ${op} (${sql.join(keySlots)})`);
    for (const key of keys) select = select.orderBy(sql.ref(key.column), key.direction);
    return select
      .limit(limitSlot as number)
      .offset(skipSlot as number)
      .compile();
  });
}

/**
 * The sort keys (in `keys` order, primary key last) of the page at `offset`, in order.
 *
 * @example
 * const keyRows = await deepPageKeys(scope, scope.slotted(query), ordered(model, query.sort), 20, 199_980);
 */
export async function deepPageKeys(
  scope: Scope,
  query: ScopedSlotted,
  keys: Keys,
  limit: number,
  offset: number,
): Promise<unknown[][]> {
  const { registry, model } = scope;
  if (!canAnchor(keys)) return scope.readArrays(byOffset(scope, query, keys, limit, offset));
  // Before limit and offset join the query's values.
  const id = anchorId(query, keys);
  // Each step's template numbers its slots from the filters' values on: the next step starts there again.
  const filterValues = query.values.length;
  const generation = registry.anchors.generation(model.table);
  const anchor = registry.anchors.nearest(model.table, id, offset);
  let rows: unknown[][] | undefined;
  if (anchor) {
    rows = await scope.readArrays(fromAnchor(scope, query, keys, limit, anchor.key, offset - anchor.offset));
    // Short: the end of the rows, or NULL sort values after the anchor; the offset read is exact.
    if (rows.length < limit) rows = undefined;
  }
  query.values.length = filterValues;
  rows ??= await scope.readArrays(byOffset(scope, query, keys, limit, offset));
  const first = rows[0];
  if (first && first.every((v) => v !== null && v !== undefined))
    registry.anchors.remember(model.table, id, generation, { offset, key: first });
  return rows;
}
