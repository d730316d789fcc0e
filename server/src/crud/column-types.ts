// Column types of model properties, and the families used to tell a safe change (a new column) from
// an unsafe one (an existing column that would need a different type).
import type { FieldInfo } from './model.js';

export type Family = 'text' | 'integer' | 'real';

export interface ColumnType {
  /** SQL type as written in DDL: 'varchar(100)', 'text', 'integer', 'double precision'. */
  sql: string;
  family: Family;
  /** Maximum characters of a varchar; undefined for unbounded text and numbers. */
  length?: number;
}

const FORMAT_LENGTH: Partial<Record<string, number>> = { date: 10, datetime: 19, time: 8 };

/**
 * The column type a property needs (primary keys are 32-hex ids unless the model says longer).
 *
 * @example
 * columnTypeOf(titleField).sql; // 'varchar(200)'
 */
export function columnTypeOf(field: FieldInfo, isPrimaryKey = false): ColumnType {
  if (isPrimaryKey) {
    const length = field.def.maxLength ?? 32;
    return { sql: `varchar(${length})`, family: 'text', length };
  }
  const override = field.def['x-storage']?.sqlType;
  if (override) return parseSqlType(override);
  switch (field.def.type) {
    case 'integer':
    case 'boolean':
      return { sql: 'integer', family: 'integer' };
    case 'number':
      return { sql: 'double precision', family: 'real' };
    case 'array':
      return { sql: 'text', family: 'text' };
    default: {
      const length = field.def.maxLength ?? (field.format ? FORMAT_LENGTH[field.format] : undefined);
      if (length === undefined || length > 4000) return { sql: 'text', family: 'text' };
      return { sql: `varchar(${length})`, family: 'text', length };
    }
  }
}

/**
 * Reads a database's own type name (SQLite declared type or PostgreSQL data_type) into a family.
 *
 * @example
 * parseSqlType('character varying', 100); // { sql: 'varchar(100)', family: 'text', length: 100 }
 */
export function parseSqlType(type: string, length?: number | null): ColumnType {
  const t = type.trim().toLowerCase();
  const varchar = /^(?:varchar|character varying|char|character|nvarchar)\s*(?:\((\d+)\))?$/.exec(t);
  if (varchar) {
    const n = varchar[1] !== undefined ? Number(varchar[1]) : (length ?? undefined);
    return { sql: n === undefined ? 'varchar' : `varchar(${n})`, family: 'text', length: n };
  }
  if (/^(?:text|clob|string)$/.test(t)) return { sql: 'text', family: 'text' };
  if (/^(?:int|integer|int2|int4|int8|smallint|bigint|tinyint|serial|bigserial)$/.test(t)) {
    return { sql: t, family: 'integer' };
  }
  if (/^(?:real|float|float4|float8|double|double precision|numeric|decimal)(?:\s*\(.*\))?$/.test(t)) {
    return { sql: t, family: 'real' };
  }
  if (/^bool(?:ean)?$/.test(t)) return { sql: t, family: 'integer' };
  // Unknown types (json, bytea, timestamp…) are not ours: treat as text so only a clear change fails.
  return { sql: t, family: 'text' };
}

/**
 * Why an existing column cannot hold what the model now needs, or undefined when it can.
 * Narrowing a varchar is fine (validation enforces the model's limit); widening it is not done.
 *
 * @example
 * incompatibility(parseSqlType('varchar(2)'), { sql: 'integer', family: 'integer' }); // 'is varchar(2) in the database but the model needs integer'
 */
export function incompatibility(existing: ColumnType, needed: ColumnType): string | undefined {
  if (existing.family !== needed.family) {
    // Integers fit a real column; nothing else crosses families safely.
    if (!(existing.family === 'real' && needed.family === 'integer')) {
      return `is ${existing.sql} in the database but the model needs ${needed.sql}`;
    }
  }
  if (needed.family === 'text' && existing.length !== undefined) {
    if (needed.length === undefined || needed.length > existing.length) {
      return `is ${existing.sql} in the database but the model needs ${needed.sql}`;
    }
  }
  return undefined;
}
