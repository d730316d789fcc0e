// SPEC §3 storage keys: ENCRYPTED_STRING (the server's key/iv pair) and the `enhance_` records (at most
// 16 per code, §9).
import { afterEach, describe, expect, it } from 'vitest';
import {
  ENCRYPTED_STRING,
  ENHANCE_MAX,
  enhanceRecords,
  http,
  loadEncryptedString,
  ls,
} from '../../../runtime/core';
import { fakeAdapter } from './helpers';

const original = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = original;
});

describe('enhance_ records', () => {
  it('keeps a list per code under enhance_<code>, at most 16, the oldest dropped', () => {
    expect(ENHANCE_MAX).toBe(16);
    for (let i = 1; i <= 17; i += 1) enhanceRecords.add({ code: 'biz_case', n: i });
    enhanceRecords.add({ code: 'biz_partner', n: 100 });
    const kept = enhanceRecords.list('biz_case');
    expect(kept).toHaveLength(16);
    expect(kept.map((r) => r.n)).toEqual(Array.from({ length: 16 }, (_, i) => i + 2));
    expect(ls.get('enhance_biz_case')).toEqual(kept);
    expect(enhanceRecords.list('biz_partner')).toEqual([{ code: 'biz_partner', n: 100 }]);
    enhanceRecords.clear('biz_case');
    expect(enhanceRecords.list('biz_case')).toEqual([]);
    expect(enhanceRecords.list('biz_partner')).toHaveLength(1);
  });

  it('reads an unreadable stored value as no records', () => {
    localStorage.setItem('pro__enhance_x', '{broken');
    expect(enhanceRecords.list('x')).toEqual([]);
    ls.set('enhance_y', [{ code: 'y' }, 'junk', { nocode: 1 }]);
    expect(enhanceRecords.list('y')).toEqual([{ code: 'y' }]);
  });
});

describe('ENCRYPTED_STRING', () => {
  it('fetches GET /sys/getEncryptedString once and keeps the pair for 7 days', async () => {
    const pair = { key: 'k'.repeat(16), iv: 'i'.repeat(16) };
    const { adapter, seen } = fakeAdapter({
      'GET /sys/getEncryptedString': { data: { success: true, code: 200, result: pair } },
    });
    http.defaults.adapter = adapter;
    expect(await loadEncryptedString()).toEqual(pair);
    expect(ls.get(ENCRYPTED_STRING)).toEqual(pair);
    const { expire } = JSON.parse(localStorage.getItem(`pro__${ENCRYPTED_STRING}`) ?? '{}') as {
      expire: number;
    };
    expect(expire - Date.now()).toBeGreaterThan(604_800_000 - 60_000);
    expect(await loadEncryptedString()).toEqual(pair);
    expect(seen.filter((r) => r.url === '/sys/getEncryptedString')).toHaveLength(1);
  });

  it('stores nothing and stays quiet when the call fails', async () => {
    const { adapter } = fakeAdapter({ 'GET /sys/getEncryptedString': { status: 404, data: {} } });
    http.defaults.adapter = adapter;
    expect(await loadEncryptedString()).toBeUndefined();
    expect(ls.get(ENCRYPTED_STRING)).toBeUndefined();
  });
});
