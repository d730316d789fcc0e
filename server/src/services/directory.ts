// Read-only directory lookups that pickers and targeting forms need: users, roles, the department tree.
import { sql, type Kysely, type SqlBool } from 'kysely';
import { escapeLike } from '../crud/query.js';
import { camelize } from '../lib/camel.js';
import type { Dialect } from '../db/connect.js';
import type { Database, SysDepart } from '../db/types.js';

export interface UserQuery {
  pageNo: number;
  pageSize: number;
  /** Matches username or realname; `*` wildcards as in list filters, else a contains match. */
  keyword?: string;
  departId?: string;
  /** Full rows (contact details, status) for user administrators; names only otherwise. */
  full: boolean;
}

/** `*` wildcards as in list filters (`*张*`, `zh*`); a plain keyword matches anywhere. */
function likePattern(value: string): string {
  if (!value.includes('*')) return `%${escapeLike(value)}%`;
  return value.split('*').map(escapeLike).join('%');
}

// Case-insensitive on both databases (SQLite's LIKE already is for ASCII; PostgreSQL needs ILIKE).
function likeSql(dialect: Dialect, column: string, pattern: string) {
  const op = sql.raw(dialect === 'postgres' ? 'ilike' : 'like');
  return sql<SqlBool>`${sql.ref(column)} ${op} ${pattern} escape '\\'`;
}

/** A page of users who are not deleted; non-administrators only see active users' names. */
export async function listUsers(db: Kysely<Database>, dialect: Dialect, q: UserQuery) {
  let query = db.selectFrom('sys_user as u').where('u.del_flag', '=', 0);
  if (!q.full) query = query.where('u.status', '=', 1);
  if (q.keyword) {
    const pattern = likePattern(q.keyword);
    query = query.where((eb) =>
      eb.or([likeSql(dialect, 'u.username', pattern), likeSql(dialect, 'u.realname', pattern)]),
    );
  }
  if (q.departId) {
    query = query.where(
      'u.id',
      'in',
      db.selectFrom('sys_user_depart').select('user_id').where('dep_id', '=', q.departId),
    );
  }
  const total = Number(
    (await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0,
  );
  const rows = await query
    .selectAll('u')
    .orderBy('u.username')
    .limit(q.pageSize)
    .offset((q.pageNo - 1) * q.pageSize)
    .execute();
  const records = rows.map((u) =>
    q.full
      ? {
          id: u.id,
          username: u.username,
          realname: u.realname,
          avatar: u.avatar,
          sex: u.sex,
          email: u.email,
          phone: u.phone,
          orgCode: u.org_code,
          status: u.status,
          workNo: u.work_no,
          createTime: u.create_time,
        }
      : { id: u.id, username: u.username, realname: u.realname, avatar: u.avatar },
  );
  return { records, total, size: q.pageSize, current: q.pageNo, pages: Math.ceil(total / q.pageSize) };
}

export async function allRoles(db: Kysely<Database>) {
  const rows = await db.selectFrom('sys_role').selectAll().orderBy('role_code').execute();
  return rows.map((r) => ({
    id: r.id,
    roleName: r.role_name,
    roleCode: r.role_code,
    description: r.description,
  }));
}

export interface DepartNode extends Record<string, unknown> {
  key: string;
  value: string;
  title: string;
  isLeaf: boolean;
  children?: DepartNode[];
}

/** Every department that is not deleted, as a tree in org-code order (api-contract §4.4 queryTreeList). */
export async function departTree(db: Kysely<Database>): Promise<DepartNode[]> {
  const rows: SysDepart[] = await db
    .selectFrom('sys_depart')
    .selectAll()
    .where('del_flag', '=', '0')
    .orderBy('org_code')
    .execute();
  const nodes = new Map<string, DepartNode>();
  for (const row of rows) {
    nodes.set(row.id, { ...camelize(row), key: row.id, value: row.id, title: row.depart_name, isLeaf: true });
  }
  const roots: DepartNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parent_id ? nodes.get(row.parent_id) : undefined;
    if (!parent) {
      roots.push(node);
      continue;
    }
    parent.isLeaf = false;
    (parent.children ??= []).push(node);
  }
  return roots;
}
