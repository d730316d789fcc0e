import { describe, expect, it } from 'vitest';
import { ellipsis, formatDate, formatNumber, parseNumber } from '../../../runtime/render/list/format';

describe('display filters (SPEC §9)', () => {
  it('puts thousands separators into numbers and takes them out again', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber('-9876.125')).toBe('-9,876.125');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(null)).toBe('');
    expect(formatNumber('abc')).toBe('abc');
    expect(parseNumber('1,234.5')).toBe('1234.5');
  });

  it('formats dates as YYYY-MM-DD HH:mm:ss by default', () => {
    expect(formatDate('2026-11-21T08:30:05')).toBe('2026-11-21 08:30:05');
    expect(formatDate('2026-11-21 08:30:05', 'YYYY-MM-DD')).toBe('2026-11-21');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('not a date');
  });

  it('cuts texts after 25 characters by default', () => {
    const long = '客户反馈在控制台操作后服务不可用已收集日志并附上截图请尽快协助排查';
    expect(ellipsis(long)).toEqual({ text: `${[...long].slice(0, 25).join('')}...`, truncated: true });
    expect(ellipsis('短文本')).toEqual({ text: '短文本', truncated: false });
    expect(ellipsis('abcdef', 3)).toEqual({ text: 'abc...', truncated: true });
  });
});
