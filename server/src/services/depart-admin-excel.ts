// GET /sys/sysDepart/exportXls (api-contract §4.4): every live department in tree order, in the export
// layout (title, "exported by", header, rows) with dictionary values as labels. The same columns are
// the import template; `parentOrgCode` is how an imported row names its parent.
import ExcelJS from 'exceljs';
import type { Kysely } from 'kysely';
import type { DictCache } from '../crud/dict-cache.js';
import type { Database } from '../db/types.js';
import { message, type Lang } from '../i18n/messages.js';

/** Property, zh-CN and en-US header. */
export const DEPART_COLUMNS = [
  ['departName', '部门名称', 'Department'],
  ['departNameEn', '英文名称', 'English name'],
  ['departNameAbbr', '缩写', 'Abbreviation'],
  ['orgCode', '机构编码', 'Org code'],
  ['parentOrgCode', '上级编码', 'Parent org code'],
  ['orgCategory', '机构类别', 'Category'],
  ['departOrder', '排序', 'Order'],
  ['mobile', '手机号', 'Mobile'],
  ['fax', '传真', 'Fax'],
  ['address', '地址', 'Address'],
  ['memo', '备注', 'Memo'],
] as const;

/** The workbook of every live department, as a buffer (a few thousand rows at most). */
export async function exportDeparts(
  db: Kysely<Database>,
  dicts: DictCache,
  lang: Lang,
  exportedBy: string,
): Promise<Buffer> {
  const rows = await db
    .selectFrom('sys_depart')
    .selectAll()
    .where('del_flag', '=', '0')
    .orderBy('org_code')
    .execute();
  const categories = (await dicts.all(lang)).get('org_category');
  const zh = lang === 'zh-CN';
  const book = new ExcelJS.Workbook();
  const name = zh ? '部门' : 'Department';
  const sheet = book.addWorksheet(name);
  sheet.columns = DEPART_COLUMNS.map(() => ({ width: 18 }));
  sheet.addRow([message(lang, 'exportTitle', { name })]).font = { bold: true, size: 14 };
  sheet.addRow([message(lang, 'exportBy', { name: exportedBy })]);
  sheet.addRow(DEPART_COLUMNS.map((c) => (zh ? c[1] : c[2]))).font = { bold: true };
  for (const r of rows) {
    sheet.addRow([
      r.depart_name,
      r.depart_name_en ?? '',
      r.depart_name_abbr ?? '',
      r.org_code,
      r.org_code.length > 3 ? r.org_code.slice(0, -3) : '',
      categories?.get(r.org_category) ?? r.org_category,
      r.depart_order,
      r.mobile ?? '',
      r.fax ?? '',
      r.address ?? '',
      r.memo ?? '',
    ]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
