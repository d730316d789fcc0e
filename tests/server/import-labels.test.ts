// Import errors name the column's label (crud/import-labels.ts) by swapping the field name at the start
// of a field message; that holds only while every message about a field begins with it.
import { describe, expect, it } from 'vitest';
import { MESSAGE_KEYS, message } from '../../server/src/i18n/messages.js';

describe('field messages', () => {
  it('begin with the field, in both languages', () => {
    const marker = '\u0001FIELD\u0001';
    const misplaced = MESSAGE_KEYS.flatMap((key) =>
      (['zh-CN', 'en-US'] as const)
        .map((lang) => message(lang, key, { field: marker }))
        .filter((text) => text.includes(marker) && !text.startsWith(marker))
        .map((text) => `${key}: ${text}`),
    );
    expect(misplaced).toEqual([]);
    expect(message('en-US', 'fieldRequired', { field: marker })).toBe(`${marker} is required`);
  });
});
