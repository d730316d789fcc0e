// The hover titles of the columns a fit narrows: their texts are cut with an ellipsis, so a cell shows
// its whole text on hover (a reference's label, else the value) and a header its whole title. One rule
// for the fitted render (onCell / onHeaderCell) and for the fit painted before it (paintFit.ts).
import type { TableColumnsType } from 'antd';
import type { CutColumn } from './paintFit';

type Row = Record<string, unknown>;

/** A cut cell's title: the reference's or dictionary's label, else the value; none for other values. */
export function cellTitle(record: unknown, key: string): string | undefined {
  const row = record as Row;
  const text = row[`${key}_dictText`] ?? row[key];
  return typeof text === 'string' || typeof text === 'number' ? String(text) : undefined;
}

/** A cut header's title: the column's, when it is a text. */
export function headerTitle(column: { title?: unknown }): string | undefined {
  return typeof column.title === 'string' ? column.title : undefined;
}

/** The rows by key, a tree's children included (rc-table writes the key as `data-row-key`). */
function rowsByKey(rows: readonly Row[], rowKey: string, into = new Map<string, Row>()): Map<string, Row> {
  for (const row of rows) {
    into.set(String(row[rowKey]), row);
    if (Array.isArray(row.children)) rowsByKey(row.children as Row[], rowKey, into);
  }
  return into;
}

/**
 * The cut columns as paintFit takes them: for each column, its titles if the fit narrows it (it has a
 * narrowest width in `mins`), else undefined.
 *
 * @example
 * paintFit(wrap, { widths, x, cut: cutColumns(columns, mins, records, 'id') });
 */
export function cutColumns<T>(
  columns: TableColumnsType<T>,
  mins: Record<string, number>,
  rows: readonly unknown[],
  rowKey: string,
): (CutColumn | undefined)[] {
  let byKey: Map<string, Row> | undefined;
  return columns.map((column) => {
    const key = String(column.key);
    if (mins[key] === undefined) return undefined;
    return {
      header: headerTitle(column),
      cell: (rowKeyValue: string) => {
        byKey ??= rowsByKey(rows as Row[], rowKey);
        const record = byKey.get(rowKeyValue);
        return record ? cellTitle(record, key) : undefined;
      },
    };
  });
}
