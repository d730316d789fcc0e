// What the bench asks for in the page URL: ?rows=100 (rows per page), &total=200 (rows in the list,
// twice a page unless given, so there is a page 2 to turn to) and &virtual=1 (antd's virtual table).
const params = new URLSearchParams(location.search);
export const ROWS = Number(params.get('rows') ?? 100);
export const TOTAL = Number(params.get('total') ?? ROWS * 2);
export const VIRTUAL = params.get('virtual') === '1';
/** Rows, columns and dictionary labels served by bench/render.mjs (the same rows the product shows). */
export const dataUrl = (format) => `/data/rows.json?total=${TOTAL}${format ? `&format=${format}` : ''}`;
