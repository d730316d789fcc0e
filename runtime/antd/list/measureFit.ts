// The DOM measuring behind a list's fitted columns (useFittedColumns.ts): a table's columns at their
// natural widths (a body row's cells and the headers' titles), and, under a fit, the widths new rows
// need in the columns that keep theirs.
import type { TableColumnsType } from 'antd';
import { fitWidths, type MeasuredColumn } from './fitColumns';

/** antd's space between a sortable title and its sorter. */
const SORTER_GAP_PX = 4;

/** A fit of a table's columns, for the columns and panel its signature names. */
export interface Fit {
  signature: string;
  /** None when the table needed no narrowing (or could not fit): new rows are measured again. */
  widths?: Record<string, number>;
  x?: number;
  /** The columns as measured (kept ones grown since by wider rows) and the width they share. */
  measured?: MeasuredColumn[];
  available?: number;
}

/**
 * What a header cell's title and sorter need, padding included (the body's row does not show it): its
 * text and the sorter's icons, not its boxes (a sortable title's box grows to fill the cell).
 */
function titleWidth(th: HTMLElement): number {
  let content = 0;
  const range = document.createRange();
  const texts = document.createTreeWalker(th, NodeFilter.SHOW_TEXT);
  for (let node = texts.nextNode(); node; node = texts.nextNode()) {
    range.selectNodeContents(node);
    content += range.getBoundingClientRect().width;
  }
  const sorter = th.querySelector<HTMLElement>('.ant-table-column-sorter');
  if (sorter) content += sorter.offsetWidth + SORTER_GAP_PX;
  const style = getComputedStyle(th);
  return Math.ceil(content + parseFloat(style.paddingLeft) + parseFloat(style.paddingRight));
}

/** The fit of `measured` columns in `available` px (no widths when they need no narrowing or cannot fit). */
function fitOf<T>(
  columns: TableColumnsType<T>,
  measured: MeasuredColumn[],
  available: number,
  x: number,
): Omit<Fit, 'signature'> {
  const widths = fitWidths(measured, available);
  if (!widths) return {};
  return {
    widths: Object.fromEntries(columns.map((c, i) => [String(c.key), widths[i]!])),
    x,
    measured,
    available,
  };
}

/**
 * The fit of a table laid out at its natural widths (no signature yet): each column's width from a
 * body row's cell or its header's title, whichever is wider; empty when there is no row to measure.
 *
 * @example
 * const next = { signature, ...measure(wrap, columns, mins) };
 */
export function measure<T>(
  wrap: HTMLElement,
  columns: TableColumnsType<T>,
  mins: Record<string, number>,
): Omit<Fit, 'signature'> {
  // A row of the body (a sticky header's cells take their widths from it later, in an observer) and
  // the header's titles.
  const row = wrap.querySelector('.ant-table-tbody > tr.ant-table-row');
  if (!row) return {};
  const cells = [...row.children];
  // Selection and expand cells come before the page's columns.
  const own = cells.slice(cells.length - columns.length) as HTMLElement[];
  const leading = cells
    .slice(0, cells.length - columns.length)
    .reduce((sum, td) => sum + (td as HTMLElement).offsetWidth, 0);
  if (own.length !== columns.length) return {};
  const headers = [...wrap.querySelectorAll('.ant-table-thead > tr > th')].filter(
    (th) => !th.classList.contains('ant-table-cell-scrollbar'),
  ) as HTMLElement[];
  const titles = headers.slice(headers.length - columns.length);
  const measured: MeasuredColumn[] = own.map((td, i) => ({
    // Rounded up: a column given its rounded-down width (offsetWidth rounds) wraps its date in two.
    width: Math.max(Math.ceil(td.getBoundingClientRect().width), titles[i] ? titleWidth(titles[i]) : 0),
    min: mins[String(columns[i]!.key)],
  }));
  return fitOf(columns, measured, wrap.clientWidth - leading, wrap.clientWidth);
}

/**
 * Where a fixed cell's content ends, from the cell's left edge: the shadow antd draws beside the last
 * fixed cell (a pseudo-element 30 px past it) counts in the cell's scrollWidth, so that always seemed
 * wider than its column, and every page turn measured the table again (issue 16, the warm page turn).
 * A range over the cell's content leaves pseudo-elements out.
 */
function fixedContentRight(td: HTMLElement, range: Range): number {
  range.selectNodeContents(td);
  return range.getBoundingClientRect().right - td.getBoundingClientRect().left;
}

/**
 * The width each column that keeps its width (not narrowed) needs for the rows shown, where a cell
 * is wider than its column now (0 for the others); undefined when none is. Fixed columns count too:
 * the actions' labels in English are wider than the Chinese ones a fit may have been measured with.
 *
 * @example
 * const needed = keptColumnsNeed(wrap, columns, mins); // [0, 0, 127, 0, 171] or undefined
 */
export function keptColumnsNeed<T>(
  wrap: HTMLElement,
  columns: TableColumnsType<T>,
  mins: Record<string, number>,
): number[] | undefined {
  const kept = columns.map((c) => mins[String(c.key)] === undefined);
  const range = document.createRange();
  // A fixed column's right padding, read once from its first cell (the column's cells share it).
  const paddings: number[] = [];
  const fixedNeed = (td: HTMLElement, i: number) =>
    Math.ceil(fixedContentRight(td, range) + (paddings[i] ??= parseFloat(getComputedStyle(td).paddingRight)));
  let needed: number[] | undefined;
  for (const row of wrap.querySelectorAll('.ant-table-tbody > tr.ant-table-row')) {
    const cells = [...row.children].slice(row.children.length - columns.length) as HTMLElement[];
    cells.forEach((td, i) => {
      if (!kept[i]) return;
      const need = columns[i]!.fixed ? fixedNeed(td, i) : td.scrollWidth;
      if (need <= td.clientWidth + 1) return;
      needed ??= columns.map(() => 0);
      needed[i] = Math.max(needed[i]!, need + 1);
    });
  }
  return needed;
}

/**
 * The fit grown for kept columns that rows need wider (`keptColumnsNeed`), the free-text ones
 * giving up the difference; undefined when the table cannot fit any more (measured again).
 *
 * @example
 * if (needed) setFit(grown(current, columns, needed));
 */
export function grown<T>(fit: Fit, columns: TableColumnsType<T>, needed: number[]): Fit | undefined {
  if (!fit.measured || fit.available === undefined || fit.x === undefined) return undefined;
  const measured = fit.measured.map((m, i) => (needed[i]! > m.width ? { ...m, width: needed[i]! } : m));
  const next = fitOf(columns, measured, fit.available, fit.x);
  return next.widths ? { signature: fit.signature, ...next } : undefined;
}
