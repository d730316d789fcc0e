// A fit's widths written straight into the table that was just measured, before the browser paints it:
// the rows' first frame shows the fitted columns while React renders the table with them (the columns'
// widths, ellipsis and hover titles) after that frame, not before it. That render goes through every
// cell of the page (rc-table hands each one new column props): on a cold load it was 5 % of the time
// to the rows (issue 16, bench/README.md). What is written here is what that render writes too (the
// same widths, class and hover titles), so when it commits, the DOM already holds its values. A fit
// whose columns changed before React rendered it (a language switch right after the rows came) is
// taken back out, so that the next measure reads the table's own widths.

/** antd's class of an ellipsis cell, whose whole text a title shows on hover. */
const ELLIPSIS = 'ant-table-cell-ellipsis';

/** A column the fit narrows: cut with an ellipsis, its whole texts on hover. */
export interface CutColumn {
  /** The header's title (a narrowed header may be cut too). */
  header?: string;
  /** A body cell's title, by its row's key (rc-table's `data-row-key`). */
  cell: (rowKey: string) => string | undefined;
}

/** What `paintFit` changed in a table. */
export interface PaintedFit {
  /** The cells given a width (`clearPaintedWidths` takes it off once React has rendered the fit). */
  cells: HTMLElement[];
  /** Puts back every value it changed, for a fit React never rendered (its columns changed first). */
  undo: () => void;
}

/**
 * Sets the tables inside `wrap` (a sticky header's and the body's) to `x` px in a fixed layout, their
 * page columns to `widths` (by position among the page's columns, after the selection and expand
 * columns), and marks the cells of the `cut` columns as antd's ellipsis cells with their titles.
 * Returns the cells given a width and how to undo it all.
 *
 * @example
 * const painted = paintFit(wrap, { widths: [120, 96, 300], cut: [undefined, customer, title], x: 1112 });
 */
export function paintFit(
  wrap: HTMLElement,
  { widths, cut, x }: { widths: readonly number[]; cut: readonly (CutColumn | undefined)[]; x: number },
): PaintedFit {
  // antd's class names, as useFittedColumns' measuring reads them.
  const dataRow = 'tr.ant-table-row';
  // The selection and expand columns come before the page's (as in a row of the body).
  const lead = (wrap.querySelector(`tbody > ${dataRow}`)?.children.length ?? 0) - widths.length;
  const changes = undoableChanges();
  const painted: PaintedFit = { cells: [], undo: changes.undo };
  if (lead < 0) return painted;
  for (const table of wrap.querySelectorAll<HTMLTableElement>('table')) {
    // A column's width is its col's (rc-table leaves out the cols after the last column with a width;
    // a sticky header's table has one more, for the scroll bar), else its cell's in the first row
    // (rc-table's measure row, where it has one).
    const cols = [...table.querySelectorAll<HTMLTableColElement>(':scope > colgroup > col')].slice(lead);
    const first = table.querySelector<HTMLTableRowElement>(
      `:scope > tbody > tr.ant-table-measure-row, :scope > tbody > ${dataRow}`,
    );
    const cells = [...(first?.children ?? [])].slice(lead) as HTMLElement[];
    const complete = cols.length >= widths.length;
    if (!complete && cells.length < widths.length) continue;
    changes.style(table, 'width', `${x}px`);
    changes.style(table, 'table-layout', 'fixed');
    widths.forEach((width, i) => {
      if (cols[i]) changes.style(cols[i], 'width', `${width}px`);
      if (!complete) {
        changes.style(cells[i]!, 'width', `${width}px`);
        painted.cells.push(cells[i]!);
      }
    });
    for (const row of table.querySelectorAll<HTMLTableRowElement>(':scope > thead > tr')) {
      cut.forEach((column, i) => column && changes.markCut(row.children[lead + i], column.header));
    }
    for (const row of table.querySelectorAll<HTMLTableRowElement>(`:scope > tbody > ${dataRow}`)) {
      const key = row.dataset.rowKey;
      cut.forEach(
        (column, i) => column && changes.markCut(row.children[lead + i], key ? column.cell(key) : undefined),
      );
    }
  }
  return painted;
}

/** Changes to the table's elements, each of which `undo` puts back (the last first). */
function undoableChanges() {
  const restore: (() => void)[] = [];
  return {
    style(element: HTMLElement, property: string, value: string): void {
      const before = element.style.getPropertyValue(property);
      restore.push(() => element.style.setProperty(property, before));
      element.style.setProperty(property, value);
    },
    /** An ellipsis cell, as antd renders one, with its whole text on hover (where it has one). */
    markCut(cell: Element | undefined, title: string | undefined): void {
      if (!cell) return;
      const marked = cell.classList.contains(ELLIPSIS);
      const titled = cell.getAttribute('title');
      restore.push(() => {
        if (!marked) cell.classList.remove(ELLIPSIS);
        if (titled === null) cell.removeAttribute('title');
        else cell.setAttribute('title', titled);
      });
      cell.classList.add(ELLIPSIS);
      if (title) cell.setAttribute('title', title);
    },
    undo(): void {
      restore
        .splice(0)
        .reverse()
        .forEach((put) => put());
    },
  };
}

/**
 * Takes the widths `paintFit` gave cells off again: once React has rendered the fit, its cols hold
 * the widths, and a width left on a cell would outlast a later fit (a wider window needing none).
 *
 * @example
 * clearPaintedWidths(painted);
 */
export function clearPaintedWidths(cells: readonly HTMLElement[]): void {
  for (const cell of cells) cell.style.width = '';
}
