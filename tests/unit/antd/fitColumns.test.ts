// The column-fitting rule of lists (issue 15: a header cut under the fixed actions column).
import { describe, expect, it } from 'vitest';
import { fitWidths } from '../../../runtime/antd/list/fitColumns';
import { narrowableColumns } from '../../../runtime/antd/list/useFittedColumns';
import type { ModelSchema } from '../../../runtime/schema/types';

describe('fitWidths', () => {
  it('leaves a table that fits alone', () => {
    expect(fitWidths([{ width: 300, min: 100 }, { width: 200 }], 500)).toBeUndefined();
  });

  it('narrows each free-text column by the same share of what it can give, keeps the others', () => {
    // 100 px too wide; the columns can give 300 and 100 px: each gives a quarter of that.
    const widths = fitWidths([{ width: 400, min: 100 }, { width: 200, min: 100 }, { width: 150 }], 650)!;
    expect(widths).toEqual([325, 175, 150]);
  });

  it('never goes under a column minimum and never over the room there is', () => {
    const widths = fitWidths(
      [{ width: 240, min: 144 }, { width: 189, min: 96 }, { width: 143, min: 96 }, { width: 74 }],
      412,
    )!;
    expect(widths[3]).toBe(74);
    expect(widths[0]).toBeGreaterThanOrEqual(144);
    expect(Math.min(...widths.slice(1, 3))).toBeGreaterThanOrEqual(96);
    expect(widths.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(412);
  });

  it('goes below the minimums, to two thirds of them, only when the minimums cannot fit', () => {
    // 150 px too wide, and the minimums give 254: they stay above them.
    expect(fitWidths([{ width: 300, min: 150 }, { width: 200, min: 96 }, { width: 300 }], 650)).toEqual([
      211, 138, 300,
    ]);
    // 300 px too wide, more than the minimums give: the tight ones (100, 64) give 336, each 300/336 of it.
    const tight = fitWidths([{ width: 300, min: 150 }, { width: 200, min: 96 }, { width: 300 }], 500)!;
    expect(tight).toEqual([121, 78, 300]);
  });

  it('gives up when even two thirds of the minimums do not fit, so the table scrolls instead', () => {
    expect(fitWidths([{ width: 300, min: 200 }, { width: 300 }], 400)).toBeUndefined();
  });
});

describe('narrowableColumns', () => {
  const model: ModelSchema = {
    $id: 'urn:lowcode:model:t',
    type: 'object',
    'x-storage': { table: 't' },
    properties: {
      no: { type: 'string' },
      title: { type: 'string' },
      owner: { type: 'string', 'x-ref': { model: 'sys_user', valueField: 'id', labelField: 'realname' } },
      status: { type: 'string', 'x-dict': 'status' },
      createTime: { type: 'string', format: 'datetime' },
    },
  } as ModelSchema;

  it('lets free text and references narrow, never fixed, tag or date columns', () => {
    expect(
      narrowableColumns(
        [
          { field: 'no', fixed: 'left' },
          { field: 'title', display: 'ellipsis' },
          { field: 'owner' },
          { field: 'status' },
          { field: 'createTime' },
        ],
        model,
      ),
    ).toEqual({ title: 144, owner: 96 });
  });
});
