// Runs list queries: conditions → SQL with bound values and schema-checked identifiers, the page
// object of api-contract §2.2, and batched reads for exports.
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { DEL_FLAG_COLUMN } from '../../../runtime/schema/index.js';
import type { Dialect } from '../db/connect.js';
import { countCacheOf } from './count-cache.js';
import type { CompiledModel } from './model.js';
import type { Condition, ListQuery, SortKey } from './query.js';
import { templated, slotted, type Slotted } from './query-templates.js';
import { recordColumns, recordsFromValues, toRecord } from './records.js';
import type { ModelRegistry, Row } from './registry.js';

export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

function conditionSql(cond: Condition, dialect: Dialect): RawBuilder<SqlBool> {
  if ('any' in cond) {
    return sql<SqlBool>`(${sql.join(
      cond.any.map((c) => conditionSql(c, dialect)),
      sql` or `,
    )})`;
  }
  const ref = sql.ref(cond.column);
  switch (cond.op) {
    case 'like':
      // PostgreSQL's LIKE is case-sensitive, SQLite's is not for ASCII; ILIKE gives both the same result.
      return dialect === 'postgres'
        ? sql<SqlBool>`${ref} ilike ${cond.value} escape '\\'`
        : sql<SqlBool>`${ref} like ${cond.value} escape '\\'`;
    case 'in': {
      const values = cond.value as unknown[];
      if (values.length === 0) return sql<SqlBool>`1 = 0`;
      return sql<SqlBool>`${ref} in (${sql.join(values)})`;
    }
    default:
      // The operator is one of a fixed set (query.ts), never request text.
      return sql<SqlBool>`${ref} ${sql.raw(cond.op)} ${cond.value}`;
  }
}

/**
 * The WHERE expression of a list query (soft-deleted rows excluded), or undefined for none.
 *
 * @example
 * select.where(whereOf(model, query, 'sqlite')!);
 */
export function whereOf(
  model: CompiledModel,
  query: Pick<ListQuery, 'conditions' | 'superQuery'>,
  dialect: Dialect,
  extra: Expression<SqlBool>[] = [],
): RawBuilder<SqlBool> | undefined {
  const parts: Expression<SqlBool>[] = [...extra];
  if (model.softDelete) parts.push(sql<SqlBool>`${sql.ref(DEL_FLAG_COLUMN)} = 0`);
  parts.push(...query.conditions.map((c) => conditionSql(c, dialect)));
  const sup = query.superQuery;
  if (sup) {
    const joiner = sup.match === 'or' ? sql` or ` : sql` and `;
    parts.push(
      sql<SqlBool>`(${sql.join(
        sup.conditions.map((c) => conditionSql(c, dialect)),
        joiner,
      )})`,
    );
  }
  if (parts.length === 0) return undefined;
  return sql<SqlBool>`${sql.join(parts, sql` and `)}`;
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
async function countRows(registry: ModelRegistry, model: CompiledModel, query: Slotted): Promise<number> {
  const key = `${query.key}\u0000${JSON.stringify(query.values)}`;
  return countCacheOf(registry).total(model.table, key, async () => {
    const compiled = templated(model, `count\u0000${query.key}`, query, () => {
      const where = whereOf(model, query.filters, registry.dialect);
      const count = registry.dyn.selectFrom(model.table).select(sql<number | string>`count(*)`.as('n'));
      return (where ? count.where(where) : count).compile();
    });
    const [row] = await registry.readArrays(compiled);
    return Number(row?.[0] ?? 0);
  });
}

/** Offsets from which a page is read in two steps (below: one query). */
export const DEFERRED_OFFSET = 1000;

/**
 * The records of one page in sort order, read as value arrays (db/array-reader.ts) with SQL compiled
 * once per shape (query-templates.ts). A deep page first finds its primary keys, which an index on
 * (filter…, sort column, primary key, del_flag) answers from the index alone, then reads only those
 * rows: PostgreSQL would otherwise fetch every skipped row from the table (page 10,000 of a million:
 * ~1 s), SQLite already defers those reads.
 */
async function pageRecords(
  registry: ModelRegistry,
  model: CompiledModel,
  query: Slotted,
  sort: readonly SortKey[],
  limit: number,
  offset: number,
): Promise<Row[]> {
  const keys = ordered(model, sort);
  const columns = recordColumns(model);
  const pk = model.pk.column;
  const deferred = offset >= DEFERRED_OFFSET;
  const limitSlot = query.slot(limit);
  const offsetSlot = query.slot(offset);
  const page = templated(
    model,
    `page\u0000${deferred}\u0000${query.key}\u0000${JSON.stringify(keys)}`,
    query,
    () => {
      const where = whereOf(model, query.filters, registry.dialect);
      let select = registry.dyn.selectFrom(model.table).select(deferred ? [pk] : columns);
      if (where) select = select.where(where);
      for (const key of keys) select = select.orderBy(sql.ref(key.column), key.direction);
      // The placeholders stand for numbers until the values are bound.
      return select
        .limit(limitSlot as number)
        .offset(offsetSlot as number)
        .compile();
    },
  );
  if (!deferred) return recordsFromValues(model, await registry.readArrays(page));
  const ids = (await registry.readArrays(page)).map(([id]) => id);
  if (ids.length === 0) return [];
  const rows = await registry.readArrays(
    registry.dyn.selectFrom(model.table).select(columns).where(sql.ref(pk), 'in', ids).compile(),
  );
  const at = columns.indexOf(pk);
  const byId = new Map(rows.map((row) => [String(row[at]), row]));
  // A row deleted between the two reads is left out rather than shown.
  return recordsFromValues(
    model,
    ids.flatMap((id) => {
      const row = byId.get(String(id));
      return row ? [row] : [];
    }),
  );
}

/**
 * One page of records (without labels).
 *
 * @example
 * const page = await listPage(registry, model, parseListQuery(model, request.query, t));
 */
export async function listPage(
  registry: ModelRegistry,
  model: CompiledModel,
  query: ListQuery,
): Promise<Page<Row>> {
  const filters = slotted(query);
  const total = await countRows(registry, model, filters);
  const offset = (query.pageNo - 1) * query.pageSize;
  const records =
    offset >= total ? [] : await pageRecords(registry, model, filters, query.sort, query.pageSize, offset);
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
 * for await (const batch of allRecords(registry, model, query)) write(batch);
 */
export async function* allRecords(
  registry: ModelRegistry,
  model: CompiledModel,
  query: ListQuery,
  extra: Expression<SqlBool>[] = [],
  batch = 1000,
): AsyncGenerator<Row[]> {
  const where = whereOf(model, query, registry.dialect, extra);
  for (let offset = 0; ; offset += batch) {
    let select = registry.dyn.selectFrom(model.table).select(recordColumns(model));
    if (where) select = select.where(where);
    for (const key of ordered(model, query.sort)) select = select.orderBy(sql.ref(key.column), key.direction);
    const rows = await select.limit(batch).offset(offset).execute();
    if (rows.length > 0) yield rows.map((row) => toRecord(model, row));
    if (rows.length < batch) return;
  }
}
