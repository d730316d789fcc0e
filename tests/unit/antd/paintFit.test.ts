// The first fit's widths painted into antd's table before React renders them (issue 16): both of a
// sticky table's tables get the page columns' widths after the selection column, the fitted width, and
// the free-text columns' cells antd's ellipsis class (through the first row where rc-table left cols
// out), with their hover titles (a cell's by its row's key); a table laid out otherwise is left alone,
// and a fit React never rendered can be taken back out.
import { describe, expect, it } from 'vitest';
import { clearPaintedWidths, paintFit, type CutColumn } from '../../../runtime/antd/list/paintFit';

/** A sticky antd table of a selection column and three page columns, with two rows. */
function stickyTable(): HTMLElement {
  const wrap = document.createElement('div');
  wrap.className = 'ant-table-wrapper css-var-r1';
  const cols = (extra = '') =>
    `<colgroup><col class="ant-table-selection-col"><col><col><col style="width: 120px">${extra}</colgroup>`;
  const header = `<table style="width: max-content">${cols('<col style="width: 0px">')}
    <thead><tr><th class="ant-table-selection-column"></th><th>Title</th><th>Customer</th><th>Actions</th>
    <th class="ant-table-cell-scrollbar"></th></tr></thead></table>`;
  const row = (n: number) =>
    `<tr class="ant-table-row" data-row-key="r${n}"><td></td><td>Case ${n}</td><td>Customer ${n}</td><td>Edit</td></tr>`;
  const body = `<table style="width: max-content">${cols()}<tbody>
    <tr class="ant-table-measure-row"><td></td><td></td><td></td><td></td></tr>${row(1)}${row(2)}</tbody></table>`;
  wrap.innerHTML = `<div class="ant-table-header">${header}</div><div class="ant-table-body">${body}</div>`;
  return wrap;
}

/** The title and customer columns cut, their cells titled by row key (row 2 has no customer). */
const customers: Record<string, string> = { r1: 'Customer 1 Ltd.' };
const cut: (CutColumn | undefined)[] = [
  { header: 'Title', cell: (key) => `Case ${key.slice(1)}` },
  { header: 'Customer', cell: (key) => customers[key] },
  undefined,
];

const widthsOf = (table: Element) =>
  [...table.querySelectorAll('col')].map((col) => (col as HTMLElement).style.width);

/** Each element's inline style, class and title, as the layout and hover read them. */
const stateOf = (wrap: HTMLElement) =>
  [...wrap.querySelectorAll<HTMLElement>('*')].map((el) => [
    el.style.cssText,
    el.className,
    el.getAttribute('title'),
  ]);

describe('paintFit', () => {
  it('writes the widths, the table width and the ellipsis cells into both tables', () => {
    const wrap = stickyTable();
    paintFit(wrap, { widths: [300, 160, 120], cut, x: 612 });
    const [header, body] = [...wrap.querySelectorAll('table')];
    expect(widthsOf(header!)).toEqual(['', '300px', '160px', '120px', '0px']);
    expect(widthsOf(body!)).toEqual(['', '300px', '160px', '120px']);
    expect(header!.style.width).toBe('612px');
    expect(body!.style.width).toBe('612px');
    const cutTexts = [...wrap.querySelectorAll('.ant-table-cell-ellipsis')].map((cell) => cell.textContent);
    expect(cutTexts).toEqual(['Title', 'Customer', 'Case 1', 'Customer 1', 'Case 2', 'Customer 2']);
    const titled = [...wrap.querySelectorAll('[title]')].map((cell) => cell.getAttribute('title'));
    expect(titled).toEqual(['Title', 'Customer', 'Case 1', 'Customer 1 Ltd.', 'Case 2']);
    // The measure row and the selection cells keep their classes.
    expect(wrap.querySelector('.ant-table-measure-row .ant-table-cell-ellipsis')).toBeNull();
  });

  it('sizes the first row (the measure row) where rc-table left out the cols after the last width', () => {
    const wrap = stickyTable();
    const body = wrap.querySelector('.ant-table-body table') as HTMLTableElement;
    body.querySelector('colgroup')!.innerHTML =
      '<col class="ant-table-selection-col"><col style="width: 160px">';
    const painted = paintFit(wrap, { widths: [300, 160, 120], cut, x: 612 });
    expect(widthsOf(body)).toEqual(['', '300px']);
    const measure = [...body.querySelectorAll<HTMLElement>('.ant-table-measure-row > td')];
    expect(measure.map((td) => td.style.width)).toEqual(['', '300px', '160px', '120px']);
    expect(body.style.tableLayout).toBe('fixed');
    expect(painted.cells).toEqual(measure.slice(1));
    clearPaintedWidths(painted.cells);
    expect(measure.map((td) => td.style.width)).toEqual(['', '', '', '']);
  });

  it('puts back everything it changed when undone (a fit React never rendered)', () => {
    const wrap = stickyTable();
    const customer = wrap.querySelector<HTMLElement>('[data-row-key="r1"] > td:nth-child(3)')!;
    customer.title = 'kept';
    const before = stateOf(wrap);
    const painted = paintFit(wrap, { widths: [300, 160, 120], cut, x: 612 });
    expect(stateOf(wrap)).not.toEqual(before);
    painted.undo();
    expect(stateOf(wrap)).toEqual(before);
    // The Actions col keeps the width React gave it, the cells their title.
    expect(widthsOf(wrap.querySelector('.ant-table-body table')!)).toEqual(['', '', '', '120px']);
    expect(customer.title).toBe('kept');
  });

  it('leaves a table alone that has neither a col nor a first-row cell for each column', () => {
    const wrap = stickyTable();
    const header = wrap.querySelector('.ant-table-header table') as HTMLElement;
    header.querySelector('colgroup')!.innerHTML = '<col>';
    paintFit(wrap, { widths: [300, 160, 120], cut, x: 612 });
    expect(header.style.width).toBe('max-content');
    expect(header.querySelector('.ant-table-cell-ellipsis')).toBeNull();
  });
});
