// Every seeded dictionary and item has an English text: the console shows dictionary labels in the
// user's language, and the house rule is that every user-visible string exists in zh-CN and en-US.
import { describe, expect, it } from 'vitest';
import { DICT_SEED } from '../../../server/src/db/seed/dicts.js';

describe('seeded dictionaries', () => {
  it('give every dictionary and every item a non-empty English text within the column bound', () => {
    const missing: string[] = [];
    for (const dict of DICT_SEED) {
      if (!dict.nameEn?.trim() || dict.nameEn.length > 100) missing.push(dict.code);
      for (const [value, , textEn] of dict.items) {
        if (!textEn?.trim() || textEn.length > 100) missing.push(`${dict.code}:${value}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('keep the English texts of one dictionary distinct, so an imported English label maps back', () => {
    for (const dict of DICT_SEED) {
      const texts = dict.items.map(([, , textEn]) => textEn);
      expect(new Set(texts).size, dict.code).toBe(texts.length);
    }
  });
});
