// Reads of the department tree shared by the department and user administration: subtrees by org-code
// prefix (codes are hierarchical, api-contract §5.5), tree nodes and their ancestors.
import type { Kysely } from 'kysely';
import { escapeLike } from '../crud/query.js';
import { camelize } from '../lib/camel.js';
import type { Database, SysDepart } from '../db/types.js';

export interface DepartTreeNode extends Record<string, unknown> {
  key: string;
  value: string;
  title: string;
  isLeaf: boolean;
  children?: DepartTreeNode[];
}

/** Live departments with these ids. */
export function departsByIds(db: Kysely<Database>, ids: readonly string[]): Promise<SysDepart[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('sys_depart')
    .selectAll()
    .where('id', 'in', ids)
    .where('del_flag', '=', '0')
    .orderBy('org_code')
    .execute();
}

/** The departments at and below the given ones (live only), in org-code order. */
export async function subtreeOf(db: Kysely<Database>, roots: readonly SysDepart[]): Promise<SysDepart[]> {
  if (roots.length === 0) return [];
  const rows = await db
    .selectFrom('sys_depart')
    .selectAll()
    .where('del_flag', '=', '0')
    .where((eb) => eb.or(roots.map((r) => eb(eb.ref('org_code'), 'like', `${escapeLike(r.org_code)}%`))))
    .orderBy('org_code')
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return [...byId.values()];
}

/** Ids of the departments at and below `departId` (empty when it does not exist). */
export async function subtreeIds(db: Kysely<Database>, departId: string): Promise<string[]> {
  const roots = await departsByIds(db, [departId]);
  return (await subtreeOf(db, roots)).map((d) => d.id);
}

/** A department as a tree-model node (`key=value=id`, `title=departName`, every column). */
export function toNode(row: SysDepart, isLeaf = true): DepartTreeNode {
  return { ...camelize(row), key: row.id, value: row.id, title: row.depart_name, isLeaf };
}

/**
 * Rows as a forest: a row whose parent is not among them is a root, so a subtree (or several) builds
 * the same way as the whole tree. Siblings keep the rows' order after depart_order.
 */
export function buildTree(
  rows: readonly SysDepart[],
  shape: (row: SysDepart) => DepartTreeNode = (r) => toNode(r),
): DepartTreeNode[] {
  const sorted = [...rows].sort((a, b) => a.depart_order - b.depart_order);
  const nodes = new Map(sorted.map((r) => [r.id, shape(r)]));
  const roots: DepartTreeNode[] = [];
  for (const row of sorted) {
    const node = nodes.get(row.id)!;
    const parent = row.parent_id ? nodes.get(row.parent_id) : undefined;
    if (!parent) roots.push(node);
    else {
      parent.isLeaf = false;
      (parent.children ??= []).push(node);
    }
  }
  return roots;
}

/** The ancestors of a department, root first, found by its org-code prefixes (3 characters a level). */
export async function ancestorsOf(db: Kysely<Database>, depart: SysDepart): Promise<SysDepart[]> {
  const prefixes: string[] = [];
  for (let n = 3; n < depart.org_code.length; n += 3) prefixes.push(depart.org_code.slice(0, n));
  if (prefixes.length === 0) return [];
  return db
    .selectFrom('sys_depart')
    .selectAll()
    .where('org_code', 'in', prefixes)
    .orderBy('org_code')
    .execute();
}
