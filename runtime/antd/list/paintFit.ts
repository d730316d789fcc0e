// A fit's widths written straight into the table that was just measured, before the browser paints it:
// the rows' first frame shows the fitted columns while React renders the table with them (the columns'
// widths, ellipsis and hover titles) after that frame, not before it. That render goes through every
// cell of the page (rc-table hands each one new column props): on a cold load it was 5 % of the time
// to the rows (issue 16, bench/README.md). What is written here is what that render writes too (the
// same widths and the same class), so when it commits, the DOM already holds its values.

/**
 * Sets the tables inside `wrap` (a sticky header's and the body's) to `x` px in a fixed layout, their
 * page columns to `widths` (by position among the page's columns, after the selection and expand
 * columns), and marks the cells of the `ellipsis` columns as antd's ellipsis cells. Returns the cells
 * given a width (`clearPaintedWidths` takes them off once React has rendered the fit).
 *
 * @example
 * const painted = paintFit(wrap, { widths: [120, 96, 300], ellipsis: [false, true, true], x: 1112 });
 */
export function paintFit(
  wrap: HTMLElement,
  { widths, ellipsis, x }: { widths: readonly number[]; ellipsis: readonly boolean[]; x: number },
): HTMLElement[] {
  const prefix = /(?:^|\s)([\w-]+)-table-wrapper(?:\s|$)/.exec(wrap.className)?.[1] ?? 'ant';
  const dataRow = `tr.${prefix}-table-row`;
  // The selection and expand columns come before the page's (as in a row of the body).
  const lead = (wrap.querySelector(`tbody > ${dataRow}`)?.children.length ?? 0) - widths.length;
  if (lead < 0) return [];
  const painted: HTMLElement[] = [];
  for (const table of wrap.querySelectorAll<HTMLTableElement>('table')) {
    // A column's width is its col's (rc-table leaves out the cols after the last column with a width;
    // a sticky header's table has one more, for the scroll bar), else its cell's in the first row
    // (rc-table's measure row, where it has one).
    const cols = [...table.querySelectorAll<HTMLTableColElement>(':scope > colgroup > col')].slice(lead);
    const first = table.querySelector<HTMLTableRowElement>(
      `:scope > tbody > tr.${prefix}-table-measure-row, :scope > tbody > ${dataRow}`,
    );
    const cells = [...(first?.children ?? [])].slice(lead) as HTMLElement[];
    const complete = cols.length >= widths.length;
    if (!complete && cells.length < widths.length) continue;
    table.style.width = `${x}px`;
    table.style.tableLayout = 'fixed';
    widths.forEach((width, i) => {
      if (cols[i]) cols[i].style.width = `${width}px`;
      if (!complete) {
        cells[i]!.style.width = `${width}px`;
        painted.push(cells[i]!);
      }
    });
    for (const row of table.querySelectorAll<HTMLTableRowElement>(
      `:scope > thead > tr, :scope > tbody > ${dataRow}`,
    )) {
      ellipsis.forEach((cut, i) => {
        if (cut) row.children[lead + i]?.classList.add(`${prefix}-table-cell-ellipsis`);
      });
    }
  }
  return painted;
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
