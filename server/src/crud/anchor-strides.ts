// Stride anchors: the sort key every `stride` rows of a list query, learnt in the background, so that a
// deep page read for the first time seeks from the stride below it and walks at most `stride` index
// entries (deep-page.ts) instead of its whole offset (page 10,000 of a 500,000-row filter: 12–15 ms
// on SQLite, 48–61 ms on PostgreSQL under load).
//
// Any page of a query with enough rows (offset-anchors.ts `strideMinRows`) may start the walk: the
// first row's key by offset, then one seek per stride, `(sort column, primary key) <= (key)` in the
// order's direction with `limit 1 offset stride` — the same index range the deep pages read. A walk
// costs what one deep read by offset of the whole result costs, split into steps that yield to other
// requests between them. Bounds (offset-anchors.ts): one walk at a time in the process, one per table
// per `walkIntervalMs`, none again for a query while its anchors live (10 s, cleared by writes through
// the model API), at most `maxStrides` steps. It stops when the table is written (the anchors of a
// generation that changed are not kept) and at the first NULL sort value: rows with NULL sort values
// are all at one end of the order, so where they come first (SQLite ascending, PostgreSQL descending)
// no walk is made and deep pages keep the anchors of pages read.
import { anchorId, byOffset, canAnchor, fromAnchor } from './deep-page.js';
import type { SortKey } from './query.js';
import { reslotted } from './query-templates.js';
import type { Scope, ScopedSlotted } from './scope.js';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

const complete = (key: readonly unknown[] | undefined): key is unknown[] =>
  key !== undefined && key.every((v) => v !== null && v !== undefined);

async function walk(
  scope: Scope,
  query: ScopedSlotted,
  keys: readonly SortKey[],
  id: string,
  generation: number,
  stride: number,
): Promise<void> {
  const { registry, model } = scope;
  // After the page that started the walk has been answered.
  await nextTurn();
  const filterValues = query.values.length;
  const read = async (build: () => Parameters<Scope['readArrays']>[0]) => {
    query.values.length = filterValues;
    return (await scope.readArrays(build()))[0];
  };
  let key = await read(() => byOffset(scope, query, keys, 1, 0));
  for (let step = 0, offset = 0; ; step += 1, offset += stride) {
    if (!complete(key) || !registry.anchors.remember(model.table, id, generation, { offset, key })) return;
    if (step === registry.anchors.options.maxStrides) return;
    await nextTurn();
    const from = key;
    key = await read(() => fromAnchor(scope, query, keys, 1, from, stride));
  }
}

/**
 * Starts the stride walk of a list query of `total` rows in `keys` order (primary key last) unless
 * the bounds above refuse it, before the query's values get the page's limit and offset; returns at
 * once, the walk runs on later turns.
 *
 * @example
 * learnStrides(scope, filters, ordered(model, query.sort), total);
 */
export function learnStrides(
  scope: Scope,
  query: ScopedSlotted,
  keys: readonly SortKey[],
  total: number,
): void {
  const { anchors } = scope.registry;
  const stride = anchors.strideFor(total);
  if (stride === undefined || !canAnchor(keys)) return;
  const id = anchorId(query, keys);
  const generation = anchors.generation(scope.model.table);
  if (!anchors.claimWalk(scope.model.table, id, generation)) return;
  // A failed step (the database closing with the app) only leaves fewer anchors: deep pages then walk
  // from the nearest one they have, or by offset.
  walk(scope, reslotted(query), keys, id, generation, stride)
    .catch(() => undefined)
    .finally(() => anchors.endWalk());
}
