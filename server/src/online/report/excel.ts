// A report's rows as an .xlsx in the export layout of crud/excel.ts (title row, "exported by" row,
// header row, data), labels in place of dictionary values.
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Row } from '../../crud/types.js';
import { message, type Lang } from '../../i18n/messages.js';
import type { ReportColumnInfo } from '../../../../schemas/api/reports.js';

function cell(record: Row, column: ReportColumnInfo): ExcelJS.CellValue {
  const label = column.dictText ? record[`${column.field}_dictText`] : undefined;
  const value = label ?? record[column.field];
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.join(',');
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'string') return value;
  return String(value);
}

/**
 * Streams the workbook of a report's records.
 *
 * @example
 * reply.type(XLSX_TYPE).send(reportWorkbook('工单统计', columns, records, 'admin', 'zh-CN'));
 */
export function reportWorkbook(
  name: string,
  columns: readonly ReportColumnInfo[],
  records: readonly Row[],
  exportedBy: string,
  lang: Lang,
): Readable {
  const stream = new PassThrough();
  void (async () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
    // Sheet names are at most 31 characters and may not hold []:*?/\ .
    const sheet = workbook.addWorksheet(name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'report');
    sheet.columns = columns.map(() => ({ width: 20 }));
    const title = sheet.addRow([message(lang, 'exportTitle', { name })]);
    title.font = { bold: true, size: 14 };
    sheet.mergeCells(1, 1, 1, Math.max(columns.length, 1));
    title.commit();
    sheet.addRow([message(lang, 'exportBy', { name: exportedBy })]).commit();
    const header = sheet.addRow(columns.map((c) => c.label));
    header.font = { bold: true };
    header.commit();
    for (const record of records) sheet.addRow(columns.map((c) => cell(record, c))).commit();
    sheet.commit();
    await workbook.commit();
  })().catch((err: unknown) => stream.destroy(err instanceof Error ? err : new Error(String(err))));
  return stream;
}
