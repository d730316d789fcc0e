// The fields table's own checks, each naming the row's field, so an admin sees a bad name as it is
// typed; the server refuses the same again (meta-schema, semantic pass, server/src/online/reserved.ts).
import { reservedNameOf } from '../../../runtime/schema/reservedNames';
import { hasLength } from './fieldKinds';
import type { FieldRow } from './fieldRows';

/** A property name: camelCase, as the meta-schema's FieldName. */
export const FIELD_NAME_PATTERN = /^[a-z][a-zA-Z0-9]*$/;
const MAX_NAME = 64;
const MAX_LENGTH = 20000;

export type FieldIssueCode =
  | 'nameRequired'
  | 'nameInvalid'
  | 'nameReservedSql'
  | 'nameReservedJs'
  | 'nameReservedQuery'
  | 'nameDuplicate'
  | 'lengthInvalid'
  | 'dictRequired'
  | 'refRequired'
  | 'refMissing'
  | 'foreignKeyRequired';

export interface FieldIssue {
  /** The row's key. */
  key: string;
  /** The row's name as typed, for the message. */
  field: string;
  /** Which cell is wrong. */
  column: 'name' | 'length' | 'dictCode' | 'refModel' | 'foreignKey';
  code: FieldIssueCode;
}

const RESERVED_CODES = { sql: 'nameReservedSql', js: 'nameReservedJs', query: 'nameReservedQuery' } as const;

function nameIssue(name: string, seen: ReadonlySet<string>): FieldIssueCode | undefined {
  if (name === '') return 'nameRequired';
  if (!FIELD_NAME_PATTERN.test(name) || name.length > MAX_NAME) return 'nameInvalid';
  const reserved = reservedNameOf(name);
  if (reserved) return RESERVED_CODES[reserved];
  return seen.has(name) ? 'nameDuplicate' : undefined;
}

/**
 * Every problem of the rows; `models` are the model names a reference may point at.
 *
 * @example
 * checkRows(rows, new Set(['biz_partner', 'sys_user'])); // [{ field: 'order', code: 'nameReservedQuery', … }]
 */
export function checkRows(rows: readonly FieldRow[], models: ReadonlySet<string>): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    const add = (column: FieldIssue['column'], code: FieldIssueCode) =>
      issues.push({ key: row.key, field: row.name, column, code });
    // Read-only properties (the primary key) are the server's: their names are not the admin's choice.
    const name = row.readOnly ? undefined : nameIssue(row.name, seen);
    if (name) add('name', name);
    seen.add(row.name);
    const length = row.length;
    if (
      hasLength(row.kind) &&
      length !== undefined &&
      (!Number.isInteger(length) || length < 1 || length > MAX_LENGTH)
    )
      add('length', 'lengthInvalid');
    if (row.kind === 'dict' && row.dictCode === '') add('dictCode', 'dictRequired');
    if (row.kind === 'ref' || row.kind === 'children') {
      if (row.refModel === '') add('refModel', 'refRequired');
      else if (!models.has(row.refModel)) add('refModel', 'refMissing');
    }
    if (row.kind === 'children' && row.foreignKey === '') add('foreignKey', 'foreignKeyRequired');
  }
  return issues;
}
