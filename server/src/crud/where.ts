// List conditions → a bound SQL WHERE expression, soft-deleted rows excluded. Only scope.ts builds
// WHEREs for model tables, so the rows a request may see are decided in one place.
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { DEL_FLAG_COLUMN } from '../../../runtime/schema/index.js';
import type { Dialect } from '../db/connect.js';
import type { CompiledModel } from './model.js';
import type { Condition } from './query.js';
import type { Filters } from './query-templates.js';

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
 * The WHERE expression of filters on a model (soft-deleted rows excluded), or undefined for none.
 *
 * @example
 * select.where(whereOf(model, { conditions }, 'sqlite')!);
 */
export function whereOf(
  model: CompiledModel,
  filters: Filters,
  dialect: Dialect,
  extra: readonly Expression<SqlBool>[] = [],
): RawBuilder<SqlBool> | undefined {
  const parts: Expression<SqlBool>[] = [...extra];
  if (model.softDelete) parts.push(sql<SqlBool>`${sql.ref(DEL_FLAG_COLUMN)} = 0`);
  parts.push(...filters.conditions.map((c) => conditionSql(c, dialect)));
  const sup = filters.superQuery;
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
