// A checked report definition compiled to one Kysely query over its source — a model through the
// reader's scope (live rows, data rules), or a data source's table: plain reports page over their
// columns, grouped ones GROUP BY with count/sum/avg/min/max. Every identifier is a column of the
// compiled model or a checked alias (definition.ts); values are bound.
import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Condition } from '../../crud/query.js';
import type { Filters } from '../../crud/query-templates.js';
import { addLabels } from '../../crud/labels.js';
import type { CompiledModel } from '../../crud/model.js';
import { fromColumn } from '../../crud/records.js';
import type { Scope } from '../../crud/scope.js';
import type { Row } from '../../crud/types.js';
import type { ReportAggregate, ReportDefinition } from './types.js';

/** Where a report's rows come from: the rows of `model` its reader may read, and their labels. */
export interface ReportSource {
  model: CompiledModel;
  /** Properties the reader may not see (a definition naming one is refused). */
  hidden: ReadonlySet<string>;
  // The rows' table is the model's; its static type differs between the app's and another database.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any, @typescript-eslint/no-empty-object-type
  select(filters: Filters): SelectQueryBuilder<any, any, {}>;
  /** Adds `<field>_dictText` labels (dictionaries, options, references) in place. */
  labels(records: Row[]): Promise<void>;
}

/** A report's source opened for a request, closed when the request is done with it. */
export type OpenSource = ReportSource & { close: () => Promise<void>; external?: boolean };

/**
 * A model of the registry as a report source, through the reader's scope.
 *
 * @example
 * runReport(scopeSource(Scope.of(request, caseModel)), definition, conditions, paging);
 */
export function scopeSource(scope: Scope): ReportSource {
  return {
    model: scope.model,
    hidden: scope.hidden,
    select: (filters) => scope.select(undefined, filters),
    labels: async (records) => void (await addLabels(scope, records)),
  };
}

export interface ReportPage {
  records: Row[];
  total: number;
}

function aggregateSql(model: CompiledModel, a: ReportAggregate): RawBuilder<unknown> {
  const ref = a.field ? sql.ref(model.byName.get(a.field)!.column) : sql`*`;
  // The function name is one of a fixed list (definition.ts), never request text.
  return sql`${sql.raw(a.fn)}(${ref})`;
}

/** Output property names: the group fields and aliases of a grouped report, else its columns. */
export function outputNames(definition: ReportDefinition): string[] {
  return isGrouped(definition)
    ? [...definition.groupBy, ...definition.aggregates.map((a) => a.as)]
    : definition.columns.map((c) => c.field);
}

export const isGrouped = (d: ReportDefinition) => d.groupBy.length > 0 || d.aggregates.length > 0;

/** Rows of the query (property names as keys) → records with `_dictText` labels of output fields. */
async function toRecords(source: ReportSource, definition: ReportDefinition, rows: Row[]): Promise<Row[]> {
  const { model } = source;
  const names = outputNames(definition);
  const aggregates = new Map(definition.aggregates.map((a) => [a.as, a]));
  const valueOf = (name: string, value: unknown): unknown => {
    const aggregate = aggregates.get(name);
    const field = model.byName.get(aggregate ? (aggregate.field ?? '') : name);
    // min/max keep the property's type; count, sum and avg are numbers (PostgreSQL sends bigint and
    // numeric as text).
    if (field && (!aggregate || aggregate.fn === 'min' || aggregate.fn === 'max'))
      return fromColumn(field, value);
    return value === null || value === undefined ? null : Number(value);
  };
  const records = rows.map((row) => {
    const record: Row = {};
    for (const name of names) record[name] = valueOf(name, row[name]);
    return record;
  });
  await source.labels(records);
  const keep = new Set(names.map((n) => `${n}_dictText`));
  for (const record of records)
    for (const key of Object.keys(record))
      if (key.endsWith('_dictText') && !keep.has(key)) delete record[key];
  return records;
}

/**
 * One page of a report for the source's reader. Grouped reports return every group up to the limit;
 * plain ones page (pageNo from 1) within the first `limit` rows.
 *
 * @example
 * await runReport(scopeSource(Scope.of(request, caseModel)), definition, conditions, { pageNo: 1, pageSize: 10 });
 */
export async function runReport(
  source: ReportSource,
  definition: ReportDefinition,
  conditions: Condition[],
  paging: { pageNo: number; pageSize: number },
): Promise<ReportPage> {
  const { model } = source;
  const filters = { conditions };
  const column = (name: string) => sql.ref(model.byName.get(name)!.column);
  const grouped = isGrouped(definition);
  let query = source
    .select(filters)
    .select(
      grouped
        ? [
            ...definition.groupBy.map((g) => column(g).as(g)),
            ...definition.aggregates.map((a) => aggregateSql(model, a).as(a.as)),
          ]
        : definition.columns.map((c) => column(c.field).as(c.field)),
    );
  if (grouped) for (const g of definition.groupBy) query = query.groupBy(column(g));
  for (const s of definition.sort) {
    const byAlias = grouped && !definition.groupBy.includes(s.field);
    query = query.orderBy(byAlias ? sql.ref(s.field) : column(s.field), s.order);
  }
  if (!grouped) query = query.orderBy(sql.ref(model.pk.column), 'asc');
  if (grouped) {
    const rows = (await query.limit(definition.limit).execute()) as Row[];
    return { records: await toRecords(source, definition, rows), total: rows.length };
  }
  const counted = await source
    .select(filters)
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirst();
  const total = Math.min(Number(counted?.n ?? 0), definition.limit);
  const offset = (paging.pageNo - 1) * paging.pageSize;
  const size = Math.max(0, Math.min(paging.pageSize, total - offset));
  if (size === 0) return { records: [], total };
  const rows = (await query.limit(size).offset(offset).execute()) as Row[];
  return { records: await toRecords(source, definition, rows), total };
}
