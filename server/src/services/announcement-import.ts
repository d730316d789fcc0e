// POST /sys/annountCement/importExcel: rows of the export's layout (header found by its zh-CN or en-US
// titles or property names) become drafts. Each row is checked like an add — required title, the
// dictionary fields by value or by label in either language, times, targets that match the audience
// and exist — and every problem is reported with its row and column. The good rows go in one
// transaction, so a failure half-way leaves nothing behind.
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { message, type Lang } from '../i18n/messages.js';
import { newId } from '../lib/ids.js';
import { formatDateTime } from '../lib/time.js';
import { IMPORT_COLUMNS, labelLookup } from './announcement-excel.js';
import {
  normalizeAnnouncement,
  unknownTargets,
  type AnnouncementColumns,
  type AnnouncementFields,
  type Problem,
} from './announcement-input.js';
import { columnLabel, readSheet, type RowError, type Values } from './user-admin-import.js';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const DICT_FIELDS = ['priority', 'msgCategory', 'msgType'] as const;

export interface CheckedRow {
  row: number;
  columns: AnnouncementColumns;
}

/** The announcement sheet's rows by property; throws when the file is not an .xlsx. */
export function readAnnouncementSheet(buffer: Buffer): Promise<{ row: number; values: Values }[]> {
  return readSheet(buffer, IMPORT_COLUMNS);
}

/** A time cell as stored (`yyyy-MM-dd HH:mm:ss`; a bare date is midnight), or null when it is not one. */
function timeOf(text: string | undefined): string | null | undefined {
  if (text === undefined) return undefined;
  if (DATE_ONLY.test(text)) return `${text} 00:00:00`;
  return DATE_TIME.test(text) ? text : null;
}

/**
 * Checks the rows; the good ones come back as the columns an add would store.
 *
 * @example
 * const { good, errors } = await checkAnnouncementRows(app.db, 'zh-CN', await readAnnouncementSheet(file));
 */
export async function checkAnnouncementRows(
  db: Kysely<Database>,
  lang: Lang,
  rows: readonly { row: number; values: Values }[],
): Promise<{ good: CheckedRow[]; errors: RowError[] }> {
  const lookup = await labelLookup(db);
  const good: CheckedRow[] = [];
  const errors: RowError[] = [];
  const report = (row: number, problems: Problem[]) => {
    for (const p of problems) {
      const field = typeof p.params.field === 'string' ? p.params.field : '';
      const label = field ? columnLabel(IMPORT_COLUMNS, field, lang) : '';
      errors.push({ row, field, message: message(lang, p.key, { ...p.params, field: label }) });
    }
  };
  for (const { row, values } of rows) {
    const fields: AnnouncementFields = { ...values };
    for (const field of DICT_FIELDS) {
      const text = values[field];
      if (text !== undefined) fields[field] = lookup[field]?.get(text.toLowerCase()) ?? text;
    }
    const times: Problem[] = [];
    for (const field of ['startTime', 'endTime'] as const) {
      const time = timeOf(values[field]);
      if (time === null) times.push({ key: 'fieldPattern', params: { field } });
      else fields[field] = time;
    }
    const checked = normalizeAnnouncement(fields);
    if (times.length || !checked.ok) {
      report(row, [...times, ...(checked.ok ? [] : checked.problems)]);
      continue;
    }
    const unknown = await unknownTargets(db, checked.columns);
    if (unknown.length) report(row, unknown);
    else good.push({ row, columns: checked.columns });
  }
  return { good, errors };
}

/**
 * Stores the checked rows as drafts in one transaction. @returns how many.
 *
 * @example
 * const count = await insertAnnouncements(app.db, good, user.username);
 */
export async function insertAnnouncements(
  db: Kysely<Database>,
  rows: readonly CheckedRow[],
  username: string,
): Promise<number> {
  if (rows.length === 0) return 0;
  const now = formatDateTime();
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += 200) {
      const values = rows.slice(i, i + 200).map(({ columns }) => ({
        ...columns,
        id: newId(),
        send_status: '0',
        del_flag: '0',
        create_by: username,
        create_time: now,
      }));
      await trx.insertInto('sys_announcement').values(values).execute();
    }
  });
  return rows.length;
}
