// Who an announcement goes to. The audience is resolved to user ids when it is published (all users, the
// chosen users, the members of the chosen roles, or of the chosen departments and their sub-departments),
// and stored as one sys_announcement_send row per recipient.
import type { Kysely, Transaction } from 'kysely';
import type { SysAnnouncement } from '../db/announcement-types.js';
import type { Database } from '../db/types.js';
import { newId } from '../lib/ids.js';
import { formatDateTime } from '../lib/time.js';
import type { Audience } from '../realtime/types.js';
import { idList } from './announcement-input.js';

const CHUNK = 500;

async function chunked<T>(ids: readonly string[], run: (chunk: string[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) out.push(...(await run(ids.slice(i, i + CHUNK))));
  return out;
}

/**
 * The user ids an announcement goes to, resolved now.
 *
 * @example
 * const userIds = await resolveRecipients(app.db, row);
 */
export async function resolveRecipients(db: Kysely<Database>, row: SysAnnouncement): Promise<string[]> {
  const live = db.selectFrom('sys_user as u').where('u.del_flag', '=', 0);
  let rows: { id: string }[];
  if (row.msg_type === 'ALL') {
    rows = await live.select('u.id').execute();
  } else if (row.msg_type === 'USER') {
    rows = await chunked(idList(row.user_ids), (ids) =>
      live.select('u.id').where('u.id', 'in', ids).execute(),
    );
  } else if (row.msg_type === 'ROLE') {
    rows = await chunked(idList(row.role_ids), (ids) =>
      live
        .innerJoin('sys_user_role as ur', 'ur.user_id', 'u.id')
        .select('u.id')
        .where('ur.role_id', 'in', ids)
        .execute(),
    );
  } else {
    // Org codes are hierarchical (A01 → A01A01…), so a prefix match takes in the sub-departments.
    const chosen = await chunked(idList(row.depart_ids), (ids) =>
      db.selectFrom('sys_depart').select('org_code').where('id', 'in', ids).execute(),
    );
    rows = chosen.length
      ? await live
          .innerJoin('sys_user_depart as ud', 'ud.user_id', 'u.id')
          .innerJoin('sys_depart as d', 'd.id', 'ud.dep_id')
          .select('u.id')
          .where('d.del_flag', '=', '0')
          .where((eb) => eb.or(chosen.map((d) => eb('d.org_code', 'like', `${d.org_code}%`))))
          .execute()
      : [];
  }
  return [...new Set(rows.map((r) => r.id))];
}

/**
 * Makes the send rows match the recipients: adds the missing, drops those no longer addressed.
 *
 * @example
 * await db.transaction().execute((trx) => syncSendRows(trx, row.id, await resolveRecipients(trx, row), 'admin'));
 */
export async function syncSendRows(
  trx: Transaction<Database>,
  anntId: string,
  userIds: string[],
  by: string | null,
) {
  const existing = new Set(
    (
      await trx.selectFrom('sys_announcement_send').select('user_id').where('annt_id', '=', anntId).execute()
    ).map((r) => r.user_id),
  );
  const wanted = new Set(userIds);
  const now = formatDateTime();
  const missing = userIds.filter((id) => !existing.has(id));
  for (let i = 0; i < missing.length; i += CHUNK) {
    const values = missing.slice(i, i + CHUNK).map((userId) => ({
      id: newId(),
      annt_id: anntId,
      user_id: userId,
      read_flag: '0',
      read_time: null,
      create_by: by,
      create_time: now,
    }));
    await trx
      .insertInto('sys_announcement_send')
      .values(values)
      .onConflict((oc) => oc.columns(['annt_id', 'user_id']).doNothing())
      .execute();
  }
  const gone = [...existing].filter((id) => !wanted.has(id));
  for (let i = 0; i < gone.length; i += CHUNK) {
    await trx
      .deleteFrom('sys_announcement_send')
      .where('annt_id', '=', anntId)
      .where('user_id', 'in', gone.slice(i, i + CHUNK))
      .execute();
  }
}

/**
 * The users holding a send row of an announcement (the audience of its reload messages).
 *
 * @example
 * await app.realtime.publish(await recipientsOf(app.db, row), reloadMessage(row));
 */
export async function recipientsOf(db: Kysely<Database>, row: SysAnnouncement): Promise<Audience> {
  if (row.msg_type === 'ALL') return 'all';
  const rows = await db
    .selectFrom('sys_announcement_send')
    .select('user_id')
    .where('annt_id', '=', row.id)
    .execute();
  return rows.map((r) => r.user_id);
}
