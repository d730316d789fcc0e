// Excel files of a model: exports stream an .xlsx (title row, "exported by" row, header row, data;
// dictionaries, options and references as their texts), imports read the same layout back into
// property values.
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { resolveText } from '../../../runtime/schema/index.js';
import { message } from '../i18n/messages.js';
import { referenceColumns, referenceKeys } from './import-refs.js';
import { addLabels } from './labels.js';
import { labelOf, modelLabel, visibleFields, type CompiledModel, type FieldInfo } from './model.js';
import type { ModelRegistry } from './registry.js';
import type { Scope } from './scope.js';
import type { Row } from './types.js';

const SERVER_ONLY_EXPORT = new Set(['createBy', 'updateBy', 'updateTime']);

/**
 * Columns of an export (and of the import template): visible properties without the key.
 *
 * @example
 * excelFields(positionModel).map((f) => f.name); // ['code', 'name', 'postRank', 'createTime']
 */
export function excelFields(model: CompiledModel, hidden: ReadonlySet<string> = new Set()): FieldInfo[] {
  return visibleFields(model).filter(
    (f) => f !== model.pk && !SERVER_ONLY_EXPORT.has(f.name) && !hidden.has(f.name),
  );
}

/**
 * A record's cell for one column: what the list shows, so a dictionary, option or reference reads as
 * its text and stored files as their names (`<field>_dictText`, labels.ts); other values as they are.
 */
function cellOf(field: FieldInfo, record: Row): ExcelJS.CellValue {
  const value = record[field.name];
  if (value === null || value === undefined) return null;
  const label = record[`${field.name}_dictText`];
  if (typeof label === 'string') return label;
  if (Array.isArray(value)) return value.join(',');
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'string') return value;
  return String(value);
}

export interface ExportOptions {
  exportedBy: string;
  /** Batches of records in export order. */
  batches: AsyncIterable<Row[]>;
}

/**
 * Streams an .xlsx; the returned stream ends when the workbook is complete (or errors).
 *
 * @example
 * reply.type(XLSX_TYPE).send(exportWorkbook(scope, { exportedBy, batches }));
 */
export function exportWorkbook(scope: Scope, options: ExportOptions): Readable {
  const { model, lang } = scope;
  const stream = new PassThrough();
  // Properties the exporting user may not see (field-access.ts) are left out of the sheet.
  const fields = excelFields(model, scope.hidden);
  void (async () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
    const name = modelLabel(model, lang);
    const sheet = workbook.addWorksheet(name.slice(0, 31));
    sheet.columns = fields.map(() => ({ width: 20 }));
    const title = sheet.addRow([message(lang, 'exportTitle', { name })]);
    title.font = { bold: true, size: 14 };
    sheet.mergeCells(1, 1, 1, Math.max(fields.length, 1));
    title.commit();
    sheet.addRow([message(lang, 'exportBy', { name: options.exportedBy })]).commit();
    const header = sheet.addRow(fields.map((f) => labelOf(model, f, lang)));
    header.font = { bold: true };
    header.commit();
    for await (const batch of options.batches) {
      await addLabels(scope, batch);
      for (const record of batch) sheet.addRow(fields.map((f) => cellOf(f, record))).commit();
    }
    sheet.commit();
    await workbook.commit();
  })().catch((err: unknown) => stream.destroy(err instanceof Error ? err : new Error(String(err))));
  return stream;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/* ------------------------------------------------------------------ import ---------------------- */

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell's value as the property expects it (Excel dates are UTC in exceljs). */
function fromCell(field: FieldInfo, value: ExcelJS.CellValue): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) {
    const date = `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
    if (field.format === 'date') return date;
    return `${date} ${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}:${pad(value.getUTCSeconds())}`;
  }
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('result' in value) return fromCell(field, (value.result ?? null) as ExcelJS.CellValue);
    if ('error' in value) return null;
    return null;
  }
  if (typeof value === 'string') return value.trim();
  return value;
}

export interface ImportedRow {
  /** 1-based row number in the sheet, for messages. */
  row: number;
  values: Row;
}

export class BadWorkbookError extends Error {}

/**
 * Reads a model's rows from an .xlsx buffer: the header row is the one naming the most properties.
 *
 * @example
 * const rows = await readWorkbook(registry, model, buffer); // [{ row: 4, values: { code: 'dev1', … } }]
 */
export async function readWorkbook(
  registry: ModelRegistry,
  model: CompiledModel,
  buffer: Buffer,
): Promise<ImportedRow[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw new BadWorkbookError('not an xlsx file');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const fields = visibleFields(model).filter((f) => !f.serverOwned);
  const byHeader = new Map<string, FieldInfo>();
  for (const field of fields) {
    for (const key of [field.name, labelOf(model, field, 'zh-CN'), labelOf(model, field, 'en-US')]) {
      byHeader.set(key.trim().toLowerCase(), field);
    }
  }
  let headerRow = 0;
  let columns = new Map<number, FieldInfo>();
  for (let r = 1; r <= Math.min(5, sheet.rowCount); r += 1) {
    const found = new Map<number, FieldInfo>();
    sheet.getRow(r).eachCell((cell, col) => {
      const field = byHeader.get(
        String(cell.text ?? '')
          .trim()
          .toLowerCase(),
      );
      if (field) found.set(col, field);
    });
    if (found.size > columns.size) {
      columns = found;
      headerRow = r;
    }
  }
  if (headerRow === 0) return [];
  const texts = new Map<string, Map<string, string>>();
  for (const field of columns.values()) {
    const dict = field.def['x-dict'];
    const options = field.def['x-options'];
    const reverse = new Map<string, string>();
    // Either language's text is read back, whichever the file was exported in.
    for (const lang of ['zh-CN', 'en-US'] as const) {
      if (dict) for (const [value, text] of await registry.dicts.items(dict, lang)) reverse.set(text, value);
    }
    for (const option of options ?? []) {
      for (const lang of ['zh-CN', 'en-US'] as const) {
        reverse.set(resolveText(option.label, lang, model.schema['x-i18n']), String(option.value));
      }
    }
    if (reverse.size > 0) texts.set(field.name, reverse);
  }
  const rows: ImportedRow[] = [];
  for (let r = headerRow + 1; r <= sheet.rowCount; r += 1) {
    const values: Row = {};
    let empty = true;
    for (const [col, field] of columns) {
      let value = fromCell(field, sheet.getRow(r).getCell(col).value);
      if (value !== null && value !== '') empty = false;
      const reverse = texts.get(field.name);
      if (reverse && typeof value === 'string') {
        const mapped = cellParts(value).map((p) => reverse.get(p) ?? p);
        value = field.multi ? mapped : mapped.join(',');
      }
      values[field.name] = value;
    }
    if (!empty) rows.push({ row: r, values });
  }
  await readReferences(registry, columns.values(), rows);
  return rows;
}

/** The texts of a cell listing several (`a,b`, `a，b`). */
const cellParts = (value: string): string[] =>
  value
    .split(/[,，]/)
    .map((p) => p.trim())
    .filter(Boolean);

/** A reference cell's texts: one, or a list of several. */
const refTexts = (field: FieldInfo, value: unknown): string[] | undefined => {
  if (typeof value !== 'string' || value === '') return undefined;
  return field.multi ? cellParts(value) : [value];
};

/** Reference columns written as labels (as exports write them) become keys (import-refs.ts). */
async function readReferences(registry: ModelRegistry, fields: Iterable<FieldInfo>, rows: ImportedRow[]) {
  for (const field of referenceColumns(registry, fields)) {
    const texts = new Set<string>();
    for (const { values } of rows) for (const t of refTexts(field, values[field.name]) ?? []) texts.add(t);
    const keys = await referenceKeys(registry, field, [...texts]);
    for (const { values } of rows) {
      const read = refTexts(field, values[field.name]);
      if (!read) continue;
      const mapped = read.map((t) => keys.get(t) ?? t);
      values[field.name] = field.multi ? mapped : mapped[0];
    }
  }
}
