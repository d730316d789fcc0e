// Announcement records for the admin screens: the JSON shape, store, edit, logical delete, and the
// dictionary labels that list pages carry as `<field>_dictText` (api-contract §1.2).
import type { Kysely } from 'kysely';
import type { SysAnnouncement } from '../db/announcement-types.js';
import type { Database } from '../db/types.js';
import type { Lang } from '../i18n/messages.js';
import { camelize } from '../lib/camel.js';
import { newId } from '../lib/ids.js';
import { formatDateTime } from '../lib/time.js';
import type { AnnouncementColumns } from './announcement-input.js';
import { itemText } from './dicts.js';

/**
 * The admin JSON of an announcement: every column, camelCase.
 *
 * @example
 * ok(toAnnouncementJson(row)); // { id, titile, msgContent, sendStatus, userIds, … }
 */
export function toAnnouncementJson(row: SysAnnouncement) {
  return camelize(row);
}

/**
 * What a recipient sees: the recipient lists of an announcement stay with the admins.
 *
 * @example
 * ok(toRecipientJson(row)); // without userIds, roleIds, departIds
 */
export function toRecipientJson(row: SysAnnouncement) {
  return camelize(row, ['user_ids', 'role_ids', 'depart_ids', 'del_flag', 'publish_at']);
}

/**
 * A live (not deleted) announcement, or undefined.
 *
 * @example
 * const row = await findAnnouncement(app.db, id);
 */
export function findAnnouncement(db: Kysely<Database>, id: string): Promise<SysAnnouncement | undefined> {
  return db
    .selectFrom('sys_announcement')
    .selectAll()
    .where('id', '=', id)
    .where('del_flag', '=', '0')
    .executeTakeFirst();
}

/**
 * Stores a new draft. @returns its id.
 *
 * @example
 * const id = await createAnnouncement(app.db, checked.columns, user.username);
 */
export async function createAnnouncement(
  db: Kysely<Database>,
  columns: AnnouncementColumns,
  username: string,
): Promise<string> {
  const id = newId();
  await db
    .insertInto('sys_announcement')
    .values({
      ...columns,
      id,
      send_status: '0',
      del_flag: '0',
      create_by: username,
      create_time: formatDateTime(),
    })
    .execute();
  return id;
}

/**
 * Saves an edit of a draft or revoked announcement; a published one is left alone (revoke it first), so
 * recipients never see content change under them.
 * @returns false when no editable row matched.
 *
 * @example
 * if (!(await updateAnnouncement(app.db, id, checked.columns, user.username))) throw fail(…);
 */
export async function updateAnnouncement(
  db: Kysely<Database>,
  id: string,
  columns: AnnouncementColumns,
  username: string,
): Promise<boolean> {
  const result = await db
    .updateTable('sys_announcement')
    .set({ ...columns, update_by: username, update_time: formatDateTime() })
    .where('id', '=', id)
    .where('del_flag', '=', '0')
    .where('send_status', '!=', '1')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Deletes logically (`del_flag = '1'`); recipients stop seeing them at once.
 * @returns the deleted rows as they were, so published ones can tell their recipients' bells to reload.
 *
 * @example
 * const deleted = await deleteAnnouncements(app.db, ['a1', 'a2'], user.username);
 */
export async function deleteAnnouncements(
  db: Kysely<Database>,
  ids: readonly string[],
  username: string,
): Promise<SysAnnouncement[]> {
  if (ids.length === 0) return [];
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('sys_announcement')
      .selectAll()
      .where('id', 'in', ids)
      .where('del_flag', '=', '0')
      .execute();
    if (rows.length) {
      await trx
        .updateTable('sys_announcement')
        .set({ del_flag: '1', update_by: username, update_time: formatDateTime() })
        .where(
          'id',
          'in',
          rows.map((r) => r.id),
        )
        .execute();
    }
    return rows;
  });
}

/** Labels of the announcement dictionaries: code → value → text. */
export type DictLabels = Record<string, Record<string, string>>;

/**
 * Loads the labels of the given dictionaries in one query, in `lang` (the Chinese text where an item
 * has no English one).
 *
 * @example
 * const labels = await dictLabels(app.db, ['priority']); // { priority: { L: '低', M: '中', H: '高' } }
 */
export async function dictLabels(
  db: Kysely<Database>,
  codes: readonly string[],
  lang: Lang = 'zh-CN',
): Promise<DictLabels> {
  const rows = await db
    .selectFrom('sys_dict_item as i')
    .innerJoin('sys_dict as d', 'd.id', 'i.dict_id')
    .select(['d.dict_code', 'i.item_value', 'i.item_text', 'i.item_text_en'])
    .where('d.dict_code', 'in', codes)
    .where('d.del_flag', '=', 0)
    .where('i.status', '=', 1)
    .execute();
  const labels: DictLabels = {};
  for (const row of rows) (labels[row.dict_code] ??= {})[row.item_value] = itemText(row, lang);
  return labels;
}

/**
 * Adds `<field>_dictText` beside each listed field.
 *
 * @example
 * withDictText({ priority: 'H' }, { priority: 'priority' }, { priority: { H: '高' } });
 * // { priority: 'H', priority_dictText: '高' }
 */
export function withDictText<T extends Record<string, unknown>>(
  record: T,
  fields: Readonly<Record<string, string>>,
  labels: DictLabels,
): T & Record<string, string | null> {
  const out: Record<string, unknown> = { ...record };
  for (const [field, code] of Object.entries(fields)) {
    const value = record[field];
    out[`${field}_dictText`] = typeof value === 'string' ? (labels[code]?.[value] ?? value) : null;
  }
  return out as T & Record<string, string | null>;
}
