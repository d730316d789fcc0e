// Fill rules and data sources in Chromium against the real server, both rendered from page schemas
// (schemas/pages/system/fillRule.*.json, dataSource.*.json): the 测试 row action previews the next case
// number; a rule whose sequence resets more often than its date changes is refused naming the field;
// a data source saved without showing its password tests its connection (a SQLite file in DATA_DIR
// succeeds, a closed PostgreSQL port fails with the reason).
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { saveScreenshot } from '../helpers/browser';
import { button, choose } from './support/ui';
import { adminSession } from './support/session';

const baseUrl = inject('baseUrl');
const stamp = Date.now().toString(36);

let page: Page;
const { problems } = adminSession((admin) => ({ page } = admin));

const today = () => {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}`;
};
const row = (text: string) => page.locator('tr.ant-table-row').filter({ hasText: text });
const toast = (text: string | RegExp) => page.locator('.ant-message').getByText(text).last();

describe('fill rules and data sources', () => {
  it('previews the next case number and refuses a reset finer than the date', async () => {
    await page.goto(`${baseUrl}/isystem/fillRule`);
    const caseRule = row('case_no');
    await caseRule.getByRole('button', { name: '测试' }).click();
    await toast(new RegExp(`^下一个编码：CS${today()}\\d{4}$`)).waitFor();

    await button(page, '新增').click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '填值规则' }).last();
    await dialog.getByLabel('规则名称', { exact: true }).fill(`端到端规则${stamp}`);
    await dialog.getByLabel('规则编码', { exact: true }).fill(`e2e_${stamp}`);
    await dialog.getByLabel('前缀', { exact: true }).fill('EE');
    await choose(page, dialog, '日期格式', 'yyyyMM');
    await dialog.getByLabel('分隔符', { exact: true }).fill('-');
    await button(dialog, '保存').click();
    // The form's own rule names the field before anything is sent (the server refuses it too).
    await dialog
      .locator('.ant-formily-item-error-help')
      .filter({ hasText: /^序号重置周期不能短于日期格式的周期$/ })
      .waitFor();
    await choose(page, dialog, '序号重置', '每月');
    await button(dialog, '保存').click();
    await dialog.waitFor({ state: 'detached' });
    await row(`e2e_${stamp}`).getByRole('button', { name: '测试' }).click();
    await toast(`下一个编码：EE${today().slice(0, 6)}-0001`).waitFor();
    await saveScreenshot(page, 'fill-rules');
  });

  it('saves a data source without ever showing its password and tests its connection', async () => {
    await page.goto(`${baseUrl}/isystem/dataSource`);
    await button(page, '新增').click();
    let dialog = page.locator('.ant-modal').filter({ hasText: '数据源' }).last();
    await dialog.getByLabel('数据源编码', { exact: true }).fill(`pg_${stamp}`);
    await dialog.getByLabel('数据源名称', { exact: true }).fill(`端到端库${stamp}`);
    await dialog.getByLabel('数据库名 / 文件', { exact: true }).fill('reports');
    await dialog.getByLabel('主机', { exact: true }).fill('127.0.0.1');
    await dialog.getByLabel('端口', { exact: true }).fill('1');
    await dialog.getByLabel('用户名', { exact: true }).fill('reader');
    await dialog.getByLabel('密码', { exact: true }).fill('Never-Shown-9');
    await button(dialog, '保存').click();
    await dialog.waitFor({ state: 'detached' });
    const pgRow = row(`pg_${stamp}`);
    await pgRow.getByRole('button', { name: '测试连接' }).click();
    await toast(/^数据库连接失败：.*ECONNREFUSED/).waitFor();

    // Editing shows an empty password field; saving keeps the stored one.
    await pgRow.getByRole('button', { name: '编辑' }).click();
    dialog = page.locator('.ant-modal').filter({ hasText: '数据源' }).last();
    await expect.poll(() => dialog.getByLabel('主机', { exact: true }).inputValue()).toBe('127.0.0.1');
    expect(await dialog.getByLabel('密码', { exact: true }).inputValue()).toBe('');
    expect(await page.content()).not.toContain('Never-Shown-9');
    await button(dialog, '取消').click();

    await button(page, '新增').click();
    dialog = page.locator('.ant-modal').filter({ hasText: '数据源' }).last();
    await dialog.getByLabel('数据源编码', { exact: true }).fill(`file_${stamp}`);
    await dialog.getByLabel('数据源名称', { exact: true }).fill(`本地库${stamp}`);
    await choose(page, dialog, '数据库类型', 'SQLite');
    await expect.poll(() => dialog.getByLabel('主机', { exact: true }).count()).toBe(0);
    await dialog.getByLabel('数据库名 / 文件', { exact: true }).fill('app.db');
    await button(dialog, '保存').click();
    await dialog.waitFor({ state: 'detached' });
    await row(`file_${stamp}`).getByRole('button', { name: '测试连接' }).click();
    await toast('数据库连接成功').waitFor();
    await saveScreenshot(page, 'data-sources');
    expect(problems).toEqual([]);
  });
});
