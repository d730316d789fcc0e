// Runs list queries through a scope: its rows (live, within the row rules) filtered by the request's
// conditions with bound values and schema-checked identifiers, the page object of api-contract §2.2,
// and batched reads for exports.
import { sql, type Expression, type SqlBool } from 'kysely';
import type { CompiledModel } from './model.js';
import type { ListQuery, SortKey } from './query.js';
import { learnStrides } from './anchor-strides.js';
import { deepPageKeys } from './deep-page.js';
import { templated } from './query-templates.js';
import { recordColumns, recordsFromValues, toRecord } from './records.js';
import type { Scope, ScopedSlotted } from './scope.js';
import type { Row } from './types.js';

export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

function ordered(model: CompiledModel, sort: readonly SortKey[]): SortKey[] {
  // The primary key last keeps pages stable when sort values tie. It goes the way of the last key, so
  // one index on (filter…, sort column, primary key) serves the order read forwards or backwards
  // (mixed directions would need a sort of every matching row).
  const direction = sort[sort.length - 1]?.direction ?? 'asc';
  return sort.some((s) => s.column === model.pk.column)
    ? [...sort]
    : [...sort, { column: model.pk.column, direction }];
}

/**
 * The number of rows matching the query, from the count cache when it holds a fresh one. The cache
 * key is the shape and values of the parsed filters (they fix the WHERE of a model), so a hit compiles
 * no SQL.
 */
async function countRows(scope: Scope, query: ScopedSlotted): Promise<number> {
  const { model, registry } = scope;
  const key = `${query.key}\u0000${JSON.stringify(query.values)}`;
  return registry.counts.total(model.table, key, async () => {
    const compiled = templated(model, `count\u0000${query.key}`, query, () =>
      scope
        .selectSlotted(query)
        .select(sql<number | string>`count(*)`.as('n'))
        .compile(),
    );
    const [row] = await scope.readArrays(compiled);
    return Number(row?.[0] ?? 0);
  });
}

/** Offsets from which a page is read in two steps (deep-page.ts; below: one query). */
export const DEFERRED_OFFSET = 1000;

/**
 * The records of one page in sort order, read as value arrays (db/array-reader.ts) with SQL compiled
 * once per shape (query-templates.ts); deep pages first find their keys (deep-page.ts), then read only
 * those rows.
 */
async function pageRecords(
  scope: Scope,
  query: ScopedSlotted,
  keys: readonly SortKey[],
  limit: number,
  offset: number,
): Promise<Row[]> {
  const { model } = scope;
  // A page carries the list's properties only (records.ts, `x-inList`); queryById the whole record.
  const columns = recordColumns(model, 'list');
  if (offset < DEFERRED_OFFSET) {
    const limitSlot = query.slot(limit);
    const offsetSlot = query.slot(offset);
    const page = templated(model, `page\u0000${query.key}\u0000${JSON.stringify(keys)}`, query, () => {
      let select = scope.selectSlotted(query).select(columns);
      for (const key of keys) select = select.orderBy(sql.ref(key.column), key.direction);
      // The placeholders stand for numbers until the values are bound.
      return select
        .limit(limitSlot as number)
        .offset(offsetSlot as number)
        .compile();
    });
    return recordsFromValues(model, await scope.readArrays(page), 'list');
  }
  const pk = model.pk.column;
  const at = keys.findIndex((k) => k.column === pk);
  const ids = (await deepPageKeys(scope, query, keys, limit, offset)).map((key) => key[at]);
  if (ids.length === 0) return [];
  const rows = await scope.readArrays(scope.select().select(columns).where(sql.ref(pk), 'in', ids).compile());
  const byId = new Map(rows.map((row) => [String(row[columns.indexOf(pk)]), row]));
  // A row deleted between the two reads is left out rather than shown.
  return recordsFromValues(
    model,
    ids.flatMap((id) => {
      const row = byId.get(String(id));
      return row ? [row] : [];
    }),
    'list',
  );
}

/**
 * One page of records (without labels).
 *
 * @example
 * const page = await listPage(Scope.of(request, model), parseListQuery(model, request.query, t));
 */
export async function listPage(scope: Scope, query: ListQuery): Promise<Page<Row>> {
  const filters = scope.slotted(query);
  const total = await countRows(scope, filters);
  const offset = (query.pageNo - 1) * query.pageSize;
  const keys = ordered(scope.model, query.sort);
  // Deep pages of this query, later, seek from the stride below them (anchor-strides.ts).
  learnStrides(scope, filters, keys, total);
  const records = offset >= total ? [] : await pageRecords(scope, filters, keys, query.pageSize, offset);
  return {
    records,
    total,
    size: query.pageSize,
    current: query.pageNo,
    pages: Math.ceil(total / query.pageSize),
  };
}

/**
 * Every matching record in sort order, read in batches (for exports of any size).
 *
 * @example
 * for await (const batch of allRecords(scope, query)) write(batch);
 */
export async function* allRecords(
  scope: Scope,
  query: ListQuery,
  extra: Expression<SqlBool>[] = [],
  batch = 1000,
): AsyncGenerator<Row[]> {
  const { model } = scope;
  for (let offset = 0; ; offset += batch) {
    let select = scope.select(undefined, query, extra).select(recordColumns(model));
    for (const key of ordered(model, query.sort)) select = select.orderBy(sql.ref(key.column), key.direction);
    const rows = await select.limit(batch).offset(offset).execute();
    if (rows.length > 0) yield rows.map((row) => toRecord(model, row));
    if (rows.length < batch) return;
  }
}
