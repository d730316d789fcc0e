// Applies the column-fitting rule (fitColumns.ts) to a list's antd table: the table first renders at
// its natural widths, then, before the browser paints, a row's cells are measured and, if narrowing
// the free-text columns makes it fit its panel, those widths are painted into the table and it
// renders once more with them (fixed layout, ellipsis) after that frame. Measured again only when the
// columns shown or the panel's width change; a page turn only checks its new rows, and renders again
// only when they need other widths. The measuring itself is in measureFit.ts.
import type { GetRef, Table, TableColumnsType } from 'antd';
import { startTransition, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { Column, ModelSchema } from '../../render/schemaLite';
import { fieldOf } from '../../render/schema/fields';
import { displayOf } from './displayOf';
import { cellTitle, cutColumns, headerTitle } from './cutTitles';
import { grown, keptColumnsNeed, measure, type Fit } from './measureFit';
import { clearPaintedWidths, paintFit, type PaintedFit } from './paintFit';

/** A free-text column never becomes narrower than this (about six Chinese characters or a word). */
const TEXT_MIN_PX = 96;
/** A column the page shows as an ellipsis of a long text (titles) keeps more of it. */
const ELLIPSIS_MIN_PX = 144;
const FREE_TEXT = new Set(['text', 'ellipsis', 'refLabel']);

/**
 * The narrowest each free-text column of a page may become, by field; other columns keep their width.
 *
 * @example
 * narrowableColumns(page.columns, model); // { title: 144, customerName: 96, assignee: 96 }
 */
export function narrowableColumns(columns: readonly Column[], model: ModelSchema): Record<string, number> {
  const mins: Record<string, number> = {};
  for (const column of columns) {
    if (column.fixed || column.action) continue;
    const display = column.display ?? displayOf(fieldOf(model, column.field));
    if (FREE_TEXT.has(display)) mins[column.field] = display === 'ellipsis' ? ELLIPSIS_MIN_PX : TEXT_MIN_PX;
  }
  return mins;
}

type TableRef = GetRef<typeof Table>;

/**
 * The columns and horizontal scroll of a fitted table, and the ref to give the table.
 *
 * @example
 * const fitted = useFittedColumns(columns, narrowableColumns(page.columns, model), list.records, 'id', !virtual);
 * <Table ref={fitted.tableRef} columns={fitted.columns} scroll={{ x: fitted.x ?? 'max-content' }} />
 */
export function useFittedColumns<T>(
  columns: TableColumnsType<T>,
  mins: Record<string, number>,
  /** The rows shown, once loaded (undefined while loading or empty): measured with them. */
  rows: readonly unknown[] | undefined,
  /** The rows' key field (the table's `rowKey`): a painted fit finds a cell's record by it. */
  rowKey: string,
  enabled: boolean,
): { tableRef: RefObject<TableRef>; columns: TableColumnsType<T>; x?: number } {
  const tableRef = useRef<TableRef>(null);
  const [panelWidth, setPanelWidth] = useState(0);
  const [fit, setFit] = useState<Fit>();
  // The columns by key and title (titles change width with the language), and the panel's width.
  const signature = `${columns
    .map((c) => `${String(c.key)}:${typeof c.title === 'string' ? c.title : ''}`)
    .join(',')}|${panelWidth}`;
  // A fit holds for its columns and panel; new rows are checked against it (below).
  const current = fit?.signature === signature ? fit : undefined;
  // The rows the fit in use was last measured or checked with (set with every new fit).
  const checkedRows = useRef<unknown>(undefined);
  // A fit painted into the table (paintFit.ts) until React renders it, and the cells it sized.
  const pending = useRef<Fit>(undefined);
  const painted = useRef<PaintedFit>(undefined);

  useLayoutEffect(() => {
    const wrap = tableRef.current?.nativeElement;
    if (!wrap || !enabled || typeof ResizeObserver === 'undefined') return;
    setPanelWidth(wrap.clientWidth);
    const observer = new ResizeObserver(() => setPanelWidth(wrap.clientWidth));
    observer.observe(wrap);
    return () => observer.disconnect();
  }, [enabled]);

  // New rows under a fit, checked without rendering again unless they need other widths. In fitted
  // columns, a tag or date wider than its column's (another page's status, another language's texts)
  // widens that column, the free-text ones giving up the difference; the kept columns only grow while
  // the columns and panel stay, so page turns settle. (Measuring the table again at its natural widths
  // rendered every such turn three times: issue 16, the warm page turn.) A table that needed no
  // narrowing is measured with the new rows, and renders again only if they need narrowing.
  useLayoutEffect(() => {
    const wrap = tableRef.current?.nativeElement;
    if (!wrap || !enabled || !current || !rows || checkedRows.current === rows) return;
    checkedRows.current = rows;
    if (current.widths) {
      const needed = keptColumnsNeed(wrap, columns, mins);
      if (needed) setFit(grown(current, columns, needed));
      return;
    }
    const next = measure(wrap, columns, mins);
    if (next.widths) setFit({ signature, ...next });
  }, [enabled, current, rows, signature, columns, mins]);

  // The first fit of the columns shown in this panel: painted into the measured table at once
  // (paintFit.ts), and rendered by React after the frame (a transition), so that the rows' first frame
  // does not wait for a second render of every cell.
  useLayoutEffect(() => {
    const wrap = tableRef.current?.nativeElement;
    if (!wrap || !enabled || !rows || panelWidth === 0 || current) return;
    // Painted, and React has not rendered it yet: the cells now have the fit's widths, not their own.
    if (pending.current?.signature === signature) return;
    // A fit painted for other columns (another language's titles) or another panel, which React never
    // rendered: the table still holds its widths, so it is put back before measuring. (A switch to
    // English right after the rows came, on a loaded machine, measured the English headers in the
    // Chinese fit's columns, and "Priority" wrapped onto two lines.)
    if (pending.current) {
      painted.current?.undo();
      painted.current = undefined;
    }
    checkedRows.current = rows;
    const next = { signature, ...measure(wrap, columns, mins) };
    pending.current = next;
    const { widths, x } = next;
    if (widths && x !== undefined) {
      const cut = cutColumns(columns, mins, rows, rowKey);
      painted.current = paintFit(wrap, { widths: columns.map((c) => widths[String(c.key)]!), cut, x });
    }
    startTransition(() => setFit(next));
  }, [enabled, rows, rowKey, panelWidth, current, signature, columns, mins]);

  // React has rendered the painted fit: its cols hold the widths now, not the cells paintFit sized.
  useLayoutEffect(() => {
    if (!current) return;
    pending.current = undefined;
    if (painted.current) clearPaintedWidths(painted.current.cells);
    painted.current = undefined;
  }, [current]);

  const widths = enabled ? current?.widths : undefined;
  const fitted = useMemo(
    () =>
      widths &&
      columns.map((c) => {
        const width = widths[String(c.key)];
        if (mins[String(c.key)] === undefined) return { ...c, width };
        // The cut text in full on hover (cutTitles.ts), and a narrowed header's, which may be cut too.
        const key = String(c.key);
        const onCell = (record: T) => ({ title: cellTitle(record, key) });
        const header = headerTitle(c);
        const onHeaderCell = () => ({ title: header });
        return { ...c, width, ellipsis: { showTitle: false }, onCell, onHeaderCell };
      }),
    [columns, widths, mins],
  );
  return fitted ? { tableRef, columns: fitted, x: current?.x } : { tableRef, columns };
}
