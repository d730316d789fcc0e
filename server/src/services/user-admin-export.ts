// GET /sys/user/exportXls (api-contract §2.4): the list's filters (or `selections`) as an .xlsx with the
// contract's layout — a title row, an "exported by" row, a header row, then one row per user, with
// dictionary values as their labels. The columns double as the import template (user-admin-import.ts).
import ExcelJS from 'exceljs';
import { PassThrough, type Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { DictCache } from '../crud/dict-cache.js';
import type { Dialect } from '../db/connect.js';
import type { Database } from '../db/types.js';
import { message, type Lang } from '../i18n/messages.js';
import { pageUsers, type UserFilter } from './user-admin-list.js';
import { labelUsers, type UserRecord } from './user-admin-records.js';

/** Property, zh-CN and en-US header, and the record key the cell shows. */
export const USER_COLUMNS = [
  ['username', '账号', 'Username', 'username'],
  ['realname', '姓名', 'Name', 'realname'],
  ['sex', '性别', 'Gender', 'sex_dictText'],
  ['birthday', '生日', 'Birthday', 'birthday'],
  ['email', '邮箱', 'Email', 'email'],
  ['phone', '手机号', 'Mobile', 'phone'],
  ['workNo', '工号', 'Work number', 'workNo'],
  ['post', '职务', 'Position', 'post'],
  ['telephone', '座机', 'Telephone', 'telephone'],
  ['status', '状态', 'Status', 'status_dictText'],
  ['departs', '部门', 'Departments', 'orgCodeTxt'],
] as const;

/** Rows a single export may hold; the list's filters narrow larger directories. */
export const EXPORT_MAX_ROWS = 50_000;
const BATCH = 1000;

export interface UserExport {
  db: Kysely<Database>;
  dialect: Dialect;
  dicts: DictCache;
  lang: Lang;
  exportedBy: string;
  filter: UserFilter;
}

async function* batches(x: UserExport): AsyncIterable<UserRecord[]> {
  for (let pageNo = 1; (pageNo - 1) * BATCH < EXPORT_MAX_ROWS; pageNo += 1) {
    const { rows } = await pageUsers(x.db, x.dialect, x.filter, { pageNo, pageSize: BATCH });
    if (rows.length === 0) return;
    yield await labelUsers(x.db, x.dicts, rows, x.lang);
    if (rows.length < BATCH) return;
  }
}

/** Streams the workbook; the stream errors if a read fails half-way. */
export function exportUsers(x: UserExport): Readable {
  const stream = new PassThrough();
  const zh = x.lang === 'zh-CN';
  void (async () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
    const name = zh ? '用户' : 'User';
    const sheet = workbook.addWorksheet(name);
    sheet.columns = USER_COLUMNS.map(() => ({ width: 18 }));
    const title = sheet.addRow([message(x.lang, 'exportTitle', { name })]);
    title.font = { bold: true, size: 14 };
    title.commit();
    sheet.addRow([message(x.lang, 'exportBy', { name: x.exportedBy })]).commit();
    const header = sheet.addRow(USER_COLUMNS.map((c) => (zh ? c[1] : c[2])));
    header.font = { bold: true };
    header.commit();
    for await (const batch of batches(x)) {
      for (const record of batch) {
        sheet.addRow(USER_COLUMNS.map((c) => (record[c[3]] ?? '') as ExcelJS.CellValue)).commit();
      }
    }
    sheet.commit();
    await workbook.commit();
  })().catch((err: unknown) => stream.destroy(err instanceof Error ? err : new Error(String(err))));
  return stream;
}
