// GET /sys/sysAnnouncementSend/getMyAnnouncementSend: the caller's own announcements, paged, unread
// first and newest first, with the filters of the user's announcements page.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import type { Lang } from '../i18n/messages.js';
import { catchUpAllAnnouncements } from './announcement-inbox.js';
import { likePattern, type Page } from './announcement-list.js';
import { dictLabels, withDictText } from './announcements.js';

export interface MyAnnouncementQuery {
  pageNo?: number;
  pageSize?: number;
  /** Contains (a `*x*` wildcard or a plain value). */
  titile?: string;
  sender?: string;
  readFlag?: string;
  priority?: string;
  msgCategory?: string;
  busType?: string;
}

export interface MyAnnouncement {
  /** The send row's id. */
  id: string;
  anntId: string;
  userId: string;
  titile: string;
  msgContent: string | null;
  msgAbstract: string | null;
  sender: string | null;
  priority: string;
  msgCategory: string;
  msgType: string;
  readFlag: string;
  readTime: string | null;
  sendTime: string | null;
  busType: string | null;
  busId: string | null;
  openType: string | null;
  openPage: string | null;
}

const DICT_FIELDS = { priority: 'priority', msgCategory: 'msg_category' } as const;

/**
 * One page of the caller's published announcements.
 *
 * @example
 * const page = await myAnnouncements(app.db, user.id, { readFlag: '0', pageSize: 20 });
 */
export async function myAnnouncements(
  db: Kysely<Database>,
  userId: string,
  query: MyAnnouncementQuery,
  lang: Lang = 'zh-CN',
) {
  await catchUpAllAnnouncements(db, userId);
  const size = query.pageSize ?? 10;
  const current = query.pageNo ?? 1;
  let base = db
    .selectFrom('sys_announcement_send as s')
    .innerJoin('sys_announcement as a', 'a.id', 's.annt_id')
    .where('s.user_id', '=', userId)
    .where('a.send_status', '=', '1')
    .where('a.del_flag', '=', '0');
  if (query.titile) {
    const text = query.titile.replace(/^\*+|\*+$/g, '');
    const pattern = likePattern(`*${text}*`) ?? '%';
    base = base.where(sql<boolean>`lower(a.titile) like lower(${pattern}) escape '\\'`);
  }
  if (query.sender) base = base.where('a.sender', '=', query.sender);
  if (query.readFlag) base = base.where('s.read_flag', '=', query.readFlag);
  if (query.priority) base = base.where('a.priority', '=', query.priority);
  if (query.msgCategory) base = base.where('a.msg_category', '=', query.msgCategory);
  if (query.busType) base = base.where('a.bus_type', '=', query.busType);

  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .select([
      's.id',
      's.annt_id',
      's.user_id',
      'a.titile',
      'a.msg_content',
      'a.msg_abstract',
      'a.sender',
      'a.priority',
      'a.msg_category',
      'a.msg_type',
      's.read_flag',
      's.read_time',
      'a.send_time',
      'a.bus_type',
      'a.bus_id',
      'a.open_type',
      'a.open_page',
    ])
    .orderBy('s.read_flag', 'asc')
    .orderBy('a.send_time', 'desc')
    .orderBy('s.id')
    .limit(size)
    .offset((current - 1) * size)
    .execute();
  const labels = await dictLabels(db, Object.values(DICT_FIELDS), lang);
  const records = rows.map((r) => {
    const record: MyAnnouncement = {
      id: r.id,
      anntId: r.annt_id,
      userId: r.user_id,
      titile: r.titile,
      msgContent: r.msg_content,
      msgAbstract: r.msg_abstract,
      sender: r.sender,
      priority: r.priority,
      msgCategory: r.msg_category,
      msgType: r.msg_type,
      readFlag: r.read_flag,
      readTime: r.read_time,
      sendTime: r.send_time,
      busType: r.bus_type,
      busId: r.bus_id,
      openType: r.open_type,
      openPage: r.open_page,
    };
    return withDictText({ ...record }, DICT_FIELDS, labels);
  });
  const page: Page<(typeof records)[number]> = {
    records,
    total: Number(total),
    size,
    current,
    pages: Math.ceil(Number(total) / size),
  };
  return page;
}
