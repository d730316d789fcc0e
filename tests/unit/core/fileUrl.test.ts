import { afterEach, describe, expect, it } from 'vitest';
import { getFileAccessHttpUrl } from '../../../runtime/core';

describe('getFileAccessHttpUrl', () => {
  afterEach(() => {
    delete window.__APP_CONFIG__;
  });

  it('prefixes a stored path with the static domain', () => {
    expect(getFileAccessHttpUrl('temp/avatar_1.png')).toBe('/api/sys/common/static/temp/avatar_1.png');
    window.__APP_CONFIG__ = { staticDomain: 'https://cdn.example.com/static' };
    expect(getFileAccessHttpUrl('temp/a.png')).toBe('https://cdn.example.com/static/temp/a.png');
  });

  it('leaves http(s) URLs unchanged', () => {
    expect(getFileAccessHttpUrl('https://img.example.com/a.png')).toBe('https://img.example.com/a.png');
    expect(getFileAccessHttpUrl('http://img.example.com/a.png')).toBe('http://img.example.com/a.png');
  });

  it("gives '' for paths containing '[' and for empty paths", () => {
    expect(getFileAccessHttpUrl('["temp/a.png"]')).toBe('');
    expect(getFileAccessHttpUrl('')).toBe('');
    expect(getFileAccessHttpUrl(undefined)).toBe('');
  });
});
