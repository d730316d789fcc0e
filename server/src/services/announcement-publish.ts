// Publishing and revoking. Publishing resolves the audience to user ids at that moment and writes one
// sys_announcement_send row per recipient (announcement-recipients.ts). The status change is a guarded update
// (`… where send_status in (…) returning`), so of two instances or two clicks only one publishes.
import type { Kysely } from 'kysely';
import type { SysAnnouncement } from '../db/announcement-types.js';
import type { Database } from '../db/types.js';
import { formatDateTime } from '../lib/time.js';
import type { Audience, RealtimeMessage } from '../realtime/types.js';
import { recipientsOf, resolveRecipients, syncSendRows } from './announcement-recipients.js';

export interface Delivery {
  announcement: SysAnnouncement;
  audience: Audience;
  message: RealtimeMessage;
}

export type ReleaseResult = Delivery | 'not-found' | 'already-published';
export type RevokeResult = Delivery | 'not-found' | 'not-published';

/**
 * The live-update message of a publication: `topic` for everyone, `user` for chosen recipients.
 *
 * @example
 * publicationMessage(row); // { cmd: 'topic', msgId: row.id, msgTxt: row.titile }
 */
export function publicationMessage(row: SysAnnouncement): RealtimeMessage {
  return { cmd: row.msg_type === 'ALL' ? 'topic' : 'user', msgId: row.id, msgTxt: row.titile };
}

/**
 * A bare reload request (no msgId, so no pop-up): sent on revoke, delete and read-all.
 *
 * @example
 * reloadMessage(null); // { cmd: 'topic' }
 */
export function reloadMessage(row: Pick<SysAnnouncement, 'msg_type'> | null): RealtimeMessage {
  return { cmd: row === null || row.msg_type === 'ALL' ? 'topic' : 'user' };
}

export interface ReleaseOptions {
  /** Username recorded as sender. */
  sender: string;
  /** Statuses it may be published from: drafts and revoked ones by hand, drafts only by the scheduler. */
  from?: readonly string[];
}

/**
 * Publishes: status '1', send time, sender, recipients' rows. The caller pushes `message` after commit.
 *
 * @example
 * const result = await releaseAnnouncement(app.db, id, { sender: user.username });
 * if (typeof result === 'object') await app.realtime.publish(result.audience, result.message);
 */
export async function releaseAnnouncement(
  db: Kysely<Database>,
  id: string,
  { sender, from = ['0', '2'] }: ReleaseOptions,
): Promise<ReleaseResult> {
  return db.transaction().execute(async (trx) => {
    const now = formatDateTime();
    const row = await trx
      .updateTable('sys_announcement')
      .set({
        send_status: '1',
        send_time: now,
        sender,
        cancel_time: null,
        update_by: sender,
        update_time: now,
      })
      .where('id', '=', id)
      .where('del_flag', '=', '0')
      .where('send_status', 'in', [...from])
      .returningAll()
      .executeTakeFirst();
    if (!row) {
      const exists = await trx
        .selectFrom('sys_announcement')
        .select('id')
        .where('id', '=', id)
        .where('del_flag', '=', '0')
        .executeTakeFirst();
      return exists ? 'already-published' : 'not-found';
    }
    const recipients = await resolveRecipients(trx, row);
    await syncSendRows(trx, row.id, recipients, sender);
    return {
      announcement: row,
      audience: row.msg_type === 'ALL' ? 'all' : recipients,
      message: publicationMessage(row),
    };
  });
}

/**
 * Revokes a published announcement: status '2', cancel time; it leaves every recipient's lists.
 *
 * @example
 * const result = await revokeAnnouncement(app.db, id, user.username);
 */
export async function revokeAnnouncement(
  db: Kysely<Database>,
  id: string,
  by: string,
): Promise<RevokeResult> {
  const now = formatDateTime();
  const row = await db
    .updateTable('sys_announcement')
    .set({ send_status: '2', cancel_time: now, update_by: by, update_time: now })
    .where('id', '=', id)
    .where('del_flag', '=', '0')
    .where('send_status', '=', '1')
    .returningAll()
    .executeTakeFirst();
  if (!row) {
    const exists = await db
      .selectFrom('sys_announcement')
      .select('id')
      .where('id', '=', id)
      .where('del_flag', '=', '0')
      .executeTakeFirst();
    return exists ? 'not-published' : 'not-found';
  }
  return { announcement: row, audience: await recipientsOf(db, row), message: reloadMessage(row) };
}
