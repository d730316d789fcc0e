// The list pages' export and import as files: a downloaded export read back, and a file to import made
// from it (same title rows and header, other data rows).
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Download } from 'playwright-core';

/** The header row of an export (rows 1 and 2 are the title and the export time). */
const HEADER_ROW = 3;

export interface ExportedSheet {
  book: ExcelJS.Workbook;
  sheet: ExcelJS.Worksheet;
  /** Column titles; index 0 is empty (ExcelJS counts columns from 1). */
  header: string[];
  /** The data rows' values, each indexed like `header`. */
  rows: unknown[][];
}

/**
 * Reads a downloaded .xlsx export; fails when it is not a workbook.
 *
 * @example
 * const [download] = await Promise.all([page.waitForEvent('download'), button(page, '导出').click()]);
 * const { header, rows } = await readExport(download);
 */
export async function readExport(download: Download): Promise<ExportedSheet> {
  const book = new ExcelJS.Workbook();
  const bytes = await readFile((await download.path())!);
  await book.xlsx.load(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  );
  const sheet = book.worksheets[0]!;
  const header = (sheet.getRow(HEADER_ROW).values as unknown[]).map((v) => (v == null ? '' : String(v)));
  const rows: unknown[][] = [];
  sheet.eachRow((row, at) => {
    if (at > HEADER_ROW) rows.push(row.values as unknown[]);
  });
  return { book, sheet, header, rows };
}

/**
 * Writes `path`: the export with its data rows replaced by copies of `template`, one per entry of
 * `changes`, each with the named columns (by header title) set.
 *
 * @example
 * await writeImport(exported, exported.rows[0]!, [{ 标题: '新文章' }, { 标题: '短' }], 'import.xlsx');
 */
export async function writeImport(
  exported: ExportedSheet,
  template: readonly unknown[],
  changes: readonly Record<string, unknown>[],
  path: string,
): Promise<void> {
  const { book, sheet, header } = exported;
  sheet.spliceRows(HEADER_ROW + 1, exported.rows.length);
  for (const change of changes) {
    const values = [...template];
    for (const [title, value] of Object.entries(change)) {
      const at = header.indexOf(title);
      if (at < 1) throw new Error(`the export has no column "${title}"`);
      values[at] = value;
    }
    // values[] counts columns from 1 (A); addRow takes a dense array from A.
    sheet.addRow(values.slice(1));
  }
  await book.xlsx.writeFile(path);
}
