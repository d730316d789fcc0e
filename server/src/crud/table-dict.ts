// JeecgBoot's "table dictionaries" (`table,text,code`: options read from a table's columns), answered
// only over tables the model API already serves to the caller. JeecgBoot reads any table and filters
// SQL keywords, which became SQL injection; here the table must be a model's table, every column a
// stored property the caller may read (not secret, not withheld by x-permission, one value per row),
// and the caller must hold the model's list code — or, for a tree model, ask only for its tree columns,
// which its tree pickers already show to every signed-in user (tree-routes.ts). Rows are read through
// the caller's scope (data rules, soft delete); identifiers come from the model, values are bound.
import type { FastifyRequest } from 'fastify';
import { fail } from '../lib/envelope.js';
import { AUTHENTICATED, currentUser } from '../plugins/auth.js';
import type { CompiledModel, FieldInfo } from './model.js';
import type { Condition } from './query.js';
import type { ModelRegistry } from './registry.js';
import { Scope } from './scope.js';
import { treeOf } from './tree.js';

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/** A table dictionary the caller may read: its scope and the columns named. */
export interface TableLookup {
  scope: Scope;
  model: CompiledModel;
  fields: Record<string, FieldInfo>;
}

/**
 * Whether a dictionary code is the table form (`a,b,c`); plain codes have no comma.
 *
 * @example
 * isTableDict('sys_category,name,id'); // true
 */
export const isTableDict = (code: string): boolean => code.includes(',');

/**
 * Columns of plain text or numbers only: a date or JSON column compared with request text would fail.
 *
 * @example
 * lookupType(model.byName.get('createTime')!); // false
 */
export function lookupType(field: FieldInfo): boolean {
  const { type } = field.def;
  if (type === 'integer' || type === 'number') return true;
  return type === 'string' && field.format !== 'date' && field.format !== 'datetime';
}

/**
 * `value` as the column holds it: numbers for numeric columns (undefined when it is not one).
 *
 * @example
 * typedValue(sortOrderField, '3'); // 3
 */
export function typedValue(field: FieldInfo, value: string): string | number | undefined {
  if (field.def.type !== 'integer' && field.def.type !== 'number') return value;
  if (!/^-?\d{1,15}(\.\d{1,6})?$/.test(value)) return undefined;
  return field.def.type === 'integer' && value.includes('.') ? undefined : Number(value);
}

/** The tree columns any signed-in user may read through the model's tree pickers. */
function treeColumns(model: CompiledModel): Set<string> {
  const tree = treeOf(model);
  if (!tree) return new Set();
  return new Set([model.pk, tree.label, tree.code, tree.parent, tree.hasChild].map((f) => f.name));
}

/**
 * Resolves a table and named columns (by property or column name) for the caller, refusing with a 400
 * naming the parameter for anything not allowed, and a 403 without the model's list code.
 *
 * @example
 * const { scope, fields } = tableLookup(request, registry, { tableName: 'sys_category' },
 *   { text: 'name', code: 'id' });
 */
export function tableLookup(
  request: FastifyRequest,
  registry: ModelRegistry,
  table: { param: string; name: string },
  columns: Record<string, string>,
): TableLookup {
  const model = IDENTIFIER.test(table.name) ? registry.byTable.get(table.name) : undefined;
  if (!model?.readPermission || !model.schema['x-api']) {
    throw fail(request.t('dictTableNotAllowed', { field: table.param }), 400, 400);
  }
  const scope = Scope.of(request, model);
  const fields: Record<string, FieldInfo> = {};
  for (const [param, name] of Object.entries(columns)) {
    const field = IDENTIFIER.test(name)
      ? model.fields.find((f) => f.name === name || f.column === name)
      : undefined;
    if (!field?.stored || field.secret || field.multi || !lookupType(field) || scope.hidden.has(field.name)) {
      throw fail(request.t('dictFieldNotAllowed', { field: param }), 400, 400);
    }
    fields[param] = field;
  }
  const perms = currentUser(request).perms;
  const listed = model.readPermission === AUTHENTICATED || perms.has(model.readPermission);
  const open = treeColumns(model);
  if (!listed && !Object.values(fields).every((f) => open.has(f.name))) {
    throw fail(request.t('noPermission'), 403, 403);
  }
  return { scope, model, fields };
}

/**
 * Splits `table,text,code` into its parts, or refuses the code (JeecgBoot's "字典Code格式不正确！").
 *
 * @example
 * tableDictParts(request, 'sys_category,name,id'); // { table: 'sys_category', text: 'name', code: 'id' }
 */
export function tableDictParts(
  request: FastifyRequest,
  code: string,
): { table: string; text: string; code: string } {
  const parts = code.split(',').map((p) => p.trim());
  if (parts.length !== 3 || !parts.every((p) => IDENTIFIER.test(p))) {
    throw fail(request.t('dictCodeInvalid'), 400, 400);
  }
  return { table: parts[0]!, text: parts[1]!, code: parts[2]! };
}

const MAX_CONDITIONS = 10;

/**
 * A `condition` parameter: a JSON object of column → text or number, at most MAX_CONDITIONS entries
 * (the columns are checked by tableLookup, the values by typedValue); {} when absent.
 *
 * @example
 * parseCondition(request); // ?condition={"status":"1"} → { status: '1' }
 */
export function parseCondition(request: FastifyRequest): Record<string, string> {
  const raw = (request.query as Record<string, unknown>).condition;
  if (raw === undefined || raw === '') return {};
  let parsed: unknown;
  try {
    parsed = typeof raw === 'string' && raw.length <= 2000 ? JSON.parse(raw) : undefined;
  } catch {
    parsed = undefined;
  }
  const entries =
    typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? Object.entries(parsed) : [];
  const valid =
    entries.length > 0 &&
    entries.length <= MAX_CONDITIONS &&
    entries.every(([, v]) => typeof v === 'string' || typeof v === 'number');
  if (!valid) throw fail(request.t('fieldInvalid', { field: 'condition' }), 400, 400);
  return Object.fromEntries(entries.map(([k, v]) => [k, String(v)]));
}

/**
 * The equality conditions of a parsed `condition` over the columns tableLookup resolved for it (named
 * `condition.<key>`), or a 400 naming `condition` for a value the column cannot hold.
 *
 * @example
 * conditionsOf(request, lookup, { status: '1' }); // [{ column: 'status', op: '=', value: 1 }]
 */
export function conditionsOf(
  request: FastifyRequest,
  lookup: TableLookup,
  condition: Record<string, string>,
): Condition[] {
  return Object.entries(condition).map(([key, text]) => {
    const field = lookup.fields[`condition.${key}`]!;
    const value = typedValue(field, text);
    if (value === undefined) throw fail(request.t('fieldType', { field: 'condition' }), 400, 400);
    return { column: field.column, op: '=', value };
  });
}
