// Dictionary texts follow a locale switch without a page reload: the server answers in the request's
// Accept-Language, so a signed-in client reloads every dictionary and widgets load their options again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InternalAxiosRequestConfig } from 'axios';
import {
  ACCESS_TOKEN,
  SESSION_TTL_MS,
  changeLocale,
  clearDictOptions,
  dictRevisionAtom,
  followLocale,
  getCachedDictItems,
  http,
  loadDictOptions,
  ls,
  storeDictItems,
  type CoreStore,
} from '../../../runtime/core';
import { bindFakeUi, fakeAdapter, freshCoreStore } from './helpers';

const PRIORITY = {
  'zh-CN': [{ value: 'H', text: '高', title: '高', label: '高' }],
  'en-US': [{ value: 'H', text: 'High', title: 'High', label: 'High' }],
};
const langOf = (config: InternalAxiosRequestConfig) =>
  String(config.headers.get('Accept-Language')) === 'en-US' ? 'en-US' : 'zh-CN';
// A fake server that answers in the request's language, like the real one.
const server = () =>
  fakeAdapter({
    'GET /sys/dict/queryAllDictItems': (config) => ({
      data: { success: true, result: { priority: PRIORITY[langOf(config)] } },
    }),
    'GET /sys/dict/getDictItems/priority': (config) => ({
      data: { success: true, result: PRIORITY[langOf(config)] },
    }),
  });

describe('dictionaries after a locale switch', () => {
  const original = http.defaults.adapter;
  let store: CoreStore;
  beforeEach(async () => {
    bindFakeUi();
    store = freshCoreStore();
    await changeLocale('zh-CN');
    await followLocale();
    clearDictOptions();
  });
  afterEach(async () => {
    http.defaults.adapter = original;
    ls.remove(ACCESS_TOKEN);
    await changeLocale('zh-CN');
  });

  it('reloads every dictionary in the new language when signed in', async () => {
    const { adapter, seen } = server();
    http.defaults.adapter = adapter;
    ls.set(ACCESS_TOKEN, 'tok', SESSION_TTL_MS);
    storeDictItems({ priority: PRIORITY['zh-CN'] }, 'zh-CN');
    expect(await loadDictOptions('priority')).toEqual(PRIORITY['zh-CN']);
    const before = store.get(dictRevisionAtom);

    await changeLocale('en-US');
    await followLocale();

    const reload = seen.find((r) => r.url === '/sys/dict/queryAllDictItems');
    expect(reload?.headers.get('Accept-Language')).toBe('en-US');
    expect(getCachedDictItems('priority')).toEqual(PRIORITY['en-US']);
    expect(store.get(dictRevisionAtom)).toBeGreaterThan(before);
    expect(await loadDictOptions('priority')).toEqual(PRIORITY['en-US']);
  });

  it('never serves a stored copy in another language; widgets ask the server per code', async () => {
    const { adapter, seen } = server();
    http.defaults.adapter = adapter;
    storeDictItems({ priority: PRIORITY['zh-CN'] }, 'zh-CN');
    await changeLocale('en-US');
    await followLocale();

    expect(getCachedDictItems('priority')).toBeUndefined();
    expect(await loadDictOptions('priority')).toEqual(PRIORITY['en-US']);
    expect(seen.map((r) => r.url)).toEqual(['/sys/dict/getDictItems/priority']);
  });

  it('reads a stored copy without a locale as Chinese (stored before English dictionaries)', async () => {
    ls.set('UI_CACHE_DB_DICT_DATA', { priority: PRIORITY['zh-CN'] }, SESSION_TTL_MS);
    ls.remove('UI_CACHE_DB_DICT_LOCALE');
    expect(getCachedDictItems('priority')).toEqual(PRIORITY['zh-CN']);
    await changeLocale('en-US');
    expect(getCachedDictItems('priority')).toBeUndefined();
  });

  it('stops serving a stored copy once it has expired, though its text was read before', () => {
    storeDictItems({ priority: PRIORITY['zh-CN'] }, 'zh-CN');
    expect(getCachedDictItems('priority')).toEqual(PRIORITY['zh-CN']);
    const now = Date.now();
    const later = vi.spyOn(Date, 'now').mockReturnValue(now + SESSION_TTL_MS + 1);
    try {
      expect(getCachedDictItems('priority')).toBeUndefined();
      expect(localStorage.getItem('pro__UI_CACHE_DB_DICT_DATA')).toBeNull();
    } finally {
      later.mockRestore();
    }
  });
});
