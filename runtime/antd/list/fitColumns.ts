// The column-fitting rule of a list (issue 15): a table a little wider than its panel would slide its
// last columns under the fixed actions column, their headers cut in half until the user scrolls. When
// narrowing the columns of free text (titles, names, references) to a readable minimum makes the
// table fit, those columns are narrowed and their text ends in an ellipsis. When the minimums are not
// enough (English tags and buttons are wider than Chinese ones), they may go down to two thirds of
// their minimum, the full text still on hover; when even that is not enough (a narrow window), the
// table keeps its natural widths and scrolls sideways.

/** One column as the browser laid it out without fitting. */
export interface MeasuredColumn {
  /** The width the browser gave the column, in px. */
  width: number;
  /** The narrowest the column may become, in px; undefined: it keeps its width. */
  min?: number;
}

/** How far below its minimum a column may go when the minimums alone do not make the table fit. */
export const TIGHT_SHARE = 2 / 3;

/** `fitWidths` with the columns' minimums as given; undefined when they already fit or cannot. */
function fitWithin(columns: readonly MeasuredColumn[], available: number): number[] | undefined {
  const total = columns.reduce((sum, c) => sum + c.width, 0);
  if (total <= available) return undefined;
  const slackOf = (c: MeasuredColumn) => (c.min === undefined ? 0 : Math.max(0, c.width - c.min));
  const slack = columns.reduce((sum, c) => sum + slackOf(c), 0);
  const excess = total - available;
  if (slack < excess) return undefined;
  const share = excess / slack;
  return columns.map((c) => Math.floor(c.width - slackOf(c) * share));
}

/**
 * The widths that make the columns fit `available` px, or undefined when they already fit or cannot.
 * Each column with a `min` gives up the same share of what it could give (its width above its
 * `min`), so a long title keeps more than a short name; the others keep their width. Only when that
 * cannot fit, the same again down to `TIGHT_SHARE` of each minimum. Widths are whole pixels and their
 * sum never exceeds `available`.
 *
 * @example
 * fitWidths([{ width: 300, min: 100 }, { width: 200, min: 100 }, { width: 100 }], 500); // [233, 166, 100]
 * fitWidths([{ width: 300, min: 150 }, { width: 200 }], 320); // [120, 200] (below 150: tight)
 * fitWidths([{ width: 300, min: 250 }, { width: 100 }], 200); // undefined (cannot fit)
 */
export function fitWidths(columns: readonly MeasuredColumn[], available: number): number[] | undefined {
  return (
    fitWithin(columns, available) ??
    fitWithin(
      columns.map((c) => (c.min === undefined ? c : { ...c, min: Math.round(c.min * TIGHT_SHARE) })),
      available,
    )
  );
}
