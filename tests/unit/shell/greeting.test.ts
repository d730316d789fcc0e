// SPEC §9: the greeting depends on the hour.
import { describe, expect, it } from 'vitest';
import { greetingKey } from '../../../widgets/shell/greeting';
import shellEn from '../../../widgets/shell/locales/en-US';
import shellZh from '../../../widgets/shell/locales/zh-CN';

describe('The greeting depends on the hour', () => {
  it.each([
    [0, 'morning'],
    [8, 'morning'],
    [9, 'forenoon'],
    [11, 'forenoon'],
    [12, 'noon'],
    [13, 'noon'],
    [14, 'afternoon'],
    [19, 'afternoon'],
    [20, 'evening'],
    [23, 'evening'],
  ] as const)('at %i it is %s', (hour, part) => {
    expect(greetingKey(hour)).toBe(`greeting.${part}`);
  });

  it('reads 早上好 / 上午好 / 中午好 / 下午好 / 晚上好 in zh-CN and Good … in en-US', () => {
    expect(Object.values(shellZh.greeting)).toEqual(['早上好', '上午好', '中午好', '下午好', '晚上好']);
    expect(Object.values(shellEn.greeting)).toEqual([
      'Good morning',
      'Good forenoon',
      'Good noon',
      'Good afternoon',
      'Good evening',
    ]);
  });
});
