import type { ListPageSchema } from '../../render/schemaLite';

/**
 * Rows from which a list page renders only the rows in view when its schema says nothing (DESIGN.md
 * "Budgets": 10,000 rows scroll virtually; a plain antd Table freezes for seconds at that size). Pages
 * of the usual sizes (10–100) stay plain tables.
 */
export const AUTO_VIRTUAL_ROWS = 200;
/** What antd's virtual table is given for a column without a width. */
const DEFAULT_COLUMN_WIDTH = 150;
const SELECTION_COLUMN_WIDTH = 32;
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
