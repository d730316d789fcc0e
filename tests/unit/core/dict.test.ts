import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, UI_CACHE_DB_DICT_DATA, getDictItems, http, ls } from '../../../runtime/core';
import { bindFakeUi, fakeAdapter } from './helpers';

describe('getDictItems', () => {
  const original = http.defaults.adapter;
  beforeEach(() => {
    bindFakeUi();
  });
  afterEach(() => {
    http.defaults.adapter = original;
  });

  it('answers from the login dictionary cache without a request', async () => {
    ls.set(UI_CACHE_DB_DICT_DATA, { sex: [{ value: '1', text: '男' }] });
    const { adapter, seen } = fakeAdapter({});
    http.defaults.adapter = adapter;
    await expect(getDictItems('sex')).resolves.toEqual([{ value: '1', text: '男' }]);
    expect(seen).toHaveLength(0);
  });

  it('fetches an uncached code without _t and resolves with result', async () => {
    const items = [{ value: 'H', text: '高' }];
    const { adapter, seen } = fakeAdapter({
      'GET /sys/dict/getDictItems/priority': { data: { success: true, result: items } },
    });
    http.defaults.adapter = adapter;
    await expect(getDictItems('priority')).resolves.toEqual(items);
    expect(seen[0]?.params).not.toHaveProperty('_t');
  });

  it('rejects with the server message when success is false', async () => {
    const { adapter } = fakeAdapter({
      'GET /sys/dict/getDictItems/nope': { data: { success: false, code: 500, message: '字典不存在' } },
    });
    http.defaults.adapter = adapter;
    await expect(getDictItems('nope')).rejects.toEqual(expect.objectContaining({ message: '字典不存在' }));
    await expect(getDictItems('nope')).rejects.toBeInstanceOf(ApiError);
  });
});
