// The recipient's side: the bell's unread lists, marking read, the user's own paged list, who may read
// an announcement, and (for admins) who has read it. Only published, not deleted announcements count,
// so revoking or deleting one takes it out of every list at once.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { newId } from '../lib/ids.js';
import { formatDateTime } from '../lib/time.js';
import { toRecipientJson } from './announcements.js';

/** Announcements visible to recipients. */
function published(db: Kysely<Database>) {
  return db
    .selectFrom('sys_announcement as a')
    .where('a.send_status', '=', '1')
    .where('a.del_flag', '=', '0');
}

/**
 * Gives a user the send rows of published ALL announcements that reached everyone before the user
 * existed: as in JeecgBoot, only those whose end_time is not before the user's creation.
 *
 * @example
 * await catchUpAllAnnouncements(app.db, user.id);
 */
export async function catchUpAllAnnouncements(db: Kysely<Database>, userId: string): Promise<void> {
  const missing = await published(db)
    .select('a.id')
    .where('a.msg_type', '=', 'ALL')
    .where('a.end_time', 'is not', null)
    // A user without a creation time (imported, say) counts as existing since the start.
    .where(({ eb, fn, selectFrom }) =>
      eb(
        'a.end_time',
        '>=',
        selectFrom('sys_user')
          .select(fn.coalesce('create_time', sql.lit('')).as('since'))
          .where('id', '=', userId),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('sys_announcement_send as s')
            .select('s.id')
            .whereRef('s.annt_id', '=', 'a.id')
            .where('s.user_id', '=', userId),
        ),
      ),
    )
    .execute();
  if (missing.length === 0) return;
  const now = formatDateTime();
  await db
    .insertInto('sys_announcement_send')
    .values(
      missing.map((m) => ({ id: newId(), annt_id: m.id, user_id: userId, read_flag: '0', create_time: now })),
    )
    .onConflict((oc) => oc.columns(['annt_id', 'user_id']).doNothing())
    .execute();
}

/** The caller's unread announcements of one category: the newest `limit`, and how many in all. */
async function unread(db: Kysely<Database>, userId: string, category: '1' | '2', limit: number) {
  const base = published(db)
    .innerJoin('sys_announcement_send as s', 's.annt_id', 'a.id')
    .where('s.user_id', '=', userId)
    .where('s.read_flag', '=', '0')
    .where('a.msg_category', '=', category);
  const [rows, count] = await Promise.all([
    base.selectAll('a').orderBy('a.send_time', 'desc').orderBy('a.id').limit(limit).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { list: rows.map(toRecipientJson), total: Number(count.n) };
}

/**
 * GET /sys/annountCement/listByUser: unread notices (category 1) and system messages (category 2).
 *
 * @example
 * const { anntMsgList, anntMsgTotal, sysMsgList, sysMsgTotal } = await listByUser(app.db, user.id, 5);
 */
export async function listByUser(db: Kysely<Database>, userId: string, pageSize: number) {
  await catchUpAllAnnouncements(db, userId);
  const [annt, sys] = await Promise.all([
    unread(db, userId, '1', pageSize),
    unread(db, userId, '2', pageSize),
  ]);
  return { anntMsgList: annt.list, anntMsgTotal: annt.total, sysMsgList: sys.list, sysMsgTotal: sys.total };
}

/**
 * Marks the caller's own row of one announcement read; other users' rows are out of reach.
 *
 * @example
 * await markRead(app.db, user.id, anntId);
 */
export async function markRead(db: Kysely<Database>, userId: string, anntId: string): Promise<void> {
  await db
    .updateTable('sys_announcement_send')
    .set({ read_flag: '1', read_time: formatDateTime() })
    .where('annt_id', '=', anntId)
    .where('user_id', '=', userId)
    .where('read_flag', '=', '0')
    .execute();
}

/**
 * Marks every unread row of the caller read. @returns how many changed.
 *
 * @example
 * const changed = await markAllRead(app.db, user.id);
 */
export async function markAllRead(db: Kysely<Database>, userId: string): Promise<number> {
  const result = await db
    .updateTable('sys_announcement_send')
    .set({ read_flag: '1', read_time: formatDateTime() })
    .where('user_id', '=', userId)
    .where('read_flag', '=', '0')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Whether a non-admin may read it: published, not deleted, and addressed to everyone or to them.
 *
 * @example
 * if (!(await isAddressedTo(app.db, anntId, user.id))) throw fail(request.t('anntNotFound'), 404, 404);
 */
export async function isAddressedTo(db: Kysely<Database>, anntId: string, userId: string): Promise<boolean> {
  const row = await published(db)
    .select('a.id')
    .where('a.id', '=', anntId)
    .where(({ or, eb, exists, selectFrom }) =>
      or([
        eb('a.msg_type', '=', 'ALL'),
        exists(
          selectFrom('sys_announcement_send as s')
            .select('s.id')
            .whereRef('s.annt_id', '=', 'a.id')
            .where('s.user_id', '=', userId),
        ),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

export interface Reader {
  userId: string;
  username: string;
  realname: string | null;
  readFlag: string;
  readTime: string | null;
}

/**
 * Every recipient of an announcement with their read state: readers first, latest read first.
 *
 * @example
 * const readers = await readersOf(app.db, anntId); // [{ userId, username, realname, readFlag, readTime }]
 */
export async function readersOf(db: Kysely<Database>, anntId: string): Promise<Reader[]> {
  const rows = await db
    .selectFrom('sys_announcement_send as s')
    .innerJoin('sys_user as u', 'u.id', 's.user_id')
    .select(['s.user_id', 'u.username', 'u.realname', 's.read_flag', 's.read_time'])
    .where('s.annt_id', '=', anntId)
    .orderBy('s.read_flag', 'desc')
    .orderBy(sql`coalesce(s.read_time, '')`, 'desc')
    .orderBy('u.username')
    .execute();
  return rows.map((r) => ({
    userId: r.user_id,
    username: r.username,
    realname: r.realname,
    readFlag: r.read_flag,
    readTime: r.read_time,
  }));
}
