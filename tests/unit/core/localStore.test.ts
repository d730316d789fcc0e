import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACCESS_TOKEN,
  INDEX_MAIN_PAGE_PATH,
  SESSION_TTL_MS,
  SYS_BUTTON_AUTH,
  USER_AUTH,
  USER_INFO,
  USER_NAME,
  UI_CACHE_DB_DICT_DATA,
  ls,
  sessionAuth,
} from '../../../runtime/core';

const NOW = new Date('2025-03-01T08:00:00Z').getTime();

describe('storage keys', () => {
  it('spells the keys as the product does', () => {
    expect(ACCESS_TOKEN).toBe('Access-Token');
    expect(USER_NAME).toBe('Login_Username');
    expect(USER_INFO).toBe('Login_Userinfo');
    expect(USER_AUTH).toBe('LOGIN_USER_BUTTON_AUTH');
    expect(SYS_BUTTON_AUTH).toBe('SYS_BUTTON_AUTH');
    expect(UI_CACHE_DB_DICT_DATA).toBe('UI_CACHE_DB_DICT_DATA');
    expect(INDEX_MAIN_PAGE_PATH).toBe('/dashboard/analysis');
    expect(SESSION_TTL_MS).toBe(7 * 24 * 60 * 60 * 1000);
  });
});

describe('ls (Vue-ls compatible)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes JSON {value, expire} under the pro__ prefix', () => {
    ls.set(ACCESS_TOKEN, 'tok', SESSION_TTL_MS);
    ls.set('plain', { a: 1 });
    expect(JSON.parse(localStorage.getItem('pro__Access-Token') ?? '')).toEqual({
      value: 'tok',
      expire: NOW + 604_800_000,
    });
    expect(JSON.parse(localStorage.getItem('pro__plain') ?? '')).toEqual({ value: { a: 1 }, expire: null });
    expect(localStorage.getItem(ACCESS_TOKEN)).toBeNull();
  });

  it('keeps a 7-day value for 7 days and drops it afterwards', () => {
    ls.set(ACCESS_TOKEN, 'tok', SESSION_TTL_MS);
    vi.setSystemTime(NOW + SESSION_TTL_MS - 1);
    expect(ls.get(ACCESS_TOKEN)).toBe('tok');
    vi.setSystemTime(NOW + SESSION_TTL_MS + 1);
    expect(ls.get(ACCESS_TOKEN)).toBeUndefined();
    // Dropped from storage, not only hidden.
    expect(localStorage.getItem('pro__Access-Token')).toBeNull();
  });

  it('returns the fallback for missing, unparsable, foreign-shaped or expired values', () => {
    expect(ls.get('missing', 'fb')).toBe('fb');
    localStorage.setItem('pro__broken', '{not json');
    expect(ls.get('broken', 'fb')).toBe('fb');
    localStorage.setItem('pro__foreign', '"just a string"');
    expect(ls.get('foreign', 'fb')).toBe('fb');
    ls.set('short', 'v', 10);
    vi.setSystemTime(NOW + 11);
    expect(ls.get('short', 'fb')).toBe('fb');
  });

  it('reads values written by the old console', () => {
    localStorage.setItem('pro__Login_Username', JSON.stringify({ value: 'admin', expire: NOW + 1000 }));
    expect(ls.get(USER_NAME)).toBe('admin');
  });

  it('removes one key, and clear() removes only pro__ keys', () => {
    ls.set('a', 1);
    ls.set('b', 2);
    localStorage.setItem('other-app', 'keep');
    ls.remove('a');
    expect(ls.get('a')).toBeUndefined();
    expect(ls.get('b')).toBe(2);
    ls.clear();
    expect(ls.get('b')).toBeUndefined();
    expect(localStorage.getItem('other-app')).toBe('keep');
  });
});

describe('sessionAuth', () => {
  it('keeps auth and allAuth as plain JSON in sessionStorage', () => {
    const auth = [{ action: 'user:add', type: '1' }];
    const allAuth = [{ action: 'user:add', type: '1', status: '1' }];
    sessionAuth.save(auth, allAuth);
    expect(JSON.parse(sessionStorage.getItem('LOGIN_USER_BUTTON_AUTH') ?? '')).toEqual(auth);
    expect(JSON.parse(sessionStorage.getItem('SYS_BUTTON_AUTH') ?? '')).toEqual(allAuth);
    expect(sessionAuth.getAuth()).toEqual(auth);
    expect(sessionAuth.getAllAuth()).toEqual(allAuth);
    sessionAuth.clear();
    expect(sessionStorage.getItem('LOGIN_USER_BUTTON_AUTH')).toBeNull();
    expect(sessionAuth.getAuth()).toEqual([]);
  });

  it('reads an unreadable list as empty', () => {
    sessionStorage.setItem(USER_AUTH, '{oops');
    expect(sessionAuth.getAuth()).toEqual([]);
  });
});
