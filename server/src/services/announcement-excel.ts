// GET /sys/annountCement/exportXls and POST /sys/annountCement/importExcel (api-contract §2.4–2.6):
// the admin list's filters (or `selections`) as an .xlsx in the contract's layout — a title row, an
// "exported by" row, a header row, one row per announcement with dictionary values as their labels in
// the caller's language — and the same columns read back as drafts. Each imported row is checked like
// an add (announcement-input.ts), so nothing reaches the table that the add form would refuse.
import ExcelJS from 'exceljs';
import { PassThrough, type Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { message, type Lang } from '../i18n/messages.js';
import {
  ANNOUNCEMENT_DICT_FIELDS,
  listAnnouncements,
  type AnnouncementSelection,
  type SortColumn,
} from './announcement-list.js';
import { dictLabels } from './announcements.js';

/** Property, zh-CN and en-US header; the first ones are also the import's columns. */
export const ANNOUNCEMENT_COLUMNS = [
  ['titile', '标题', 'Title'],
  ['msgAbstract', '摘要', 'Abstract'],
  ['msgContent', '内容', 'Content'],
  ['priority', '优先级', 'Priority'],
  ['msgCategory', '消息类型', 'Category'],
  ['msgType', '通告对象类型', 'Audience'],
  ['userIds', '指定用户', 'User ids'],
  ['roleIds', '指定角色', 'Role ids'],
  ['departIds', '指定部门', 'Department ids'],
  ['startTime', '开始时间', 'Start time'],
  ['endTime', '结束时间', 'End time'],
  ['sendStatus', '发布状态', 'Status'],
  ['sender', '发布人', 'Publisher'],
  ['sendTime', '发布时间', 'Published at'],
] as const;

/** The columns an import reads (status, publisher and time are the server's). */
export const IMPORT_COLUMNS = ANNOUNCEMENT_COLUMNS.slice(0, 11);

/** Rows a single export may hold; the list's filters narrow larger tables. */
export const EXPORT_MAX_ROWS = 50_000;
const BATCH = 1000;
const DICT_FIELDS: Readonly<Record<string, string>> = ANNOUNCEMENT_DICT_FIELDS;

export interface AnnouncementExport {
  db: Kysely<Database>;
  lang: Lang;
  exportedBy: string;
  query: AnnouncementSelection;
  /** The list's order (`column`/`order`); newest first by default. */
  sort?: SortColumn[];
}

async function* batches(x: AnnouncementExport): AsyncIterable<Record<string, unknown>[]> {
  for (let pageNo = 1; (pageNo - 1) * BATCH < EXPORT_MAX_ROWS; pageNo += 1) {
    const page = await listAnnouncements(
      x.db,
      { ...x.query, pageNo, pageSize: BATCH },
      x.sort ?? ['create_time'],
      x.lang,
    );
    if (page.records.length === 0) return;
    yield page.records;
    if (page.records.length < BATCH) return;
  }
}

/** The text of a cell: a dictionary field's label, an id list without its trailing comma. */
function cell(record: Record<string, unknown>, field: string): ExcelJS.CellValue {
  const value = field in DICT_FIELDS ? record[`${field}_dictText`] : record[field];
  if (typeof value !== 'string') return '';
  return field.endsWith('Ids') ? value.replace(/,$/, '') : value;
}

/**
 * Streams the workbook; the stream errors if a read fails half-way.
 *
 * @example
 * reply.type(XLSX_TYPE).send(exportAnnouncements({ db: app.db, lang, exportedBy, query }));
 */
export function exportAnnouncements(x: AnnouncementExport): Readable {
  const stream = new PassThrough();
  const zh = x.lang === 'zh-CN';
  void (async () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
    const name = zh ? '系统通告' : 'Announcement';
    const sheet = workbook.addWorksheet(name);
    sheet.columns = ANNOUNCEMENT_COLUMNS.map(() => ({ width: 18 }));
    const title = sheet.addRow([message(x.lang, 'exportTitle', { name })]);
    title.font = { bold: true, size: 14 };
    title.commit();
    sheet.addRow([message(x.lang, 'exportBy', { name: x.exportedBy })]).commit();
    const header = sheet.addRow(ANNOUNCEMENT_COLUMNS.map((c) => (zh ? c[1] : c[2])));
    header.font = { bold: true };
    header.commit();
    for await (const batch of batches(x)) {
      for (const record of batch) sheet.addRow(ANNOUNCEMENT_COLUMNS.map((c) => cell(record, c[0]))).commit();
    }
    sheet.commit();
    await workbook.commit();
  })().catch((err: unknown) => stream.destroy(err instanceof Error ? err : new Error(String(err))));
  return stream;
}

/** Label (either language, any case) or value → value, per dictionary field. */
export type LabelLookup = Record<string, Map<string, string>>;

/**
 * What an imported cell of a dictionary field may say: the value itself or its label in either language.
 *
 * @example
 * (await labelLookup(app.db)).priority.get('高'); // 'H'
 */
export async function labelLookup(db: Kysely<Database>): Promise<LabelLookup> {
  const codes = Object.values(DICT_FIELDS);
  const [zh, en] = await Promise.all([dictLabels(db, codes, 'zh-CN'), dictLabels(db, codes, 'en-US')]);
  const lookup: LabelLookup = {};
  for (const [field, code] of Object.entries(DICT_FIELDS)) {
    const map = new Map<string, string>();
    for (const labels of [zh[code] ?? {}, en[code] ?? {}]) {
      for (const [value, text] of Object.entries(labels)) {
        map.set(value.toLowerCase(), value);
        map.set(text.toLowerCase(), value);
      }
    }
    lookup[field] = map;
  }
  return lookup;
}
