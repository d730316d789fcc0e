// The admin list (GET /sys/annountCement/list) with the contract's list conventions (api-contract §2.3):
// pageNo/pageSize, column/order restricted to known fields, `*x*` wildcards on the title, equality on
// the dictionary fields; the page shape {records,total,size,current,pages}.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import type { Lang } from '../i18n/messages.js';
import { dictLabels, toAnnouncementJson, withDictText } from './announcements.js';

export interface AnnouncementListQuery {
  pageNo?: number;
  pageSize?: number;
  column?: string;
  order?: string;
  titile?: string;
  sender?: string;
  priority?: string;
  msgCategory?: string;
  msgType?: string;
  sendStatus?: string;
}

/** The list's query narrowed to some rows: the export's `selections`, never a request's parameter. */
export interface AnnouncementSelection extends AnnouncementListQuery {
  ids?: readonly string[];
}

export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

/** Sortable JSON fields and their columns; anything else is refused (contract: v3.3.0 behaviour). */
const SORTABLE = {
  createTime: 'create_time',
  updateTime: 'update_time',
  sendTime: 'send_time',
  cancelTime: 'cancel_time',
  startTime: 'start_time',
  endTime: 'end_time',
  publishAt: 'publish_at',
  titile: 'titile',
  sender: 'sender',
  priority: 'priority',
  msgCategory: 'msg_category',
  msgType: 'msg_type',
  sendStatus: 'send_status',
} as const;
export type SortColumn = (typeof SORTABLE)[keyof typeof SORTABLE];

/** The `<field>_dictText` labels on list records: field → dictionary code. */
export const ANNOUNCEMENT_DICT_FIELDS = {
  priority: 'priority',
  msgCategory: 'msg_category',
  msgType: 'msg_type',
  sendStatus: 'send_status',
} as const;

/**
 * The sort columns of `column` (comma list, `_dictText` suffix stripped), or the first unknown name.
 *
 * @example
 * sortColumns('createTime,priority_dictText'); // { columns: ['create_time', 'priority'] }
 */
export function sortColumns(column: string | undefined): { columns: SortColumn[] } | { unknown: string } {
  if (column === undefined || column.trim() === '') return { columns: ['create_time'] };
  const columns: SortColumn[] = [];
  for (const name of column.split(',').map((c) => c.trim().replace(/_dictText$/, ''))) {
    if (name === '') continue;
    if (!Object.hasOwn(SORTABLE, name)) return { unknown: name };
    columns.push(SORTABLE[name as keyof typeof SORTABLE]);
  }
  return { columns: columns.length ? columns : ['create_time'] };
}

/**
 * A LIKE pattern for a contract wildcard value (`*abc*` contains, `abc*` starts with, `*abc` ends with),
 * with `%`, `_` and `\` escaped; null when the value has no wildcard (equality applies).
 *
 * @example
 * likePattern('*50%*'); // '%50\\%%'
 */
export function likePattern(value: string): string | null {
  const starts = value.startsWith('*');
  const ends = value.length > 1 && value.endsWith('*');
  if (!starts && !ends) return null;
  const core = value.slice(starts ? 1 : 0, ends ? -1 : undefined).replace(/[\\%_]/g, (c) => `\\${c}`);
  return `${starts ? '%' : ''}${core}${ends ? '%' : ''}`;
}

/**
 * One page of live announcements, newest first unless sorted otherwise.
 *
 * @example
 * const page = await listAnnouncements(app.db, { pageNo: 1, pageSize: 10, priority: 'H' }, ['create_time']);
 */
export async function listAnnouncements(
  db: Kysely<Database>,
  query: AnnouncementSelection,
  sort: SortColumn[],
  lang: Lang = 'zh-CN',
) {
  const size = query.pageSize ?? 10;
  const current = query.pageNo ?? 1;
  const descending = !/asc/i.test(query.order ?? 'desc');

  let base = db.selectFrom('sys_announcement').where('del_flag', '=', '0');
  if (query.titile) {
    const pattern = likePattern(query.titile);
    // Case-insensitive on both dialects (SQLite's LIKE already is for ASCII, PostgreSQL's is not).
    base =
      pattern === null
        ? base.where('titile', '=', query.titile)
        : base.where(sql<boolean>`lower(titile) like lower(${pattern}) escape '\\'`);
  }
  if (query.sender) base = base.where('sender', '=', query.sender);
  if (query.priority) base = base.where('priority', '=', query.priority);
  if (query.msgCategory) base = base.where('msg_category', '=', query.msgCategory);
  if (query.msgType) base = base.where('msg_type', '=', query.msgType);
  if (query.sendStatus) base = base.where('send_status', '=', query.sendStatus);
  if (query.ids) base = base.where('id', 'in', query.ids.length ? [...query.ids] : ['']);

  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  let rowsQuery = base.selectAll();
  for (const column of sort) rowsQuery = rowsQuery.orderBy(column, descending ? 'desc' : 'asc');
  const rows = await rowsQuery
    .orderBy('id')
    .limit(size)
    .offset((current - 1) * size)
    .execute();

  const labels = await dictLabels(db, Object.values(ANNOUNCEMENT_DICT_FIELDS), lang);
  const page: Page<ReturnType<typeof toAnnouncementJson> & Record<string, unknown>> = {
    records: rows.map((row) => withDictText(toAnnouncementJson(row), ANNOUNCEMENT_DICT_FIELDS, labels)),
    total: Number(total),
    size,
    current,
    pages: Math.ceil(Number(total) / size),
  };
  return page;
}
