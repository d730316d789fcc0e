import type { Column, ListPageSchema, ModelSchema } from '../../render/schemaLite';
import { fieldOf } from '../../render/schema/fields';
import { displayOf } from './displayOf';

/**
 * Rows from which a list page renders only the rows in view when its schema says nothing (DESIGN.md
 * "Budgets": 10,000 rows scroll virtually; a plain antd Table freezes for seconds at that size). Pages
 * of the usual sizes (10–100) stay plain tables.
 */
export const AUTO_VIRTUAL_ROWS = 200;
/** What antd's virtual table is given for a column without a width. */
const DEFAULT_COLUMN_WIDTH = 150;
/** The selection column's width (antd's `controlHeight`, as its stylesheet gives a plain table's). */
export const SELECTION_COLUMN_WIDTH = 32;
/**
 * What a column of dates is given in a virtual table when the page gives it no width: a date and time
 * on one line. antd's virtual table shares the rest of its width among the columns without one (140 px
 * on the work orders), which wrapped "2026-11-30 10:36:53" in two and made every row taller.
 */
const VIRTUAL_DATE_WIDTHS: Partial<Record<string, number>> = { datetime: 176, date: 120 };
/** The virtual table's body height: about 12 rows of the middle size. */
export const VIRTUAL_BODY_HEIGHT = 600;

/**
 * How many rows make a page virtual: the schema's `table.virtual.threshold` (100 when `virtual` is set
 * without one), else AUTO_VIRTUAL_ROWS; never for tree rows, which expand in place, unless the schema
 * asks.
 *
 * @example
 * virtualThreshold({ virtual: {} }); // 100
 * virtualThreshold(undefined); // 200
 */
export function virtualThreshold(table: ListPageSchema['table']): number {
  if (table?.virtual) return table.virtual.threshold ?? 100;
  return table?.tree ? Infinity : AUTO_VIRTUAL_ROWS;
}

/**
 * The numeric `scroll.x` antd's virtual table needs: the columns' widths, 150 for a column without one.
 *
 * @example
 * virtualScrollX([{ width: 160 }, {}], true); // 342
 */
export function virtualScrollX(columns: readonly { width?: number | string }[], selectable: boolean): number {
  const widths = columns.map((c) => (typeof c.width === 'number' ? c.width : DEFAULT_COLUMN_WIDTH));
  return widths.reduce((sum, w) => sum + w, selectable ? SELECTION_COLUMN_WIDTH : 0);
}

/**
 * The columns of a virtual table: a date column without a width gets one its values fit on one line
 * (VIRTUAL_DATE_WIDTHS); the others share the table's width as antd shares it.
 *
 * @example
 * withVirtualWidths(columns, page.columns, model); // createTime: { …, width: 176 }
 */
export function withVirtualWidths<C extends { key?: unknown; width?: number | string }>(
  columns: readonly C[],
  pageColumns: readonly Column[],
  model: ModelSchema,
): C[] {
  const widths = new Map<string, number>();
  for (const column of pageColumns) {
    const width = VIRTUAL_DATE_WIDTHS[column.display ?? displayOf(fieldOf(model, column.field))];
    if (width !== undefined && column.width === undefined) widths.set(column.field, width);
  }
  return columns.map((c) => {
    const width = c.width === undefined ? widths.get(String(c.key)) : undefined;
    return width === undefined ? c : { ...c, width };
  });
}
