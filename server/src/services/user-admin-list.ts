// Pages of users for the admin screens: the user list, the recycle bin, users of a role or a department
// subtree, the picker and the address book all filter the same way (api-contract §2.3, §4.1).
import { sql, type Kysely, type SqlBool } from 'kysely';
import { escapeLike } from '../crud/query.js';
import type { Dialect } from '../db/connect.js';
import type { Database, SysUser } from '../db/types.js';

export interface UserFilter {
  /** The recycle bin reads deleted users; everything else live ones. */
  deleted?: boolean;
  username?: string;
  realname?: string;
  phone?: string;
  email?: string;
  workNo?: string;
  sex?: number;
  status?: number;
  ids?: readonly string[];
  /** Members of any of these departments. */
  departIds?: readonly string[];
  roleId?: string;
}

export interface Paging {
  pageNo: number;
  pageSize: number;
}

/** Properties a list may sort by, and their columns; anything else is refused by the route schema. */
export const SORTABLE = {
  createTime: 'create_time',
  username: 'username',
  realname: 'realname',
  workNo: 'work_no',
  status: 'status',
  sex: 'sex',
} as const;
export type SortColumn = keyof typeof SORTABLE;

/** `*` wildcards as in list filters (`*张*`, `zh*`); a plain value matches anywhere. */
function pattern(value: string): string {
  if (!value.includes('*')) return `%${escapeLike(value)}%`;
  return value.split('*').map(escapeLike).join('%');
}

// Case-insensitive on both databases (PostgreSQL needs ILIKE).
function like(dialect: Dialect, column: string, value: string) {
  const op = sql.raw(dialect === 'postgres' ? 'ilike' : 'like');
  return sql<SqlBool>`${sql.ref(column)} ${op} ${pattern(value)} escape '\\'`;
}

function filtered(db: Kysely<Database>, dialect: Dialect, f: UserFilter) {
  let q = db.selectFrom('sys_user as u').where('u.del_flag', '=', f.deleted ? 1 : 0);
  const text = [
    ['u.username', f.username],
    ['u.realname', f.realname],
    ['u.phone', f.phone],
    ['u.email', f.email],
    ['u.work_no', f.workNo],
  ] as const;
  for (const [column, value] of text) if (value) q = q.where(like(dialect, column, value));
  if (f.sex !== undefined) q = q.where('u.sex', '=', f.sex);
  if (f.status !== undefined) q = q.where('u.status', '=', f.status);
  if (f.ids) q = f.ids.length ? q.where('u.id', 'in', f.ids) : q.where(sql<SqlBool>`1 = 0`);
  if (f.departIds) {
    const departs = f.departIds;
    q = departs.length
      ? q.where(
          'u.id',
          'in',
          db.selectFrom('sys_user_depart').select('user_id').where('dep_id', 'in', departs),
        )
      : q.where(sql<SqlBool>`1 = 0`);
  }
  if (f.roleId) {
    q = q.where(
      'u.id',
      'in',
      db.selectFrom('sys_user_role').select('user_id').where('role_id', '=', f.roleId),
    );
  }
  return q;
}

/** One page of users and the total; default order is by username so pages are stable. */
export async function pageUsers(
  db: Kysely<Database>,
  dialect: Dialect,
  filter: UserFilter,
  paging: Paging,
  sort?: { column: SortColumn; asc: boolean },
): Promise<{ rows: SysUser[]; total: number }> {
  const q = filtered(db, dialect, filter);
  const counted = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const total = Number(counted?.n ?? 0);
  let rows = q.selectAll('u');
  if (sort) rows = rows.orderBy(`u.${SORTABLE[sort.column]}`, sort.asc ? 'asc' : 'desc');
  const page = await rows
    .orderBy('u.username')
    .limit(paging.pageSize)
    .offset((paging.pageNo - 1) * paging.pageSize)
    .execute();
  return { rows: page, total };
}

/** Every matching user, for plain-list endpoints; bounded so a list stays a list. */
export function allUsers(db: Kysely<Database>, dialect: Dialect, filter: UserFilter, limit = 1000) {
  return filtered(db, dialect, filter).selectAll('u').orderBy('u.username').limit(limit).execute();
}

export function pageOf<T>(records: T[], total: number, paging: Paging) {
  return {
    records,
    total,
    size: paging.pageSize,
    current: paging.pageNo,
    pages: Math.ceil(total / paging.pageSize),
  };
}
