import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  LS_PREFIX,
  SESSION_TTL_MS,
  UI_CACHE_DB_DICT_DATA,
  UI_CACHE_DB_DICT_LOCALE,
  dictRevisionAtom,
  evictClientCaches,
  getAction,
  http,
  loadDictOptions,
  ls,
  reloadDictItems,
  clearDictOptions,
  peekDictOptions,
  type CoreStore,
} from '../../../runtime/core';
import { bindFakeUi, fakeAdapter, flush, freshCoreStore } from './helpers';

const ALL = 'GET /sys/dict/queryAllDictItems';
const fresh = { priority: [{ value: 'U', text: '紧急' }] };

describe('reloading the dictionary items', () => {
  const original = http.defaults.adapter;
  let store: CoreStore;
  beforeEach(() => {
    bindFakeUi();
    store = freshCoreStore();
    clearDictOptions();
    ls.set(UI_CACHE_DB_DICT_DATA, { priority: [{ value: 'L', text: '低' }] }, SESSION_TTL_MS);
  });
  afterEach(() => {
    http.defaults.adapter = original;
  });

  it('stores the new items for 7 days and makes widgets load their options again', async () => {
    const { adapter } = fakeAdapter({ [ALL]: { data: { success: true, result: fresh } } });
    http.defaults.adapter = adapter;
    expect(await loadDictOptions('priority')).toEqual([{ value: 'L', text: '低' }]);
    const before = store.get(dictRevisionAtom);

    await reloadDictItems();

    expect(ls.get(UI_CACHE_DB_DICT_DATA)).toEqual(fresh);
    const { expire } = JSON.parse(localStorage.getItem(LS_PREFIX + UI_CACHE_DB_DICT_DATA)!) as {
      expire: number;
    };
    expect(expire - Date.now()).toBeGreaterThan(SESSION_TTL_MS - 60_000);
    expect(store.get(dictRevisionAtom)).toBe(before + 1);
    expect(await loadDictOptions('priority')).toEqual(fresh.priority);
  });

  it('hands the stored or loaded options to widgets that mount later, the new ones after a reload', async () => {
    const { adapter, seen } = fakeAdapter({
      [ALL]: { data: { success: true, result: fresh } },
      'GET /sys/dict/getDictItems/sex': { data: { success: true, result: [{ value: '1', text: '男' }] } },
    });
    http.defaults.adapter = adapter;
    // The login's stored copy, at once: a list's first render has its tags' colours.
    expect(peekDictOptions('priority')).toEqual([{ value: 'L', text: '低' }]);
    expect(await loadDictOptions('priority')).toBe(peekDictOptions('priority'));
    // A dictionary the copy lacks is there once loaded.
    expect(peekDictOptions('sex')).toBeUndefined();
    await loadDictOptions('sex');
    expect(peekDictOptions('sex')).toEqual([{ value: '1', text: '男' }]);

    await reloadDictItems();

    expect(peekDictOptions('priority')).toEqual(fresh.priority);
    expect(peekDictOptions('sex')).toBeUndefined();
    expect(seen.filter((s) => s.url === '/sys/dict/getDictItems/sex')).toHaveLength(1);
  });

  it('shows no stored copy of another language', async () => {
    ls.set(UI_CACHE_DB_DICT_LOCALE, 'en-US', SESSION_TTL_MS);
    expect(peekDictOptions('priority')).toBeUndefined();
  });

  it('drops the stale copy when the reload fails, so widgets ask the server per code', async () => {
    const { adapter, seen } = fakeAdapter({
      [ALL]: { status: 500, data: { success: false, code: 500, message: '系统繁忙' } },
      'GET /sys/dict/getDictItems/priority': { data: { success: true, result: fresh.priority } },
    });
    http.defaults.adapter = adapter;
    await expect(reloadDictItems()).resolves.toBeUndefined();
    expect(ls.get(UI_CACHE_DB_DICT_DATA)).toBeUndefined();
    expect(await loadDictOptions('priority')).toEqual(fresh.priority);
    expect(seen.map((r) => r.url)).toContain('/sys/dict/getDictItems/priority');
  });

  it('follows a successful GET /sys/dict/refleshCache, whoever called it', async () => {
    const { adapter, seen } = fakeAdapter({
      'GET /sys/dict/refleshCache': { data: { success: true, message: '刷新缓存完成！' } },
      [ALL]: { data: { success: true, result: fresh } },
    });
    http.defaults.adapter = adapter;
    await getAction('/sys/dict/refleshCache');
    await flush();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen.map((r) => r.url)).toEqual(['/sys/dict/refleshCache', '/sys/dict/queryAllDictItems']);
    expect(ls.get(UI_CACHE_DB_DICT_DATA)).toEqual(fresh);
  });

  it('leaves the items alone when the refresh was refused', async () => {
    const { adapter, seen } = fakeAdapter({
      'GET /sys/dict/refleshCache': { data: { success: false, code: 500, message: '无权限' } },
    });
    http.defaults.adapter = adapter;
    await getAction('/sys/dict/refleshCache');
    await flush();
    expect(seen.map((r) => r.url)).toEqual(['/sys/dict/refleshCache']);
  });

  it('reloads only caches the browser keeps', async () => {
    const { adapter, seen } = fakeAdapter({ [ALL]: { data: { success: true, result: fresh } } });
    http.defaults.adapter = adapter;
    await evictClientCaches(['depart', 'dict', 'dict']);
    expect(seen.map((r) => r.url)).toEqual(['/sys/dict/queryAllDictItems']);
  });
});
