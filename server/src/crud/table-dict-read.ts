// The reads of table dictionaries (table-dict.ts decides what may be read): options filtered by a
// keyword, labels of given values, and one level of a tree (JeecgBoot's JSearchSelect, its labels and
// JTreeSelect). Every read is bounded by its caller's limit; values are bound parameters.
import { sql, type SqlBool } from 'kysely';
import type { DictOption } from '../services/dicts.js';
import { escapeLike, type Condition } from './query.js';
import { typedValue, type TableLookup } from './table-dict.js';
import type { TreeNode } from './tree-nodes.js';

const option = (value: unknown, text: unknown): DictOption => {
  const label = String(text ?? '');
  return { value: String(value ?? ''), text: label, title: label, label };
};

/**
 * Options `{value: code, text}` whose text contains `keyword` (any case), in text order, at most `limit`.
 *
 * @example
 * await tableOptions(lookup, 'sto', 10); // [{ value: '…', text: '存储', … }]
 */
export async function tableOptions(
  lookup: TableLookup,
  keyword: string,
  limit: number,
): Promise<DictOption[]> {
  const { scope, fields } = lookup;
  const text = fields.text!;
  const code = fields.code!;
  const conditions: Condition[] = keyword
    ? [{ column: text.column, op: 'like', value: `%${escapeLike(keyword)}%` }]
    : [];
  const rows = await scope
    .select(undefined, { conditions })
    .select([text.column, code.column])
    .orderBy(text.column)
    .limit(limit)
    .execute();
  return rows.map((row) => option(row[code.column], row[text.column]));
}

/**
 * The texts of the rows whose code is one of `keys`, in the keys' order; a key without a row is left
 * out, or kept as itself when `keepMissing`.
 *
 * @example
 * await tableLabels(lookup, ['a1', 'gone'], true); // ['计算', 'gone']
 */
export async function tableLabels(
  lookup: TableLookup,
  keys: string[],
  keepMissing: boolean,
): Promise<string[]> {
  if (keys.length === 0) return [];
  const { scope, fields } = lookup;
  const text = fields.text!;
  const code = fields.code!;
  const values = keys.map((key) => typedValue(code, key)).filter((v) => v !== undefined);
  const rows = await scope
    .select(undefined, { conditions: [{ column: code.column, op: 'in', value: values }] })
    .select([text.column, code.column])
    .execute();
  const texts = new Map(rows.map((row) => [String(row[code.column]), String(row[text.column] ?? '')]));
  return keys.flatMap((key) => (texts.has(key) ? [texts.get(key)!] : keepMissing ? [key] : []));
}

/** One level of a table tree: the parent value (empty: the top) and equality conditions. */
export interface TreeLevel {
  pid: string;
  /** The value a top-level row's parent column holds besides NULL and '' (a tree model's root). */
  root?: string;
  conditions: Condition[];
  limit: number;
}

/**
 * The rows under `pid` as TreeSelectModel nodes `{key, title, value, code, isLeaf, parentId}`; the
 * key and value are the code column (what JTreeSelect stores), isLeaf from the has-child column
 * ('1' has children) when one is named, else false so the picker asks.
 *
 * @example
 * await tableTree(lookup, { pid: '', root: '0', conditions: [], limit: 1000 });
 */
export async function tableTree(lookup: TableLookup, level: TreeLevel): Promise<TreeNode[]> {
  const { scope, fields } = lookup;
  const { text, code, pid: parent, hasChild } = fields as Required<typeof fields>;
  const ref = sql.ref(parent!.column);
  const top = ['', ...(level.root === undefined ? [] : [level.root])];
  const under = level.pid
    ? sql<SqlBool>`${ref} = ${typedValue(parent!, level.pid) ?? null}`
    : sql<SqlBool>`(${ref} is null or ${ref} in (${sql.join(top)}))`;
  let query = scope
    .select(undefined, { conditions: level.conditions }, [under])
    .select([text!.column, code!.column, parent!.column])
    .orderBy(text!.column)
    .limit(level.limit);
  if (hasChild) query = query.select(hasChild.column);
  const rows = await query.execute();
  return rows.map((row) => {
    const value = String(row[code!.column] ?? '');
    return {
      key: value,
      title: String(row[text!.column] ?? ''),
      value,
      code: value,
      isLeaf: hasChild ? String(row[hasChild.column] ?? '0') !== '1' : false,
      parentId: String(row[parent!.column] ?? ''),
    };
  });
}
