// POST /sys/user/importExcel (api-contract §2.5, §2.6): rows of the export's layout (header found by its
// zh-CN or en-US titles or property names), each checked like an add — required username, lengths,
// gender, departments by org code or name, usernames, phones, emails and work numbers unique in the
// database and in the file. Imported users get no usable password (an administrator sets one with
// changePassword): the contract's shared default '123456' would be a known password on every account.
import ExcelJS from 'exceljs';
import { message, type Lang, type MessageKey } from '../i18n/messages.js';
import { newId } from '../lib/ids.js';
import { formatDateTime } from '../lib/time.js';
import { OP, writeOpLog, type AdminContext } from './user-admin-context.js';
import { USER_COLUMNS } from './user-admin-export.js';

export interface RowError {
  row: number;
  field: string;
  message: string;
}
export type Values = Record<string, string>;

const LIMITS: Record<string, number> = {
  username: 100,
  realname: 100,
  email: 45,
  phone: 45,
  workNo: 100,
  post: 100,
  telephone: 45,
};
// A Map, so a cell reading 'constructor' or '__proto__' is just an unknown value.
const SEX = new Map<string, number>(
  Object.entries({
    未知: 0,
    男: 1,
    女: 2,
    unknown: 0,
    male: 1,
    female: 2,
    '0': 0,
    '1': 1,
    '2': 2,
  }),
);
const pad = (n: number) => String(n).padStart(2, '0');

function cellText(value: ExcelJS.CellValue): string {
  if (value instanceof Date)
    return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
  if (value && typeof value === 'object') {
    if ('richText' in value)
      return value.richText
        .map((r) => r.text)
        .join('')
        .trim();
    if ('text' in value && typeof value.text === 'string') return value.text.trim();
    if ('result' in value) return cellText((value.result ?? null) as ExcelJS.CellValue);
    return '';
  }
  return value === null || value === undefined ? '' : String(value).trim();
}

/** The user sheet's rows by property; throws when the file is not an .xlsx. */
export function readUserSheet(buffer: Buffer): Promise<{ row: number; values: Values }[]> {
  return readSheet(buffer, USER_COLUMNS);
}

/**
 * The column's header as the template and the export write it in `lang` (import errors name columns,
 * not properties, since the importer holds a spreadsheet); the property name when it has no column.
 *
 * @example
 * columnLabel(USER_COLUMNS, 'workNo', 'zh-CN'); // '工号'
 */
export function columnLabel(
  columns: readonly (readonly [string, string, string, ...string[]])[],
  field: string,
  lang: Lang,
): string {
  const column = columns.find((c) => c[0] === field);
  if (!column) return field;
  return lang === 'en-US' ? column[2] : column[1];
}

/** Rows of the first sheet by property; the header is the row (of the first five) naming most columns. */
export async function readSheet(
  buffer: Buffer,
  columns: readonly (readonly [string, string, string, ...string[]])[],
): Promise<{ row: number; values: Values }[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) return [];
  const byHeader = new Map<string, string>();
  for (const [name, zh, en] of columns) for (const k of [name, zh, en]) byHeader.set(k.toLowerCase(), name);
  let headerRow = 0;
  let found = new Map<number, string>();
  for (let r = 1; r <= Math.min(5, sheet.rowCount); r += 1) {
    const here = new Map<number, string>();
    sheet.getRow(r).eachCell((cell, col) => {
      const name = byHeader.get(cellText(cell.value).toLowerCase());
      if (name) here.set(col, name);
    });
    if (here.size > found.size) [found, headerRow] = [here, r];
  }
  const rows: { row: number; values: Values }[] = [];
  if (headerRow === 0) return rows;
  for (let r = headerRow + 1; r <= sheet.rowCount; r += 1) {
    const values: Values = {};
    for (const [col, name] of found) {
      const text = cellText(sheet.getRow(r).getCell(col).value);
      if (text !== '') values[name] = text;
    }
    if (Object.keys(values).length > 0) rows.push({ row: r, values });
  }
  return rows;
}

export interface CheckedUser {
  row: number;
  values: Values;
  sex: number | null;
  departIds: string[];
}

/** Splits rows into users to insert and per-row errors (in the caller's language). */
export async function checkUserRows(ctx: AdminContext, lang: Lang, rows: { row: number; values: Values }[]) {
  const departs = await ctx.db
    .selectFrom('sys_depart')
    .select(['id', 'org_code', 'depart_name'])
    .where('del_flag', '=', '0')
    .execute();
  const departKey = new Map<string, string>();
  for (const d of departs) departKey.set(d.depart_name, d.id).set(d.org_code, d.id);
  const seen = new Map<string, Set<string>>();
  const good: CheckedUser[] = [];
  const errors: RowError[] = [];
  for (const { row, values } of rows) {
    const bad = (field: string, key: MessageKey, params: Record<string, string | number> = {}) =>
      errors.push({
        row,
        field,
        message: message(lang, key, { field: columnLabel(USER_COLUMNS, field, lang), ...params }),
      });
    const before = errors.length;
    if (!values.username) bad('username', 'fieldRequired');
    else if (/[\s,]/.test(values.username)) bad('username', 'fieldPattern');
    for (const [field, limit] of Object.entries(LIMITS))
      if ((values[field]?.length ?? 0) > limit) bad(field, 'fieldTooLong', { limit });
    const sex = values.sex === undefined ? null : (SEX.get(values.sex.toLowerCase()) ?? -1);
    if (sex === -1) bad('sex', 'fieldInvalid');
    if (values.birthday && !/^\d{4}-\d{2}-\d{2}$/.test(values.birthday)) bad('birthday', 'fieldPattern');
    if (values.email && !/^[^\s@]+@[^\s@]+$/.test(values.email)) bad('email', 'fieldPattern');
    const departIds = (values.departs ?? '')
      .split(/[,，]/)
      .map((s) => s.trim())
      .filter(Boolean)
      .map((k) => departKey.get(k) ?? '');
    if (departIds.includes('')) bad('departs', 'userUnknownDeparts');
    for (const field of ['username', 'phone', 'email', 'workNo']) {
      const value = values[field];
      if (!value) continue;
      const set = seen.get(field) ?? seen.set(field, new Set()).get(field)!;
      const column = field === 'workNo' ? 'work_no' : (field as 'username' | 'phone' | 'email');
      const taken =
        set.has(value) ||
        (await ctx.db.selectFrom('sys_user').select('id').where(column, '=', value).executeTakeFirst());
      if (taken) bad(field, 'userTaken');
      set.add(value);
    }
    if (errors.length === before)
      good.push({ row, values, sex: sex ?? null, departIds: [...new Set(departIds)] });
  }
  return { good, errors };
}

/** Inserts the checked users and their departments in one transaction; returns how many. */
export async function insertUsers(ctx: AdminContext, users: CheckedUser[]): Promise<number> {
  if (users.length === 0) return 0;
  const now = formatDateTime();
  await ctx.db.transaction().execute(async (tx) => {
    for (const { values: v, sex, departIds } of users) {
      const id = newId();
      await tx
        .insertInto('sys_user')
        .values({
          id,
          username: v.username!,
          realname: v.realname ?? v.username!,
          // Not of the stored hash shape, so it never verifies (lib/password.ts): no sign-in until reset.
          password: `!imported!${newId()}`,
          sex,
          birthday: v.birthday ?? null,
          email: v.email ?? null,
          phone: v.phone ?? null,
          work_no: v.workNo ?? null,
          post: v.post ?? null,
          telephone: v.telephone ?? null,
          status: 1,
          del_flag: 0,
          create_by: ctx.actor.username,
          create_time: now,
        })
        .execute();
      for (const dep_id of departIds)
        await tx.insertInto('sys_user_depart').values({ id: newId(), user_id: id, dep_id }).execute();
    }
    await writeOpLog(tx, ctx, OP.import, `导入用户：${users.length}`);
  });
  return users.length;
}
