// The column-fitting rule of a list (issue 15): a table a little wider than its panel would slide its
// last columns under the fixed actions column, their headers cut in half until the user scrolls. When
// narrowing the columns of free text (titles, names, references) to a readable minimum makes the
// table fit, those columns are narrowed and their text ends in an ellipsis; when even that is not
// enough (a narrow window), the table keeps its natural widths and scrolls sideways.

/** One column as the browser laid it out without fitting. */
export interface MeasuredColumn {
  /** The width the browser gave the column, in px. */
  width: number;
  /** The narrowest the column may become, in px; undefined: it keeps its width. */
  min?: number;
}

/**
 * The widths that make the columns fit `available` px, or undefined when they already fit or cannot.
 * Each column with a `min` gives up the same share of what it could give (its width above its
 * `min`), so a long title keeps more than a short name; the others keep their width. Widths are whole
 * pixels and their sum never exceeds `available`.
 *
 * @example
 * fitWidths([{ width: 300, min: 100 }, { width: 200, min: 100 }, { width: 100 }], 500); // [233, 166, 100]
 * fitWidths([{ width: 300, min: 250 }, { width: 100 }], 300); // undefined (cannot fit)
 */
export function fitWidths(columns: readonly MeasuredColumn[], available: number): number[] | undefined {
  const total = columns.reduce((sum, c) => sum + c.width, 0);
  if (total <= available) return undefined;
  const slackOf = (c: MeasuredColumn) => (c.min === undefined ? 0 : Math.max(0, c.width - c.min));
  const slack = columns.reduce((sum, c) => sum + slackOf(c), 0);
  const excess = total - available;
  if (slack < excess) return undefined;
  const share = excess / slack;
  return columns.map((c) => Math.floor(c.width - slackOf(c) * share));
}
