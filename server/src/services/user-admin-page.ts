// GET /sys/user/list for user administrators (api-contract §4.1): list parameters on SysUser, `code`
// (selected ids), `departId`, sorting by `column`/`order`, labelled records.
import { fail } from '../lib/envelope.js';
import type { DictCache } from '../crud/dict-cache.js';
import type { Dialect } from '../db/connect.js';
import type { Lang, MessageKey } from '../i18n/messages.js';
import { idList } from './user-admin-context.js';
import { pageOf, pageUsers, SORTABLE, type SortColumn, type UserFilter } from './user-admin-list.js';
import { labelUsers } from './user-admin-records.js';
import type { Database } from '../db/types.js';
import type { Kysely } from 'kysely';

export interface AdminListQuery {
  pageNo: number;
  pageSize: number;
  username?: string;
  realname?: string;
  phone?: string;
  email?: string;
  workNo?: string;
  sex?: number;
  status?: number;
  departId?: string;
  code?: string;
  column?: string;
  order?: string;
}

type T = (key: MessageKey, params?: Record<string, string | number>) => string;

/** The sort a query asks for; an unknown column is refused as the contract does (since v3.3.0). */
export function sortOf(t: T, column?: string, order?: string) {
  if (!column) return undefined;
  const name = column.replace(/_dictText$/, '');
  if (!Object.hasOwn(SORTABLE, name)) throw fail(t('crudSortColumn', { column: name }), 400, 400);
  return { column: name as SortColumn, asc: (order ?? '').toLowerCase().includes('asc') };
}

/** The filter of the list's query parameters. */
export function filterOf(t: T, q: AdminListQuery): UserFilter {
  const filter: UserFilter = {
    username: q.username?.trim() || undefined,
    realname: q.realname?.trim() || undefined,
    phone: q.phone?.trim() || undefined,
    email: q.email?.trim() || undefined,
    workNo: q.workNo?.trim() || undefined,
    sex: q.sex,
    status: q.status,
  };
  if (q.departId) filter.departIds = [q.departId];
  if (q.code) filter.ids = idList({ t }, q.code, 'code');
  return filter;
}

export async function adminUserPage(
  db: Kysely<Database>,
  dialect: Dialect,
  dicts: DictCache,
  t: T,
  q: AdminListQuery,
  lang: Lang = 'zh-CN',
) {
  const filter = filterOf(t, q);
  // `code` selects rows by id: the page holds all of them (the contract forces pageSize to the count).
  const paging = filter.ids
    ? { pageNo: 1, pageSize: Math.max(filter.ids.length, 1) }
    : { pageNo: q.pageNo, pageSize: q.pageSize };
  const { rows, total } = await pageUsers(db, dialect, filter, paging, sortOf(t, q.column, q.order));
  return pageOf(await labelUsers(db, dicts, rows, lang), total, paging);
}
