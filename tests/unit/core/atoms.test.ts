import { describe, expect, it } from 'vitest';
import { createStore } from 'jotai';
import {
  ACCESS_TOKEN,
  LOCALE,
  USER_INFO,
  getLocale,
  localeAtom,
  ls,
  sessionAtom,
  t,
} from '../../../runtime/core';

describe('atoms', () => {
  it('sessionAtom starts from storage in each new store', () => {
    expect(createStore().get(sessionAtom)).toBeNull();
    ls.set(ACCESS_TOKEN, 'tok');
    ls.set(USER_INFO, { id: '1', username: 'admin' });
    expect(createStore().get(sessionAtom)).toEqual({
      token: 'tok',
      userInfo: { id: '1', username: 'admin' },
    });
  });

  it('writing localeAtom switches the language and keeps it', async () => {
    const store = createStore();
    store.set(localeAtom, 'en-US');
    expect(store.get(localeAtom)).toBe('en-US');
    await Promise.resolve();
    expect(getLocale()).toBe('en-US');
    expect(ls.get(LOCALE)).toBe('en-US');
    expect(t('http.notFound')).toBe('Sorry, resource not found!');
  });
});
