import { describe, expect, it } from 'vitest';
import {
  LOCALE,
  changeLocale,
  getLocale,
  initI18n,
  ls,
  normalizeLocale,
  registerLocaleResources,
  t,
} from '../../../runtime/core';

describe('i18n', () => {
  it('starts in zh-CN and translates core texts', () => {
    // Registered before initialisation, as widget modules do on import.
    registerLocaleResources('early', { 'zh-CN': { hello: '你好' }, 'en-US': { hello: 'Hello' } });
    initI18n();
    expect(getLocale()).toBe('zh-CN');
    expect(t('http.systemNotice')).toBe('系统提示');
    expect(t('early:hello')).toBe('你好');
  });

  it('switches language, keeps the choice under LOCALE and serves late registrations', async () => {
    await changeLocale('en-US');
    expect(getLocale()).toBe('en-US');
    expect(ls.get(LOCALE)).toBe('en-US');
    expect(t('http.systemNotice')).toBe('System notice');
    registerLocaleResources('late', { 'zh-CN': { bye: '再见' }, 'en-US': { bye: 'Bye' } });
    expect(t('late:bye')).toBe('Bye');
    await changeLocale('zh-CN');
    expect(t('late:bye')).toBe('再见');
  });

  it('maps language tags to the two supported locales', () => {
    expect(normalizeLocale('en')).toBe('en-US');
    expect(normalizeLocale('en-GB')).toBe('en-US');
    expect(normalizeLocale('fr')).toBe('zh-CN');
    expect(normalizeLocale(undefined)).toBe('zh-CN');
  });
});
