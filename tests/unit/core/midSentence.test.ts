// Issue 15: en-US placeholders read "Enter Case number"; a field label after a verb is lower-cased in
// English, while zh-CN "请输入…" stays as it is.
import { describe, expect, it } from 'vitest';
import { changeLocale, initI18n, midSentence, t } from '../../../runtime/core';
import { SCHEMA_NS } from '../../../runtime/render/locales';

describe('field labels inside an English sentence', () => {
  it('lowers the first letter, but keeps an acronym', () => {
    expect(midSentence('Case number')).toBe('case number');
    expect(midSentence('Name')).toBe('name');
    expect(midSentence('ID')).toBe('ID');
    expect(midSentence('IP address')).toBe('IP address');
    expect(midSentence('e-mail')).toBe('e-mail');
    expect(midSentence('')).toBe('');
  });

  it('en-US placeholders and required messages read "Enter case number", zh-CN reads "请输入工单编号"', async () => {
    initI18n();
    await changeLocale('en-US');
    expect(t(`${SCHEMA_NS}:list.inputPlaceholder`, { label: 'Case number' })).toBe('Enter case number');
    expect(t(`${SCHEMA_NS}:list.selectPlaceholder`, { label: 'Status' })).toBe('Select status');
    expect(t(`${SCHEMA_NS}:validate.required`, { label: 'Case number' })).toBe('Please enter case number!');
    await changeLocale('zh-CN');
    expect(t(`${SCHEMA_NS}:list.inputPlaceholder`, { label: '工单编号' })).toBe('请输入工单编号');
  });
});
