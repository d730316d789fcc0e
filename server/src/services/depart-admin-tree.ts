// Department tree reads for pickers and the department screen (api-contract §4.4): id trees, lazy levels,
// keyword search, ancestors, and a superior's own departments (user_identity 2, depart_ids).
import { sql, type Kysely, type SqlBool } from 'kysely';
import { escapeLike } from '../crud/query.js';
import type { Dialect } from '../db/connect.js';
import type { Database, SysDepart } from '../db/types.js';
import { ancestorsOf, buildTree, departsByIds, subtreeOf, toNode } from './depart-admin-query.js';

const live = (db: Kysely<Database>) => db.selectFrom('sys_depart').selectAll().where('del_flag', '=', '0');

export async function allDeparts(db: Kysely<Database>): Promise<SysDepart[]> {
  return live(db).orderBy('org_code').execute();
}

/** `{key, value, title, children}` of every department (queryIdTree). */
export async function idTree(db: Kysely<Database>) {
  return buildTree(await allDeparts(db), (r) => ({
    key: r.id,
    value: r.id,
    title: r.depart_name,
    isLeaf: true,
  }));
}

/** One level of the tree: children of `pid` (roots without it), or the departments `ids` names. */
export async function treeLevel(
  db: Kysely<Database>,
  opts: { pid?: string; ids?: string[]; byOrgCode: boolean },
) {
  let rows: SysDepart[];
  if (opts.ids?.length) rows = await departsByIds(db, opts.ids);
  else {
    const q = live(db);
    rows = await (
      opts.pid
        ? q.where('parent_id', '=', opts.pid)
        : q.where((eb) => eb.or([eb('parent_id', 'is', null), eb('parent_id', '=', '')]))
    )
      .orderBy('depart_order')
      .orderBy('org_code')
      .execute();
  }
  if (rows.length === 0) return [];
  const parents = await live(db)
    .clearSelect()
    .select('parent_id')
    .where(
      'parent_id',
      'in',
      rows.map((r) => r.id),
    )
    .execute();
  const hasChildren = new Set(parents.map((p) => p.parent_id));
  return rows.map((r) => {
    const node = toNode(r, !hasChildren.has(r.id));
    if (opts.byOrgCode) return { ...node, key: r.org_code, value: r.org_code };
    return node;
  });
}

/** Departments whose name contains the keyword, flat, optionally within `within` subtrees. */
export async function searchDeparts(
  db: Kysely<Database>,
  dialect: Dialect,
  keyword: string,
  within?: SysDepart[],
) {
  const op = sql.raw(dialect === 'postgres' ? 'ilike' : 'like');
  const pattern = `%${escapeLike(keyword)}%`;
  const rows = await live(db)
    .where(sql<SqlBool>`depart_name ${op} ${pattern} escape '\\'`)
    .orderBy('org_code')
    .limit(1000)
    .execute();
  const allowed = within ? new Set((await subtreeOf(db, within)).map((d) => d.id)) : undefined;
  return rows.filter((r) => !allowed || allowed.has(r.id)).map((r) => toNode(r));
}

/** The departments a superior manages (their `depart_ids`), with everything below them, as a tree. */
export async function myDepartTree(db: Kysely<Database>, departIds: string | null) {
  const ids = (departIds ?? '').split(',').filter(Boolean).slice(0, 1000);
  return buildTree(await subtreeOf(db, await departsByIds(db, ids)));
}

/** Root-first ancestors of a department and the department itself. */
export async function lineage(db: Kysely<Database>, depart: SysDepart) {
  return [...(await ancestorsOf(db, depart)), depart];
}

export interface DepartListQuery {
  pageNo: number;
  pageSize: number;
  departName?: string;
  orgCode?: string;
  orgCategory?: string;
  status?: string;
  parentId?: string;
}

/** A flat page of departments (GET /sys/sysDepart/list), in tree order. */
export async function pageDeparts(db: Kysely<Database>, dialect: Dialect, q: DepartListQuery) {
  let query = live(db);
  if (q.departName?.trim()) {
    const op = sql.raw(dialect === 'postgres' ? 'ilike' : 'like');
    query = query.where(
      sql<SqlBool>`depart_name ${op} ${`%${escapeLike(q.departName.trim())}%`} escape '\\'`,
    );
  }
  if (q.orgCode) query = query.where('org_code', 'like', `${escapeLike(q.orgCode)}%`);
  if (q.orgCategory) query = query.where('org_category', '=', q.orgCategory);
  if (q.status) query = query.where('status', '=', q.status);
  if (q.parentId) query = query.where('parent_id', '=', q.parentId);
  const counted = await query
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  const total = Number(counted?.n ?? 0);
  const rows = await query
    .orderBy('org_code')
    .limit(q.pageSize)
    .offset((q.pageNo - 1) * q.pageSize)
    .execute();
  return { rows, total };
}
