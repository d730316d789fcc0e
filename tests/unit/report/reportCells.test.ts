// How a report cell reads: the dictionary label the server added, non-integers rounded to two decimals
// (averages), lists joined, nothing for a missing value.
import { describe, expect, it } from 'vitest';
import { cellText } from '../../../runtime/antd/report/reportCells';
import type { ReportColumnInfo } from '../../../runtime/antd/report/reportApi';

const column = (over: Partial<ReportColumnInfo>): ReportColumnInfo => ({
  field: 'status',
  label: '状态',
  dictText: false,
  type: 'string',
  ...over,
});

describe('cellText', () => {
  it('shows the dictionary label the server added, else the value', () => {
    const status = column({ dict: 'case_status', dictText: true });
    expect(cellText(status, { status: '1', status_dictText: '处理中' })).toBe('处理中');
    expect(cellText(status, { status: '9' })).toBe('9');
    // A column without labels ignores a stray `_dictText`.
    expect(cellText(column({}), { status: '1', status_dictText: '处理中' })).toBe('1');
  });

  it('rounds non-integer numbers to two decimals and leaves integers alone', () => {
    const avg = column({ field: 'avgScore', type: 'number', aggregate: 'avg' });
    expect(cellText(avg, { avgScore: 3.14159 })).toBe('3.14');
    expect(cellText(avg, { avgScore: 2.005 + 0.001 })).toBe('2.01');
    expect(cellText(avg, { avgScore: 12 })).toBe('12');
    expect(cellText(avg, { avgScore: 0 })).toBe('0');
  });

  it('joins lists and shows nothing for a missing value', () => {
    const tags = column({ field: 'tags', type: 'array' });
    expect(cellText(tags, { tags: ['a', 'b'] })).toBe('a, b');
    expect(cellText(tags, { tags: null })).toBe('');
    expect(cellText(tags, {})).toBe('');
  });
});
